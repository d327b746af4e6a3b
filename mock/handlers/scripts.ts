import { HttpResponse } from 'msw'
import { http } from '../http/contrato'
import { scriptCorpoSchema } from '@/shared/api/contract/endpoints/scripts'
import type { Db, OperacaoScript, Script } from '../db/index'
import { isoLocalDateTime } from '../db/lib/dates'
import { iniciarSequencia } from '../db/queries'
import { lerCorpo } from '../http/corpo'
import { notFound, type FieldError } from '../http/spring'
import { agora } from '../pdf/relatorio'
import { buildCartaoPonto } from '../timecard/index'
import { publicarAlteracao } from '../timecard/acesso'
import { crudHandlers } from './lib/crud'
import { session } from './lib/session'

/** Maintenance scripts (/script, front_script; admin only). The SQL text is never run: 'Executar' runs a whitelisted operation. */
export const SCRIPT = 'front_script'

export const OPERACOES_SCRIPT: Record<OperacaoScript, string> = {
  RECALCULAR_COMPETENCIA: 'Recalcular a competência aberta',
  LIMPAR_NOTIFICACOES: 'Marcar as notificações como lidas',
  CONTAR_REGISTROS: 'Contar funcionários, marcações e tratamentos',
}

function seedScripts(): Script[] {
  const vazio = { ultimaExecucao: null, ultimoResultado: null, ultimaSituacao: null, executadoPor: null }
  return [
    {
      id: 1,
      nome: 'Recalcular competência aberta',
      descricao: 'Recalcula os cartões ponto já gerados da competência aberta mais recente.',
      operacao: 'RECALCULAR_COMPETENCIA',
      corpo: 'CALL ponto.recalcular_competencia((SELECT id FROM competencia WHERE situacao = \'ABERTA\' ORDER BY fim DESC LIMIT 1));',
      ...vazio,
    },
    {
      id: 2,
      nome: 'Limpar notificações',
      descricao: 'Marca como lidas todas as notificações pendentes do sino.',
      operacao: 'LIMPAR_NOTIFICACOES',
      corpo: 'UPDATE notificacao SET lida = true WHERE lida = false;',
      ...vazio,
    },
    {
      id: 3,
      nome: 'Contagem de registros',
      descricao: 'Conta funcionários ativos, marcações e tratamentos (somente leitura).',
      operacao: 'CONTAR_REGISTROS',
      corpo:
        'SELECT (SELECT count(*) FROM funcionario WHERE ativo) AS funcionarios,\n       (SELECT count(*) FROM marcacao) AS marcacoes,\n       (SELECT count(*) FROM tratamento) AS tratamentos;',
      ...vazio,
    },
  ]
}

/** The scripts table, seeded on first use. */
export function scriptsDe(db: Db): Script[] {
  if (!db.scripts) {
    db.scripts = seedScripts()
    iniciarSequencia(db, db.scripts)
  }
  return db.scripts
}

function scriptDto(s: Script) {
  return { ...s, operacaoDescricao: OPERACOES_SCRIPT[s.operacao] }
}

function lerScript(body: Record<string, unknown>): Omit<Script, 'id' | 'ultimaExecucao' | 'ultimoResultado' | 'ultimaSituacao' | 'executadoPor'> | FieldError[] {
  return lerCorpo(scriptCorpoSchema, body)
}

type Resultado = { situacao: 'SUCESSO' | 'ERRO'; mensagem: string }

/** Runs one whitelisted operation against the mock's database; `request` announces the time cards it refreshes. */
function executar(db: Db, operacao: OperacaoScript, request: Request): Resultado {
  switch (operacao) {
    case 'RECALCULAR_COMPETENCIA': {
      const aberta = db.competencias.filter((c) => c.situacao === 'ABERTA' && !c.fechada).sort((a, b) => b.fim.localeCompare(a.fim))[0]
      if (!aberta) return { situacao: 'ERRO', mensagem: 'Nenhuma competência aberta para recalcular.' }
      const funcionarioIds = Object.keys(db.mesesGerados)
        .map((chave) => chave.split(':').map(Number))
        .filter(([, competenciaId]) => competenciaId === aberta.id)
        .map(([funcionarioId]) => funcionarioId as number)
      for (const funcionarioId of funcionarioIds) {
        buildCartaoPonto(db, funcionarioId, aberta.id)
        publicarAlteracao(request, { funcionarioId, competenciaId: aberta.id })
      }
      const mesAno = `${String(aberta.mes).padStart(2, '0')}/${aberta.ano}`
      return { situacao: 'SUCESSO', mensagem: `Competência ${mesAno} recalculada: ${funcionarioIds.length} cartões ponto.` }
    }
    case 'LIMPAR_NOTIFICACOES': {
      const pendentes = db.notificacoes.filter((n) => !n.lida)
      for (const n of pendentes) n.lida = true
      return { situacao: 'SUCESSO', mensagem: `${pendentes.length} notificações marcadas como lidas.` }
    }
    case 'CONTAR_REGISTROS': {
      const ativos = db.funcionarios.filter((f) => f.ativo).length
      return {
        situacao: 'SUCESSO',
        mensagem: `Funcionários ativos: ${ativos}; marcações: ${db.marcacoes.length}; tratamentos: ${db.tratamentos.length}.`,
      }
    }
  }
}

export const scriptHandlers = [
  /** Runs the script's whitelisted operation and records when, by whom and with what result (an ERRO is still a 200). */
  http.post('/api/scripts/:id/executar', async ({ request, params }) => {
    const s = await session(request)
    const script = scriptsDe(s.db).find((x) => String(x.id) === params.id)
    if (!script) return notFound()
    const resultado = executar(s.db, script.operacao, request)
    Object.assign(script, {
      ultimaExecucao: isoLocalDateTime(agora(s.db)),
      ultimoResultado: resultado.mensagem,
      ultimaSituacao: resultado.situacao,
      executadoPor: s.user.name ?? s.user.username,
    })
    return HttpResponse.json(scriptDto(script))
  }),

  ...crudHandlers({
    path: '/api/scripts',
    entity: 'Script',
    rows: scriptsDe,
    dto: scriptDto,
    sort: [{ property: 'nome', direction: 'asc' }],
    read: (body, atual) => {
      const dados = lerScript(body)
      if (Array.isArray(dados)) return dados
      const execucao = {
        ultimaExecucao: atual?.ultimaExecucao ?? null,
        ultimoResultado: atual?.ultimoResultado ?? null,
        ultimaSituacao: atual?.ultimaSituacao ?? null,
        executadoPor: atual?.executadoPor ?? null,
      }
      return { ...dados, ...execucao }
    },
    text: (x) => [x.id, x.nome, x.descricao],
  }),
]
