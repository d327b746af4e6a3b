import { HttpResponse } from 'msw'
import { http } from '../http/contrato'
import { coletorCorpoSchema } from '@/shared/api/contract/endpoints/coletores'
import { equipamentoCorpoSchema } from '@/shared/api/contract/endpoints/equipamentos'
import type { Coletor, Db, Equipamento } from '../db/index'
import { lerCorpo } from '../http/corpo'
import { notFound, page, pageRequest, sortBy, springError, type FieldError } from '../http/spring'
import { crudHandlers } from './lib/crud'
import { foraDoLimite } from './lib/limites'
import { mensagensColetor } from './lib/mensagens-coletor'
import { session } from './lib/session'

const ref = <T extends { id: number }>(rows: T[], id: number | null) => (id === null ? undefined : rows.find((r) => r.id === id))

function equipamentoDto(e: Equipamento, db: Db) {
  const local = ref(db.locaisTrabalho, e.localTrabalhoId)
  const coletor = ref(db.coletores, e.coletorId)
  return {
    ...e,
    localTrabalho: local ? { id: local.id, descricao: local.descricao } : null,
    coletor: coletor ? { id: coletor.id, descricao: coletor.descricao } : null,
  }
}

/**
 * A clock: the body is the contract's; the manufacturing number is unique, the references exist and a new clock
 * fits the license's limit.
 */
function lerEquipamento(body: Record<string, unknown>, atual: Equipamento | null, db: Db): Omit<Equipamento, 'id'> | FieldError[] {
  const dados = lerCorpo(equipamentoCorpoSchema, body)
  if (Array.isArray(dados)) return dados
  const errors: FieldError[] = []
  if (db.equipamentos.some((e) => e !== atual && e.numeroFabricacao === dados.numeroFabricacao))
    errors.push({ property: 'numeroFabricacao', message: 'número de fabricação já cadastrado', invalidValue: dados.numeroFabricacao })
  for (const [property, rows] of [['localTrabalhoId', db.locaisTrabalho], ['coletorId', db.coletores]] as const) {
    const id = dados[property]
    if (id !== null && !rows.some((r) => r.id === id)) errors.push({ property, message: 'não encontrado', invalidValue: body[property] })
  }
  const limite = atual ? null : foraDoLimite(db, 'equipamentos', db.equipamentos.length, 'descricao')
  if (limite) errors.push(limite)
  return errors.length > 0 ? errors : dados
}

/** The collector answers when it is online; it then counts as a contact. */
function enviarAoColetor(coletor: Coletor, db: Db): boolean {
  if (coletor.online) coletor.ultimoContato = db.today.toISOString()
  return coletor.online
}

export const equipamentoHandlers = [
  /**
   * REG-083: sends the clock's settings to its collector. A clock without collector is refused (400); an offline
   * collector refuses the connection (503), as the collector service does.
   */
  http.post('/api/equipamentos/:id/coletor', async ({ request, params }) => {
    const { db } = await session(request)
    const path = new URL(request.url).pathname
    const equipamento = db.equipamentos.find((e) => String(e.id) === params.id)
    if (!equipamento) return notFound()
    const coletor = ref(db.coletores, equipamento.coletorId)
    if (!coletor) return springError(400, 'Equipamento sem coletor vinculado.', path)
    if (!enviarAoColetor(coletor, db)) return springError(503, `Connection refused: ${coletor.descricao} (${coletor.ip})`, path)
    return HttpResponse.json({ equipamentoId: equipamento.id, coletorId: coletor.id, enviadoEm: coletor.ultimoContato }, { status: 202 })
  }),

  /** The clocks register (HAL rel equipamentos); a clock with punches taken on it is kept (409). */
  ...crudHandlers({
    path: '/api/equipamentos',
    rel: 'equipamentos',
    entity: 'Equipamento',
    rows: (db) => db.equipamentos,
    dto: equipamentoDto,
    sort: [{ property: 'descricao', direction: 'asc' }],
    read: lerEquipamento,
    text: (e) => [e.descricao, e.numeroFabricacao, e.modelo, e.ip],
    inUse: (e, db) =>
      db.marcacoes.some((m) => m.equipamento === e.descricao) ? 'Equipamento com marcações registradas: não pode ser excluído.' : null,
  }),

  /** The employees a collector knows (a Spring page sorted by name), searched by name or registration number. */
  http.get('/api/coletores/:id/funcionarios', async ({ request, params }) => {
    const { db } = await session(request)
    const coletor = db.coletores.find((c) => String(c.id) === params.id)
    if (!coletor) return notFound()
    const url = new URL(request.url)
    const texto = (url.searchParams.get('text') ?? '').trim().toLocaleLowerCase('pt-BR')
    const linhas = db.funcionarios
      .filter((f) => coletor.funcionarioIds.includes(f.id))
      .map((f) => ({ id: f.id, nome: f.nomeOrNomeSocial, matricula: f.matricula }))
      .filter((f) => !texto || `${f.nome} ${f.matricula ?? ''}`.toLocaleLowerCase('pt-BR').includes(texto))
    const pr = pageRequest(url, { sort: [{ property: 'nome', direction: 'asc' }] })
    return page(sortBy(linhas, pr.sort), pr)
  }),

  /** A collector's panel: whether it answers, its clocks, the employees it knows and the last messages sent to it. */
  http.get('/api/coletores/:id/dashboard', async ({ request, params }) => {
    const { db } = await session(request)
    const coletor = db.coletores.find((c) => String(c.id) === params.id)
    if (!coletor) return notFound()
    const mensagens = mensagensColetor(db).filter((m) => [m.payload.coletorId, m.payload.coletorDestinoId].map(Number).includes(coletor.id))
    return HttpResponse.json({
      coletor: {
        id: coletor.id,
        descricao: coletor.descricao,
        ip: coletor.ip,
        online: coletor.online,
        ultimoContato: coletor.ultimoContato,
      },
      equipamentos: db.equipamentos
        .filter((e) => e.coletorId === coletor.id)
        .map((e) => ({ id: e.id, descricao: e.descricao, ativo: e.ativo })),
      totalFuncionarios: coletor.funcionarioIds.length,
      totalMensagens: mensagens.length,
      ultimasMensagens: mensagens.slice(-10).reverse(),
    })
  }),

  /** The collectors (HAL rel coletores): listed and viewed; the equipment form picks one. */
  ...crudHandlers({
    path: '/api/coletores',
    rel: 'coletores',
    entity: 'Coletor',
    rows: (db) => db.coletores,
    dto: ({ funcionarioIds, ...c }) => ({ ...c, totalFuncionarios: funcionarioIds.length }),
    sort: [{ property: 'descricao', direction: 'asc' }],
    read: (body, atual, db) => {
      const dados = lerCorpo(coletorCorpoSchema, body)
      if (Array.isArray(dados)) return dados
      const limite = atual ? null : foraDoLimite(db, 'coletores', db.coletores.length, 'descricao')
      if (limite) return [limite]
      return { ...dados, online: atual?.online ?? false, ultimoContato: atual?.ultimoContato ?? null, funcionarioIds: atual?.funcionarioIds ?? [] }
    },
    text: (c) => [c.descricao, c.ip],
    inUse: (c, db) =>
      db.equipamentos.some((e) => e.coletorId === c.id) ? 'Coletor com equipamentos vinculados: não pode ser excluído.' : null,
  }),
]
