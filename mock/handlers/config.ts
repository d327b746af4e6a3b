import { HttpResponse } from 'msw'
import { http } from '../http/contrato'
import { competenciaAtual, empresaDoUsuario } from '../db/queries'
import { CAMPOS_CARTAO_PONTO, LIMITE_JORNADA_ABERTA_HORAS, type ConfiguracaoCampos, type Db } from '../db/index'
import { configCorpoSchema } from '@/shared/api/contract/endpoints/config'
import { configuracaoCamposCorpoSchema } from '@/shared/api/contract/endpoints/configuracao-campos'
import { limitesCorpoSchema } from '@/shared/api/contract/endpoints/limites'
import { lerCorpo } from '../http/corpo'
import { springError, validationError, type FieldError } from '../http/spring'
import { empresaDto, integradorDto, tipoSolicitacaoDto } from './lib/dto'
import { objeto } from './lib/selecao-lote'
import { jsonBody, session } from './lib/session'

/** The settings a backup holds, as a JSON file (what a database dump stands for here); never a password. */
function backupDe(db: Db): string {
  const { today: _today, mesesGerados: _gerados, usuarios, ...dados } = db
  return JSON.stringify({ ...dados, usuarios: usuarios.map(({ password: _password, ...usuario }) => usuario) })
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
    limiteJornadaAbertaHoras: config.limiteJornadaAbertaHoras ?? LIMITE_JORNADA_ABERTA_HORAS,
  }
}

function camposDefault(): ConfiguracaoCampos {
  return Object.fromEntries(CAMPOS_CARTAO_PONTO.map((c) => [c, { enabled: true }])) as ConfiguracaoCampos
}

/** Applies the known fields of a body (`{ campo: { enabled } }`); anything else is ignored. Null when unreadable. */
function mergeCampos(atual: ConfiguracaoCampos, body: unknown): ConfiguracaoCampos | null {
  const corpo = lerCorpo(configuracaoCamposCorpoSchema, body)
  if (Array.isArray(corpo)) return null
  const next = structuredClone(atual)
  for (const campo of CAMPOS_CARTAO_PONTO) {
    const valor = corpo[campo]
    if (valor) next[campo] = { enabled: valor.enabled }
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
    const limites = lerCorpo(limitesCorpoSchema, objeto(await jsonBody(request)))
    if (Array.isArray(limites)) return validationError('Limites', limites)
    db.limites = limites
    return HttpResponse.json({ ...limites })
  }),

  /** The general settings of /config (PUT with the fields the screen edits); the request types must exist. */
  http.put('/api/config', async ({ request }) => {
    const { db, usuario } = await session(request)
    const body = objeto(await jsonBody(request))
    const corpo = lerCorpo(configCorpoSchema, body)
    if (Array.isArray(corpo)) return validationError('Config', corpo)
    const errors: FieldError[] = []
    const tipoId = (campo: 'tipoSolicitacaoIncluirMarcacao' | 'tipoSolicitacaoCompensarBancoHoras') => {
      const enviado = corpo[campo]?.id
      if (enviado === undefined) return null
      const id = Number(enviado)
      if (!db.tiposSolicitacao.some((t) => t.id === id))
        errors.push({ property: campo, message: 'tipo de solicitação não encontrado', invalidValue: enviado })
      return id
    }
    const incluir = tipoId('tipoSolicitacaoIncluirMarcacao')
    const compensar = tipoId('tipoSolicitacaoCompensarBancoHoras')
    if (errors.length > 0) return validationError('Config', errors)
    const { config } = db
    Object.assign(config, {
      permiteBaterPonto: corpo.permiteBaterPonto ?? config.permiteBaterPonto,
      utilizaHoraExtraIntervalo: corpo.utilizaHoraExtraIntervalo ?? config.utilizaHoraExtraIntervalo,
      modoEspecial: corpo.modoEspecial ?? config.modoEspecial,
      geraComprovanteMarcacao: corpo.geraComprovanteMarcacao ?? config.geraComprovanteMarcacao,
      tipoSolicitacaoIncluirMarcacaoId: incluir,
      tipoSolicitacaoCompensarBancoHorasId: compensar,
      horaExtraCustomLabel: corpo.horaExtraCustomLabel ?? config.horaExtraCustomLabel,
      limiteJornadaAbertaHoras: corpo.limiteJornadaAbertaHoras ?? config.limiteJornadaAbertaHoras,
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
