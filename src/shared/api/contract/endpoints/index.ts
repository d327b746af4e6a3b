import { masterEndpoints } from './master'
import { configEndpoints } from './config'
import { configuracaoCamposEndpoints } from './configuracao-campos'
import { limitesEndpoints } from './limites'
import { backupEndpoints } from './backup'
import { integradoresEndpoints } from './integradores'
import { scriptsEndpoints } from './scripts'
import { movimentacoesMarcacaoEndpoints } from './movimentacoes-marcacao'
import { empresasEndpoints } from './empresas'
import { funcionariosEndpoints } from './funcionarios'
import { notificacoesEndpoints } from './notificacoes'
import { coletorEndpoints } from './coletor'
import { homeEndpoints } from './home'
import { solicitacaoEndpoints } from './solicitacao'
import { usuariosEndpoints } from './usuarios'
import { cartaopontoEndpoints } from './cartaoponto'
import { registrosEndpoints } from './registros'
import { observacaoCartaoPontoEndpoints } from './observacao-cartao-ponto'
import { aceitesEndpoints } from './aceites'
import { bloqueioRegistroEndpoints } from './bloqueio-registro'
import { competenciasEndpoints } from './competencias'
import { fechamentosEndpoints } from './fechamentos'
import { afdEndpoints } from './afd'
import { arquivosFiscaisEndpoints } from './arquivos-fiscais'
import { cidadesEndpoints } from './cidades'
import { feriadosEndpoints } from './feriados'
import { bancohorasEndpoints } from './bancohoras'
import { bancoCompensacaoEndpoints } from './banco-compensacao'
import { tiposSolicitacaoEndpoints } from './tipos-solicitacao'
import { bancoHorasEndpoints } from './banco-horas'
import { bancoDiasEndpoints } from './banco-dias'
import { cargosEndpoints } from './cargos'
import { departamentosEndpoints } from './departamentos'
import { locaistrabalhoEndpoints } from './locaistrabalho'
import { classesEndpoints } from './classes'
import { horariosEndpoints } from './horarios'
import { motivosEndpoints } from './motivos'
import { bancodiasEndpoints } from './bancodias'
import { escalasEndpoints } from './escalas'
import { equipamentosEndpoints } from './equipamentos'
import { coletoresEndpoints } from './coletores'
import { periodosfechamentoEndpoints } from './periodosfechamento'
import { eventosEndpoints } from './eventos'
import { leiautesFolhaEndpoints } from './leiautes-folha'
import { adicionalNoturnoEndpoints } from './adicional-noturno'
import { acoesLoteEndpoints } from './acoes-lote'
import { justificativasEndpoints } from './justificativas'
import { movimentacaorhEndpoints } from './movimentacaorh'
import { relatoriosEndpoints } from './relatorios'
import { relogioEndpoints } from './relogio'
import { comprovantesMarcacaoEndpoints } from './comprovantes-marcacao'
import { dashboardEndpoints } from './dashboard'
import { inconsistenciasEndpoints } from './inconsistencias'
import { cartaoPontoDiarioEndpoints } from './cartao-ponto-diario'
import { bancohorasSaldoEndpoints } from './bancohoras-saldo'
import { exportacaoEquipamentoEndpoints } from './exportacao-equipamento'
import { espelhosLoteEndpoints } from './espelhos-lote'
import { visoesSalvasEndpoints } from './visoes-salvas'
import { historicoEndpoints } from './historico'

/** Every call of the API, by area (the first segment of the path). */
export const AREAS = {
  master: masterEndpoints,
  config: configEndpoints,
  configuracaoCampos: configuracaoCamposEndpoints,
  limites: limitesEndpoints,
  backup: backupEndpoints,
  integradores: integradoresEndpoints,
  scripts: scriptsEndpoints,
  movimentacoesMarcacao: movimentacoesMarcacaoEndpoints,
  empresas: empresasEndpoints,
  funcionarios: funcionariosEndpoints,
  notificacoes: notificacoesEndpoints,
  coletor: coletorEndpoints,
  home: homeEndpoints,
  solicitacao: solicitacaoEndpoints,
  usuarios: usuariosEndpoints,
  cartaoponto: cartaopontoEndpoints,
  registros: registrosEndpoints,
  observacaoCartaoPonto: observacaoCartaoPontoEndpoints,
  aceites: aceitesEndpoints,
  bloqueioRegistro: bloqueioRegistroEndpoints,
  competencias: competenciasEndpoints,
  fechamentos: fechamentosEndpoints,
  afd: afdEndpoints,
  arquivosFiscais: arquivosFiscaisEndpoints,
  cidades: cidadesEndpoints,
  feriados: feriadosEndpoints,
  bancohoras: bancohorasEndpoints,
  bancoCompensacao: bancoCompensacaoEndpoints,
  tiposSolicitacao: tiposSolicitacaoEndpoints,
  bancoHoras: bancoHorasEndpoints,
  bancoDias: bancoDiasEndpoints,
  cargos: cargosEndpoints,
  departamentos: departamentosEndpoints,
  locaistrabalho: locaistrabalhoEndpoints,
  classes: classesEndpoints,
  horarios: horariosEndpoints,
  motivos: motivosEndpoints,
  bancodias: bancodiasEndpoints,
  escalas: escalasEndpoints,
  equipamentos: equipamentosEndpoints,
  coletores: coletoresEndpoints,
  periodosfechamento: periodosfechamentoEndpoints,
  eventos: eventosEndpoints,
  leiautesFolha: leiautesFolhaEndpoints,
  adicionalNoturno: adicionalNoturnoEndpoints,
  acoesLote: acoesLoteEndpoints,
  justificativas: justificativasEndpoints,
  movimentacaorh: movimentacaorhEndpoints,
  relatorios: relatoriosEndpoints,
  relogio: relogioEndpoints,
  comprovantesMarcacao: comprovantesMarcacaoEndpoints,
  dashboard: dashboardEndpoints,
  inconsistencias: inconsistenciasEndpoints,
  cartaoPontoDiario: cartaoPontoDiarioEndpoints,
  bancohorasSaldo: bancohorasSaldoEndpoints,
  exportacaoEquipamento: exportacaoEquipamentoEndpoints,
  espelhosLote: espelhosLoteEndpoints,
  visoesSalvas: visoesSalvasEndpoints,
  historico: historicoEndpoints,
}
