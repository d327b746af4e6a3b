import { z } from 'zod/mini'
import { algum, definirEndpoints, endpointsDeCadastro } from '../endpoint'
import { colecaoHal, ehIpv4, idOpcional, IP_INVALIDO, textoLivre, textoObrigatorio, textoOuVazio } from '../esquemas'
import { documentar } from '../documentar'

export const CODIGOS_TIPO_EQUIPAMENTO = ['REP_C', 'REP_A', 'REP_P'] as const

const ref = z.nullable(z.object({ id: z.number(), descricao: z.string() }))

/** A time clock (REP): manufacturing number, where it stands and the collector that talks to it. */
export const equipamentoSchema = z.object({
  id: z.number(),
  descricao: z.string(),
  tipo: z.enum(CODIGOS_TIPO_EQUIPAMENTO),
  numeroFabricacao: z.string(),
  modelo: z.string(),
  ip: z.string(),
  ativo: z.boolean(),
  localTrabalho: z.optional(ref),
  coletor: z.optional(ref),
})
documentar(equipamentoSchema, { id: 'Equipamento' })

const NUMERO_FABRICACAO = 'deve ter 17 dígitos'

/**
 * A clock as saved: REP-C and REP-A have an IP address; the manufacturing number is its 17 digits. Whether the
 * number is unique, the references exist and the license's limit is reached is the backend's.
 */
export const equipamentoCorpoSchema = z
  .object({
    descricao: textoObrigatorio(100),
    tipo: z.enum(CODIGOS_TIPO_EQUIPAMENTO, { error: 'deve ser REP_C, REP_A ou REP_P' }),
    numeroFabricacao: z.pipe(
      z.catch(z.string(), ''),
      z.string().check(
        z.overwrite((v) => v.replace(/\D/g, '')),
        z.length(17, NUMERO_FABRICACAO),
      ),
    ),
    ip: textoOuVazio,
    localTrabalhoId: idOpcional('não encontrado'),
    coletorId: idOpcional('não encontrado'),
    modelo: textoLivre(60),
    ativo: z._default(z.boolean(), true),
  })
  .check(
    z.refine((e) => e.tipo === 'REP_P' || ehIpv4(typeof e.ip === 'string' ? e.ip : ''), {
      error: IP_INVALIDO,
      path: ['ip'],
      when: () => true,
    }),
  )
documentar(equipamentoCorpoSchema, { id: 'EquipamentoCorpo' })
export type EquipamentoCorpo = z.input<typeof equipamentoCorpoSchema>

/** REG-083: the clock's settings handed to its collector (202 Accepted). */
export const envioColetorSchema = z.object({ equipamentoId: z.number(), coletorId: z.number(), enviadoEm: z.nullable(z.string()) })
documentar(envioColetorSchema, { id: 'EnvioColetor' })

const equipamentos = colecaoHal('equipamentos', equipamentoSchema)
const ler = algum(
  'front_equipamento',
  'front_coletor',
  'front_coletor_view',
  'front_coletor_enviofuncionario',
  'front_coletor_transferenciafuncionario',
  'front_equipamento_exportacao',
)

export const equipamentosEndpoints = definirEndpoints(() => ({
  'POST /api/equipamentos/:id/coletor': { acesso: algum('front_equipamento'), origem: 'extensao', resposta: envioColetorSchema },
  ...endpointsDeCadastro('/api/equipamentos', {
    leitura: ler,
    escrita: algum('front_equipamento'),
    lista: equipamentos,
    item: equipamentoSchema,
    corpo: equipamentoCorpoSchema,
  }),
}))
