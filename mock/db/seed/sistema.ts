import { subHours, subMinutes } from 'date-fns'
import { isoLocalDateTime } from '../lib/dates'
import { LIMITE_JORNADA_ABERTA_HORAS, type Config, type Integrador, type Limites, type Notificacao } from '../schema'
import { TIPO_SOLICITACAO } from './cadastros'

export function seedNotificacoes(today: Date): Notificacao[] {
  return [
    {
      id: 1,
      name: 'importacaoAfd',
      tipo: 'ERRO',
      descricao: 'Falha na importação do AFD',
      text: 'O arquivo AFD do relógio REP-001 (Paço Municipal) tem 2 registros com CRC inválido e não foi importado.',
      className: null,
      dataHora: isoLocalDateTime(subHours(today, 2)),
      stackTrace: 'br.com.ponto.afd.AfdInvalidoException: CRC inválido no NSR 000004512\n\tat br.com.ponto.afd.AfdParser.registro(AfdParser.java:214)\n\tat br.com.ponto.afd.AfdImportacaoService.importar(AfdImportacaoService.java:88)',
      lida: false,
    },
    {
      id: 2,
      name: 'coletorSemComunicacao',
      tipo: 'ERRO',
      descricao: 'Coletor sem comunicação',
      text: 'O coletor da UBS Centro não envia marcações há mais de 24 horas.',
      className: null,
      dataHora: isoLocalDateTime(subHours(today, 5)),
      stackTrace: null,
      lida: false,
    },
    {
      id: 3,
      name: 'fechamentoComInconsistencias',
      tipo: 'AVISO',
      descricao: 'Fechamento com inconsistências',
      text: 'A última competência foi fechada ignorando registros inconsistentes.',
      className: null,
      dataHora: isoLocalDateTime(subHours(today, 26)),
      stackTrace: null,
      lida: false,
    },
  ]
}

export function seedIntegradores(today: Date): Integrador[] {
  return [{ id: 1, nome: 'Integrador RH Folha', lastContact: subMinutes(today, 7).toISOString() }]
}

export function seedLimites(): Limites {
  return { funcionarios: 500, usuarios: 50, equipamentos: 10, coletores: 5 }
}

export function seedConfig(): Config {
  return {
    id: 1,
    empresaId: 1,
    permiteBaterPonto: true,
    integradorId: 1,
    tipoSolicitacaoIncluirMarcacaoId: TIPO_SOLICITACAO.incluirMarcacao,
    tipoSolicitacaoCompensarBancoHorasId: TIPO_SOLICITACAO.compensarBancoHoras,
    utilizaHoraExtraIntervalo: true,
    modoEspecial: false,
    geraComprovanteMarcacao: true,
    horaExtraCustomLabel: 'Hora Extra 75%',
    limiteJornadaAbertaHoras: LIMITE_JORNADA_ABERTA_HORAS,
  }
}
