import type { Registro } from './registro'

/** The registers built on the generic machinery, by route segment; each loads with its own chunk. */
const CATALOGO: Record<string, () => Promise<Registro>> = {
  'admin/usuarios': () => import('../config/usuario').then((m) => m.usuario),
  'adicional-noturno': () => import('../config/adicional-noturno').then((m) => m.adicionalNoturno),
  'banco-compensacao': () => import('../config/banco-compensacao').then((m) => m.bancoCompensacao),
  bancohoras: () => import('../config/banco-horas').then((m) => m.bancoHoras),
  'banco-horas/lancamentos': () => import('../config/lancamento-banco-horas').then((m) => m.lancamentoBancoHoras),
  'banco-dias/lancamentos': () => import('../config/lancamento-banco-dia').then((m) => m.lancamentoBancoDia),
  'banco-compensacao/lancamentos': () => import('../config/lancamento-banco-compensacao').then((m) => m.lancamentoBancoCompensacao),
  bancodias: () => import('../config/banco-dia').then((m) => m.bancoDias),
  classe: () => import('../config/classe').then((m) => m.classe),
  cargo: () => import('../config/cargo').then((m) => m.cargo),
  coletor: () => import('../config/coletor').then((m) => m.coletor),
  competencia: () => import('../config/competencia').then((m) => m.competencia),
  empresa: () => import('../config/empresa').then((m) => m.empresa),
  departamento: () => import('../config/departamento').then((m) => m.departamento),
  equipamento: () => import('../config/equipamento').then((m) => m.equipamento),
  escalas: () => import('../config/escala').then((m) => m.escala),
  evento: () => import('../config/evento').then((m) => m.evento),
  feriado: () => import('../config/feriado').then((m) => m.feriado),
  funcionario: () => import('../config/funcionario').then((m) => m.funcionario),
  horariotrabalho: () => import('../config/horario').then((m) => m.horario),
  'leiaute-folha': () => import('../config/leiaute-folha').then((m) => m.leiauteFolha),
  integrador: () => import('../config/integrador').then((m) => m.integrador),
  localtrabalho: () => import('../config/local-trabalho').then((m) => m.localTrabalho),
  'move-marcacao': () => import('../config/movimentacao-marcacao').then((m) => m.movimentacaoMarcacao),
  periodofechamento: () => import('../config/periodo-fechamento').then((m) => m.periodoFechamento),
  'tipo-solicitacao': () => import('../config/tipo-solicitacao').then((m) => m.tipoSolicitacao),
  motivo: () => import('../config/motivo').then((m) => m.motivo),
}

/** The route segments of the registers (e.g. 'motivo', 'admin/usuarios'). */
export const SEGMENTOS_DE_CADASTRO: readonly string[] = Object.keys(CATALOGO)

/** The register of a route segment (e.g. 'motivo'), or null when that screen is not a register (yet). */
export function carregarRegistro(segmento: string): Promise<Registro | null> {
  const carregar = Object.hasOwn(CATALOGO, segmento) ? CATALOGO[segmento] : undefined
  return carregar ? carregar() : Promise.resolve(null)
}
