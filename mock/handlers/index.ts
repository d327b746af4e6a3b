import { acaoLoteHandlers } from './acoes-lote'
import { afdHandlers } from './afd'
import { arquivoFiscalHandlers } from './arquivos-fiscais'
import { aceiteHandlers } from './aceites'
import { bancoDiasHandlers } from './bancos-dias'
import { bancoHandlers } from './bancos'
import { bloqueioHandlers } from './bloqueio'
import { cargoHandlers } from './cargos'
import { cartaoPontoHandlers } from './cartao-ponto'
import { classeHandlers } from './classes'
import { coletorHandlers } from './coletor'
import { competenciaHandlers } from './competencias'
import { configHandlers } from './config'
import { departamentoHandlers } from './departamentos'
import { empresaHandlers } from './empresas'
import { espelhosLoteHandlers } from './espelhos-lote'
import { equipamentoHandlers } from './equipamentos'
import { escalaHandlers } from './escalas'
import { feriadoHandlers } from './feriados'
import { fechamentoHandlers } from './fechamentos'
import { folhaHandlers } from './folha'
import { funcionarioHandlers } from './funcionarios'
import { funcionarioCadastroHandlers } from './funcionarios-cadastro'
import { funcionarioPaginasHandlers } from './funcionario-paginas'
import { homeHandlers } from './home'
import { horarioHandlers } from './horarios'
import { integradorHandlers } from './integradores'
import { jobIntegradorHandlers } from './jobs-integrador'
import { justificativaHandlers } from './justificativas'
import { lancamentoBancoCompensacaoHandlers } from './lancamentos-banco-compensacao'
import { lancamentoBancoDiasHandlers } from './lancamentos-banco-dias'
import { lancamentoBancoHorasHandlers } from './lancamentos-banco-horas'
import { localTrabalhoHandlers } from './locais-trabalho'
import { masterHandlers } from './master'
import { motivoHandlers } from './motivos'
import { movimentacaoRhHandlers } from './movimentacoes-rh'
import { movimentacaoMarcacaoHandlers } from './movimentacoes-marcacao'
import { notificacaoHandlers } from './notificacoes'
import { observacaoHandlers } from './observacao'
import { registroDiaHandlers } from './registros-dia'
import { registroMarcacaoHandlers } from './registros-marcacoes'
import { relogioHandlers } from './relogio'
import { relatorioHandlers } from './relatorios'
import { scriptHandlers } from './scripts'
import { dashboardHandlers } from './dashboard'
import { inconsistenciaHandlers } from './inconsistencias'
import { cartaoPontoDiarioHandlers } from './cartao-ponto-diario'
import { saldoBancoHorasHandlers } from './saldo-banco-horas'
import { exportacaoEquipamentoHandlers } from './exportacao-equipamento'
import { relogioSimuladorHandlers } from './relogio-simulador'
import { anexoSolicitacaoHandlers } from './solicitacao-anexo'
import { solicitacaoHandlers } from './solicitacoes'
import { tipoSolicitacaoHandlers } from './tipos-solicitacao'
import { usuarioHandlers } from './usuarios'
import { usuarioAdminHandlers } from './usuarios-admin'
import { visaoSalvaHandlers } from './visoes-salvas'
import { historicoHandlers } from './historico'

/** Every mock API handler. Specific paths come before parameterised ones of the same resource. */
export const handlers = [
  ...masterHandlers,
  ...configHandlers,
  ...jobIntegradorHandlers,
  ...integradorHandlers,
  ...scriptHandlers,
  ...movimentacaoMarcacaoHandlers,
  ...empresaHandlers,
  ...notificacaoHandlers,
  ...funcionarioHandlers,
  ...espelhosLoteHandlers,
  ...funcionarioCadastroHandlers,
  ...funcionarioPaginasHandlers,
  ...coletorHandlers,
  ...homeHandlers,
  ...solicitacaoHandlers,
  ...anexoSolicitacaoHandlers,
  ...usuarioHandlers,
  ...usuarioAdminHandlers,
  ...cartaoPontoHandlers,
  ...observacaoHandlers,
  ...aceiteHandlers,
  ...bloqueioHandlers,
  ...competenciaHandlers,
  ...fechamentoHandlers,
  ...afdHandlers,
  ...arquivoFiscalHandlers,
  ...feriadoHandlers,
  // Before the banks: GET /api/banco-compensacao/lancamentos is not a bank's GET /api/banco-compensacao/{id}.
  ...lancamentoBancoCompensacaoHandlers,
  ...bancoHandlers,
  ...tipoSolicitacaoHandlers,
  ...lancamentoBancoHorasHandlers,
  ...lancamentoBancoDiasHandlers,
  ...cargoHandlers,
  ...departamentoHandlers,
  ...localTrabalhoHandlers,
  ...classeHandlers,
  ...horarioHandlers,
  ...motivoHandlers,
  ...bancoDiasHandlers,
  ...escalaHandlers,
  ...equipamentoHandlers,
  ...folhaHandlers,
  // Before the batch actions: POST /api/acoes-lote/vincularQuadroHorario is a registro-dia call.
  ...registroMarcacaoHandlers,
  ...registroDiaHandlers,
  ...justificativaHandlers,
  ...movimentacaoRhHandlers,
  ...acaoLoteHandlers,
  ...relatorioHandlers,
  ...relogioHandlers,
  ...dashboardHandlers,
  ...inconsistenciaHandlers,
  ...cartaoPontoDiarioHandlers,
  ...saldoBancoHorasHandlers,
  ...exportacaoEquipamentoHandlers,
  ...relogioSimuladorHandlers,
  ...visaoSalvaHandlers,
  ...historicoHandlers,
]
