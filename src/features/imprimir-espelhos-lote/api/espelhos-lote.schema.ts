/** The batch espelhos' schemas (the contract's). */
export {
  loteEspelhosCriadoSchema,
  loteEspelhosSchema,
  type EspelhosLoteCorpo,
  type FiltroEspelhos,
  type LoteEspelhos,
  type LoteEspelhosCriado,
} from '@/shared/api/contract/endpoints/espelhos-lote'
