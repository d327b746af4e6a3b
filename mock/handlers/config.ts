import { HttpResponse } from 'msw'
import { http } from '../http/contrato'
import { competenciaAtual, empresaDoUsuario } from '../db/queries'
import { CAMPOS_CARTAO_PONTO, type ConfiguracaoCampos, type Db } from '../db/index'
import { springError, validationError, type FieldError } from '../http/spring'
import { empresaDto, integradorDto, tipoSolicitacaoDto } from './lib/dto'
import { jsonBody, session } from './lib/session'

const LIMITES = ['funcionarios', 'usuarios', 'equipamentos', 'coletores'] as const

function objeto(value: unknown): Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {}
}

function lerLimites(body: Record<string, unknown>): Db['limites'] | FieldError[] {
  const errors: FieldError[] = []
  const limites = Object.fromEntries(
    LIMITES.map((campo) => {
      const n = Number(body[campo])
      if (!Number.isInteger(n) || n < 0)
        errors.push({ property: campo, message: 'deve ser maior ou igual a 0', invalidValue: body[campo] ?? null })
      return [campo, n]
    }),
  ) as unknown as Db['limites']
  return errors.length > 0 ? errors : limites
}

/** The settings a backup holds, as a JSON file (what a database dump stands for here). */
function backupDe(db: Db): string {
  const { today: _today, mesesGerados: _gerados, ...dados } = db
  return JSON.stringify(dados)
}

function tipo(db: Db, id: number | null) {
  const found = db.tiposSolicitacao.find((t) => t.id === id)
  return found ? tipoSolicitacaoDto(db, found) : null
}

function configDto(db: Db, empresaId: number | undefined) {
  const { config } = db
  const empresa = db.empresas.find((e) => e.id === (empresaId ?? config.empresaId))
  const integrador = db.integradores.find((i) => i.id === config.integradorId)
  return {
    id: config.id,
    current: competenciaAtual(db) ?? null,
    limites: { ...db.limites },
    empresa: empresa ? empresaDto(empresa) : null,
    permiteBaterPonto: config.permiteBaterPonto,
    integrador: integrador ? integradorDto(integrador) : null,
    tipoSolicitacaoIncluirMarcacao: tipo(db, config.tipoSolicitacaoIncluirMarcacaoId),
    tipoSolicitacaoCompensarBancoHoras: tipo(db, config.tipoSolicitacaoCompensarBancoHorasId),
    utilizaHoraExtraIntervalo: config.utilizaHoraExtraIntervalo,
    modoEspecial: config.modoEspecial,
    geraComprovanteMarcacao: config.geraComprovanteMarcacao,
    horaExtraCustomLabel: config.horaExtraCustomLabel,
  }
}

function camposDefault(): ConfiguracaoCampos {
  return Object.fromEntries(CAMPOS_CARTAO_PONTO.map((c) => [c, { enabled: true }])) as ConfiguracaoCampos
}

/** Applies the known fields of a body (`{ campo: { enabled } }`); anything else is ignored. Null when unreadable. */
function mergeCampos(atual: ConfiguracaoCampos, body: unknown): ConfiguracaoCampos | null {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return null
  const next = structuredClone(atual)
  for (const campo of CAMPOS_CARTAO_PONTO) {
    const value = (body as Record<string, unknown>)[campo]
    if (value === undefined) continue
    const enabled = value !== null && typeof value === 'object' ? (value as { enabled?: unknown }).enabled : undefined
    if (typeof enabled !== 'boolean') return null
    next[campo] = { enabled }
  }
  return next
}

export const configHandlers = [
  http.get('/api/config/search/load', async ({ request }) => {
    const { db, usuario } = await session(request)
    return HttpResponse.json(configDto(db, empresaDoUsuario(db, usuario)?.id))
  }),

  http.get('/api/configuracao-campos/cartao-ponto', async ({ request }) => {
    const { db, usuario } = await session(request)
    const empresa = empresaDoUsuario(db, usuario)
    return HttpResponse.json(empresa ? (db.configuracaoCampos[empresa.id] ?? camposDefault()) : camposDefault())
  }),

  http.post('/api/configuracao-campos/cartao-ponto', async ({ request }) => {
    const { db, usuario } = await session(request)
    const empresa = empresaDoUsuario(db, usuario)
    const path = new URL(request.url).pathname
    if (!empresa) return springError(404, 'Empresa não encontrada', path)
    const saved = mergeCampos(db.configuracaoCampos[empresa.id] ?? camposDefault(), await jsonBody(request))
    if (!saved) return springError(400, 'Configuração de campos inválida: use { campo: { enabled: boolean } }', path)
    db.configuracaoCampos[empresa.id] = saved
    return HttpResponse.json(saved)
  }),

  /** REG-080: the licence limits. */
  http.get('/api/limites', async ({ request }) => {
    const { db } = await session(request)
    return HttpResponse.json({ ...db.limites })
  }),

  http.put('/api/limites', async ({ request }) => {
    const { db } = await session(request)
    const limites = lerLimites(objeto(await jsonBody(request)))
    if (Array.isArray(limites)) return validationError('Limites', limites)
    db.limites = limites
    return HttpResponse.json({ ...limites })
  }),

  /** The general settings of /config (PUT with the fields the screen edits). */
  http.put('/api/config', async ({ request }) => {
    const { db, usuario } = await session(request)
    const body = objeto(await jsonBody(request))
    const errors: FieldError[] = []
    const tipoId = (campo: string) => {
      const ref = objeto(body[campo])
      if (body[campo] === null || ref.id === undefined) return null
      const id = Number(ref.id)
      if (!db.tiposSolicitacao.some((t) => t.id === id))
        errors.push({ property: campo, message: 'tipo de solicitação não encontrado', invalidValue: ref.id })
      return id
    }
    const incluir = tipoId('tipoSolicitacaoIncluirMarcacao')
    const compensar = tipoId('tipoSolicitacaoCompensarBancoHoras')
    const rotulo = typeof body.horaExtraCustomLabel === 'string' ? body.horaExtraCustomLabel.trim() : db.config.horaExtraCustomLabel
    if (rotulo.length > 30)
      errors.push({ property: 'horaExtraCustomLabel', message: 'tamanho deve ser entre 0 e 30', invalidValue: rotulo })
    if (errors.length > 0) return validationError('Config', errors)
    const flag = (campo: 'permiteBaterPonto' | 'utilizaHoraExtraIntervalo' | 'modoEspecial' | 'geraComprovanteMarcacao') =>
      typeof body[campo] === 'boolean' ? (body[campo] as boolean) : db.config[campo]
    Object.assign(db.config, {
      permiteBaterPonto: flag('permiteBaterPonto'),
      utilizaHoraExtraIntervalo: flag('utilizaHoraExtraIntervalo'),
      modoEspecial: flag('modoEspecial'),
      geraComprovanteMarcacao: flag('geraComprovanteMarcacao'),
      tipoSolicitacaoIncluirMarcacaoId: incluir,
      tipoSolicitacaoCompensarBancoHorasId: compensar,
      horaExtraCustomLabel: rotulo,
    })
    return HttpResponse.json(configDto(db, empresaDoUsuario(db, usuario)?.id))
  }),

  /** REG-081: a backup file, named by the x-filename header. */
  http.post('/api/backup', async ({ request }) => {
    const { db } = await session(request)
    const nome = `ponto-backup-${db.today.toISOString().slice(0, 10)}.json`
    return new HttpResponse(backupDe(db), {
      headers: { 'Content-Type': 'application/json', 'x-filename': nome, 'Access-Control-Expose-Headers': 'x-filename' },
    })
  }),
]
