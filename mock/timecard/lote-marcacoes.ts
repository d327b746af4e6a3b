import { idsDe } from '../db/queries'
import type { Competencia, Db, Funcionario, IsoDate, Marcacao, Registro } from '../db/index'
import { contexto, type Contexto } from './contexto'
import { ensureMes } from './generate'
import { diaDoTurno, type MarcacaoDoDia } from './turno'

/** Where a punch of a batch goes: its shift's record and competence, or why it cannot go (no competence). */
export type DestinoMarcacao = { registro: Registro; competencia: Competencia } | { semCompetencia: IsoDate }

/**
 * Many ORIGINAL punches put on their shifts' records at once (an AFD import): the tables are indexed once and kept up
 * to date as punches go in, so each punch costs the same however large the file or the database (no scan per line).
 */
export class LoteDeMarcacoes {
  private readonly contextos = new Map<number, Contexto>()
  private readonly registros = new Map<string, Registro>()
  private readonly porRegistro = new Map<number, Marcacao[]>()
  /** `funcionario|equipamento|nsr` and `funcionario|yyyy-MM-ddTHH:mm` of the ORIGINAL punches. */
  private readonly originais = new Set<string>()
  /** `funcionario|dia`: punches of the batch that wait (a closed competence) but still open or close their shift. */
  private readonly aguardando = new Map<string, MarcacaoDoDia[]>()
  private registrosVistos = 0
  private marcacoesVistas = 0
  private readonly novoRegistro: () => number
  private readonly novaMarcacao: () => number

  constructor(private readonly db: Db) {
    this.novoRegistro = idsDe(db, db.registros)
    this.novaMarcacao = idsDe(db, db.marcacoes)
    this.indexarNovas()
  }

  /** The record a punch taken at `data` `hora` belongs to (diaDoTurno), created when missing. */
  destino(funcionario: Funcionario, data: IsoDate, hora: string): DestinoMarcacao {
    const ctx = this.contextoDe(funcionario)
    const dia = diaDoTurno(ctx, data, hora, (d) => this.validas(funcionario.id, d))
    const competencia = this.competenciaDe(funcionario.id, dia)
    if (!competencia) return { semCompetencia: dia }
    return { registro: this.registroDe(funcionario.id, competencia, dia), competencia }
  }

  /**
   * A punch of the batch that does not go in (its shift's competence is closed) still belongs to the shift of `dia`: the
   * next punches read it there, so the exit after midnight of a shift whose entry waits waits with it instead of
   * starting a day of its own in the next, open, competence.
   */
  aguardar(funcionarioId: number, dia: IsoDate, marcacao: MarcacaoDoDia): void {
    const chave = `${funcionarioId}|${dia}`
    this.aguardando.set(chave, [...(this.aguardando.get(chave) ?? []), marcacao])
  }

  /** The same clock and NSR, or the same employee and minute, is already an ORIGINAL punch. */
  repetida(funcionarioId: number, equipamento: string | null, nsr: number | null, dataHora: string): boolean {
    return (nsr !== null && this.originais.has(`${funcionarioId}|${equipamento}|${nsr}`)) || this.originais.has(`${funcionarioId}|${dataHora.slice(0, 16)}`)
  }

  /** Stores an ORIGINAL punch on `registro`, numbered after the valid punches before it. */
  incluir(registro: Registro, dados: { data: IsoDate; hora: string; nsr: number | null; equipamento: string | null }): Marcacao {
    const dataHora = `${dados.data}T${dados.hora}:00`
    const doRegistro = this.porRegistro.get(registro.id) ?? []
    const antes = doRegistro.filter((m) => !m.desconsiderada && m.dataHora <= dataHora).length
    const marcacao: Marcacao = {
      id: this.novaMarcacao(), registroId: registro.id, funcionarioId: registro.funcionarioId, data: dados.data, hora: dados.hora,
      dataHora, tipoMarcacao: 'ORIGINAL', sequencia: antes + 1, desconsiderada: false, motivoId: null, nsr: dados.nsr,
      equipamento: dados.equipamento,
    }
    this.db.marcacoes.push(marcacao)
    this.indexarNovas()
    return marcacao
  }

  private contextoDe(funcionario: Funcionario): Contexto {
    let ctx = this.contextos.get(funcionario.id)
    if (!ctx) this.contextos.set(funcionario.id, (ctx = contexto(this.db, funcionario)))
    return ctx
  }

  /** The competence of a day, its month generated for the employee (the new rows indexed). */
  private competenciaDe(funcionarioId: number, dia: IsoDate): Competencia | undefined {
    const competencia = this.db.competencias.find((c) => c.inicio <= dia && dia <= c.fim)
    if (competencia) {
      ensureMes(this.db, funcionarioId, competencia.id)
      this.indexarNovas()
    }
    return competencia
  }

  private validas(funcionarioId: number, dia: IsoDate): MarcacaoDoDia[] {
    if (!this.competenciaDe(funcionarioId, dia)) return []
    const registro = this.registros.get(`${funcionarioId}|${dia}`)
    const gravadas = (registro ? (this.porRegistro.get(registro.id) ?? []) : []).filter((m) => !m.desconsiderada)
    return [...gravadas, ...(this.aguardando.get(`${funcionarioId}|${dia}`) ?? [])]
  }

  private registroDe(funcionarioId: number, competencia: Competencia, dia: IsoDate): Registro {
    const atual = this.registros.get(`${funcionarioId}|${dia}`)
    if (atual) return atual
    const novo: Registro = {
      id: this.novoRegistro(), funcionarioId, competenciaId: competencia.id, data: dia, horarioId: null, horarioEspecial: false,
      folga: false, observacao: null,
    }
    this.db.registros.push(novo)
    this.indexarNovas()
    return novo
  }

  /** Indexes the rows appended to the tables since the last call (a generated month, a punch, a record). */
  private indexarNovas(): void {
    const { registros, marcacoes } = this.db
    for (; this.registrosVistos < registros.length; this.registrosVistos++) {
      const r = registros[this.registrosVistos] as Registro
      this.registros.set(`${r.funcionarioId}|${r.data}`, r)
    }
    for (; this.marcacoesVistas < marcacoes.length; this.marcacoesVistas++) {
      const m = marcacoes[this.marcacoesVistas] as Marcacao
      const lista = this.porRegistro.get(m.registroId)
      if (lista) lista.push(m)
      else this.porRegistro.set(m.registroId, [m])
      if (m.tipoMarcacao !== 'ORIGINAL') continue
      if (m.nsr !== null) this.originais.add(`${m.funcionarioId}|${m.equipamento}|${m.nsr}`)
      this.originais.add(`${m.funcionarioId}|${m.dataHora.slice(0, 16)}`)
    }
  }
}
