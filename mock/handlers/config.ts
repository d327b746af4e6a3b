import { http, HttpResponse } from 'msw'
import { competenciaAtual, empresaDoUsuario } from '../db/queries'
import { CAMPOS_CARTAO_PONTO, type ConfiguracaoCampos, type Db } from '../db/index'
import { springError } from '../http/spring'
import { empresaDto, integradorDto, tipoSolicitacaoDto } from './lib/dto'
import { jsonBody, session } from './lib/session'

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
    const { db, usuario } = await session(request, 'front_configuracaocampos')
    const empresa = empresaDoUsuario(db, usuario)
    const path = new URL(request.url).pathname
    if (!empresa) return springError(404, 'Empresa não encontrada', path)
    const saved = mergeCampos(db.configuracaoCampos[empresa.id] ?? camposDefault(), await jsonBody(request))
    if (!saved) return springError(400, 'Configuração de campos inválida: use { campo: { enabled: boolean } }', path)
    db.configuracaoCampos[empresa.id] = saved
    return HttpResponse.json(saved)
  }),
]
