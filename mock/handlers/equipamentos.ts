import { HttpResponse } from 'msw'
import { http } from '../http/contrato'
import { TIPOS_EQUIPAMENTO, type Coletor, type Db, type Equipamento } from '../db/index'
import { notFound, page, pageRequest, sortBy, springError, type FieldError } from '../http/spring'
import { mensagensColetor } from './coletor'
import { crudHandlers, requiredText } from './lib/crud'
import { session } from './lib/session'

const IPV4 = /^((25[0-5]|2[0-4]\d|1?\d?\d)\.){3}(25[0-5]|2[0-4]\d|1?\d?\d)$/

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

/** An optional reference to another register: null when absent, an error when it does not exist. */
function lerRef(body: Record<string, unknown>, property: string, rows: { id: number }[], errors: FieldError[]): number | null {
  const valor = body[property]
  if (valor === null || valor === undefined || valor === '') return null
  if (!rows.some((r) => r.id === Number(valor))) errors.push({ property, message: 'não encontrado', invalidValue: valor })
  return Number(valor)
}

/** A clock: REP-C and REP-A have an IP address and a collector; the 17-digit manufacturing number is unique. */
function lerEquipamento(body: Record<string, unknown>, atual: Equipamento | null, db: Db): Omit<Equipamento, 'id'> | FieldError[] {
  const errors: FieldError[] = []
  const descricao = requiredText(body, 'descricao', 100, errors)
  const tipo = TIPOS_EQUIPAMENTO.find((t) => t === body.tipo)
  if (!tipo) errors.push({ property: 'tipo', message: 'deve ser REP_C, REP_A ou REP_P', invalidValue: body.tipo ?? null })
  const numeroFabricacao = typeof body.numeroFabricacao === 'string' ? body.numeroFabricacao.replace(/\D/g, '') : ''
  if (numeroFabricacao.length !== 17)
    errors.push({ property: 'numeroFabricacao', message: 'deve ter 17 dígitos', invalidValue: body.numeroFabricacao ?? null })
  else if (db.equipamentos.some((e) => e !== atual && e.numeroFabricacao === numeroFabricacao))
    errors.push({ property: 'numeroFabricacao', message: 'número de fabricação já cadastrado', invalidValue: numeroFabricacao })
  const ip = typeof body.ip === 'string' ? body.ip.trim() : ''
  if (tipo !== 'REP_P' && !IPV4.test(ip)) errors.push({ property: 'ip', message: 'endereço IP inválido', invalidValue: body.ip ?? null })
  const localTrabalhoId = lerRef(body, 'localTrabalhoId', db.locaisTrabalho, errors)
  const coletorId = lerRef(body, 'coletorId', db.coletores, errors)
  if (!atual && db.equipamentos.length >= db.limites.equipamentos)
    errors.push({ property: 'descricao', message: `limite de ${db.limites.equipamentos} equipamentos atingido`, invalidValue: null })
  if (errors.length > 0 || !tipo) return errors
  const modelo = typeof body.modelo === 'string' ? body.modelo.trim().slice(0, 60) : ''
  return { descricao, tipo, numeroFabricacao, modelo, ip, localTrabalhoId, coletorId, ativo: body.ativo !== false }
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
    read: (body, atual) => {
      const errors: FieldError[] = []
      const descricao = requiredText(body, 'descricao', 100, errors)
      const ip = typeof body.ip === 'string' ? body.ip.trim() : ''
      if (!IPV4.test(ip)) errors.push({ property: 'ip', message: 'endereço IP inválido', invalidValue: body.ip ?? null })
      return errors.length > 0
        ? errors
        : {
            descricao,
            ip,
            online: atual?.online ?? false,
            ultimoContato: atual?.ultimoContato ?? null,
            funcionarioIds: atual?.funcionarioIds ?? [],
          }
    },
    text: (c) => [c.descricao, c.ip],
    inUse: (c, db) =>
      db.equipamentos.some((e) => e.coletorId === c.id) ? 'Coletor com equipamentos vinculados: não pode ser excluído.' : null,
  }),
]
