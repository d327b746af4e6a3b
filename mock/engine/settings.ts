import type { EngineSettings } from './types'

/**
 * Company defaults: CLT tolerance (5 per punch, 10 a day), 2 h at 50 % then 70 %, night 22:00-05:00 at 20 % with the
 * reduced hour, 11 h between shifts.
 */
export const DEFAULT_SETTINGS: EngineSettings = {
  toleranciaPorMarcacao: 5,
  toleranciaDiaria: 10,
  horaExtra50LimiteMinutos: 120,
  utilizaHoraExtraIntervalo: false,
  bancoHoras: false,
  bancoCompensacao: false,
  permiteHoraExtra: true,
  noturno: { inicio: '22:00', fim: '05:00', prorrogacao: true, horaReduzida: true, percentual: 20 },
  interjornadaMinutos: 660,
}
