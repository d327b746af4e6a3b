import { http } from 'msw'
import type { Competencia, Funcionario } from '../db/index'
import { sortBy, validationError, type FieldError } from '../http/spring'
import { pdfResponse } from '../pdf/resposta'
import { agora, relatorioPontoPdf, type ItemRelatorio } from '../pdf/relatorio'
import { forbidden, jsonBody, session } from './lib/session'
import { funcionarioVisivel } from './lib/visibilidade'

/** Reports printed by POST /api/acoes-lote/{tipoRelatorio}; other batch actions are answered by their own handlers. */
const RELATORIOS: Record<string, string> = { 'cartao-ponto': 'Cartão Ponto para Conferência' }

const ORDENS: Record<string, { property: string; direction: 'asc' }[]> = {
  nome: [{ property: 'nomeOrNomeSocial', direction: 'asc' }, { property: 'matricula', direction: 'asc' }],
  matricula: [{ property: 'matricula', direction: 'asc' }, { property: 'nomeOrNomeSocial', direction: 'asc' }],
}

const DATA = /^\d{4}-\d{2}-\d{2}/

interface Pedido {
  dataInicial: string
  dataFinal: string
  ids: number[]
}

function ler(body: unknown, tipo: string): { pedido: Pedido; errors: FieldError[] } {
  const raw = body !== null && typeof body === 'object' ? (body as Record<string, unknown>) : {}
  const errors: FieldError[] = []
  const data = (campo: 'dataInicial' | 'dataFinal', nome: string): string => {
    const valor = raw[campo]
    if (valor === undefined || valor === null || valor === '') errors.push({ property: campo, message: `${nome} é obrigatória` })
    else if (typeof valor !== 'string' || !DATA.test(valor)) errors.push({ property: campo, message: `${nome} inválida`, invalidValue: valor })
    else return valor.slice(0, 10)
    return ''
  }
  const dataInicial = data('dataInicial', 'Data inicial')
  const dataFinal = data('dataFinal', 'Data final')
  if (dataInicial && dataFinal && dataFinal < dataInicial) {
    errors.push({ property: 'dataFinal', message: 'Data final deve ser igual ou posterior à data inicial', invalidValue: raw.dataFinal })
  }
  if (raw.tipoRelatorio !== undefined && raw.tipoRelatorio !== tipo) {
    errors.push({ property: 'tipoRelatorio', message: 'Tipo de relatório diferente do informado na URL', invalidValue: raw.tipoRelatorio })
  }
  const lista = Array.isArray(raw.funcionarios) ? raw.funcionarios : []
  const ids = lista.map((item) => Number(typeof item === 'object' && item !== null ? (item as { id?: unknown }).id : item))
  if (ids.length === 0) errors.push({ property: 'funcionarios', message: 'Selecione ao menos um funcionário', invalidValue: raw.funcionarios ?? null })
  else if (ids.some((id) => !Number.isInteger(id))) errors.push({ property: 'funcionarios', message: 'Funcionário inválido', invalidValue: raw.funcionarios })
  return { pedido: { dataInicial, dataFinal, ids }, errors }
}

function itens(funcionarios: Funcionario[], competencias: Competencia[], pedido: Pedido): ItemRelatorio[] {
  const periodo = { inicio: pedido.dataInicial, fim: pedido.dataFinal }
  return funcionarios.flatMap((funcionario) => competencias.map((competencia) => ({ funcionario, competencia, periodo })))
}

export const acaoLoteHandlers = [
  /** TC-045 / BATCH-008: the time cards of the chosen employees over the period, one PDF. */
  http.post('/api/acoes-lote/:tipoRelatorio', async ({ request, params }) => {
    const tipo = String(params.tipoRelatorio)
    const titulo = RELATORIOS[tipo]
    if (!titulo) return undefined
    const s = await session(request, 'front_manutencao_visualizar')
    const ordem = new URL(request.url).searchParams.get('ordem') || 'nome'
    const { pedido, errors } = ler(await jsonBody(request), tipo)
    const ordenacao = ORDENS[ordem]
    if (!ordenacao) errors.push({ property: 'ordem', message: 'Ordem inválida', invalidValue: ordem })
    const funcionarios = pedido.ids.map((id) => s.db.funcionarios.find((f) => f.id === id))
    const desconhecido = pedido.ids.find((_, i) => funcionarios[i] === undefined)
    if (desconhecido !== undefined) errors.push({ property: 'funcionarios', message: 'Funcionário não encontrado', invalidValue: desconhecido })
    const competencias = s.db.competencias
      .filter((c) => c.inicio <= pedido.dataFinal && c.fim >= pedido.dataInicial)
      .sort((a, b) => a.inicio.localeCompare(b.inicio))
    if (errors.length === 0 && competencias.length === 0) {
      errors.push({ property: 'dataInicial', message: 'Não há competência no período informado', invalidValue: pedido.dataInicial })
    }
    if (errors.length > 0 || !ordenacao) return validationError('AcaoLote', errors)
    const encontrados = funcionarios.filter((f): f is Funcionario => f !== undefined)
    if (!encontrados.every(funcionarioVisivel(s))) throw forbidden(request)
    const ordenados = sortBy([...new Set(encontrados)], ordenacao)
    const pdf = await relatorioPontoPdf(s.db, itens(ordenados, competencias, pedido), {
      titulo, emissor: s.user.name ?? s.user.username, emitidoEm: agora(s.db),
    })
    return pdfResponse(pdf, `${tipo}-${pedido.dataInicial}-${pedido.dataFinal}.pdf`)
  }),
]
