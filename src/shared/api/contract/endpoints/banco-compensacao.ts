import { z } from 'zod/mini'
import { COM_PAPEL, algum, definirEndpoints, endpointsDeCadastro } from '../endpoint'
import {
  dataObrigatoria,
  dataOpcional,
  diaIso,
  horasNaoNulas,
  inteiroMinimo,
  paginaSpring,
  referencia,
  textoLivre,
  textoObrigatorio,
} from '../esquemas'
import { documentar } from '../documentar'

export const DESCRICAO_BANCO_COMPENSACAO_MAX = 100

/** REG-059: the two kinds of compensation bank, by competences or by expiry. */
export const tipoBancoCompensacaoSchema = z.enum(['COMPETENCIAS', 'DIAS'], { error: 'deve ser COMPETENCIAS ou DIAS' })

export const bancoCompensacaoSchema = z.object({
  id: z.number(),
  descricao: z.string(),
  tipo: z.enum(['COMPETENCIAS', 'DIAS']),
  inicio: z.string(),
  fim: z.nullable(z.string()),
  validade: z.number(),
  apenasLancamentoManual: z.boolean(),
})
documentar(bancoCompensacaoSchema, { id: 'BancoCompensacao' })
export type BancoCompensacao = z.infer<typeof bancoCompensacaoSchema>

const dia = (valor: unknown) => (typeof valor === 'string' ? diaIso(valor) : null)

/** A compensation bank as saved: its end, when given, is not before its start. */
export const bancoCompensacaoCorpoSchema = z
  .object({
    descricao: textoObrigatorio(DESCRICAO_BANCO_COMPENSACAO_MAX),
    tipo: tipoBancoCompensacaoSchema,
    inicio: dataObrigatoria,
    fim: dataOpcional,
    validade: inteiroMinimo(1),
    apenasLancamentoManual: z.catch(z.boolean(), false),
  })
  .check(
    z.refine(
      (b) => {
        const [inicio, fim] = [dia(b.inicio), dia(b.fim)]
        return inicio === null || fim === null || fim >= inicio
      },
      { error: 'deve ser posterior ao início', path: ['fim'], when: () => true },
    ),
  )
documentar(bancoCompensacaoCorpoSchema, { id: 'BancoCompensacaoCorpo' })
export type BancoCompensacaoCorpo = z.input<typeof bancoCompensacaoCorpoSchema>

/** A compensation bank entry by hand (hours signed: negative is a debit), possibly written off. */
export const lancamentoBancoCompensacaoSchema = z.object({
  id: z.number(),
  funcionario: z.nullish(z.object({ id: z.number(), nome: z.string() })),
  bancoCompensacao: z.nullish(z.object({ id: z.number(), descricao: z.string() })),
  data: z.string(),
  horas: z.string(),
  observacao: z.string(),
  baixaDeId: z.nullable(z.number()),
  baixadoPorId: z.nullable(z.number()),
})
documentar(lancamentoBancoCompensacaoSchema, { id: 'LancamentoBancoCompensacao' })

/**
 * A compensation bank entry as saved: hours '[-]hhh:mm' other than zero (negative is a debit). The employee and the
 * bank must exist, the employee linked to the bank, and an entry written off is not changed (the backend's).
 */
export const lancamentoBancoCompensacaoCorpoSchema = z.object({
  funcionario: referencia(),
  bancoCompensacao: referencia(),
  data: dataObrigatoria,
  horas: horasNaoNulas('deve ser diferente de 00:00 (negativo para débito)', { comSinal: true }),
  observacao: textoLivre(500),
})
documentar(lancamentoBancoCompensacaoCorpoSchema, { id: 'LancamentoBancoCompensacaoCorpo' })
export type LancamentoBancoCompensacaoCorpo = z.input<typeof lancamentoBancoCompensacaoCorpoSchema>

const lancamentosCompensacao = paginaSpring(lancamentoBancoCompensacaoSchema)
const lerLancamentos = algum(
  'front_bancocompensacao_lancamento',
  'front_manutencao_visualizar',
  'front_manutencao_propria',
  'front_funcionario_visualizar',
)
const escreverLancamentos = algum('front_bancocompensacao_lancamento')

const bancosCompensacao = paginaSpring(bancoCompensacaoSchema)
const escrever = algum('front_bancocompensacao')

export const bancoCompensacaoEndpoints = definirEndpoints(() => ({
  ...endpointsDeCadastro('/api/banco-compensacao', {
    leitura: COM_PAPEL,
    escrita: escrever,
    lista: bancosCompensacao,
    item: bancoCompensacaoSchema,
    corpo: bancoCompensacaoCorpoSchema,
  }),
  'POST /api/banco-compensacao/lancamentos/:id/baixa': {
    acesso: escreverLancamentos,
    origem: 'extensao',
    resposta: lancamentoBancoCompensacaoSchema,
  },
  ...endpointsDeCadastro('/api/banco-compensacao/lancamentos', {
    leitura: lerLancamentos,
    escrita: escreverLancamentos,
    lista: lancamentosCompensacao,
    item: lancamentoBancoCompensacaoSchema,
    corpo: lancamentoBancoCompensacaoCorpoSchema,
  }),
}))
