import { master } from './master'
import { config } from './config'
import { configuracaoCampos } from './configuracao-campos'
import { limites } from './limites'
import { backup } from './backup'
import { integradores } from './integradores'
import { scripts } from './scripts'
import { movimentacoesMarcacao } from './movimentacoes-marcacao'
import { empresas } from './empresas'
import { funcionarios } from './funcionarios'
import { notificacoes } from './notificacoes'
import { coletor } from './coletor'
import { home } from './home'
import { solicitacao } from './solicitacao'
import { usuarios } from './usuarios'
import { cartaoponto } from './cartaoponto'
import { registros } from './registros'
import { observacaoCartaoPonto } from './observacao-cartao-ponto'
import { aceites } from './aceites'
import { bloqueioRegistro } from './bloqueio-registro'
import { competencias } from './competencias'
import { fechamentos } from './fechamentos'
import { afd } from './afd'
import { arquivosFiscais } from './arquivos-fiscais'
import { cidades } from './cidades'
import { feriados } from './feriados'
import { bancohoras } from './bancohoras'
import { bancoCompensacao } from './banco-compensacao'
import { tiposSolicitacao } from './tipos-solicitacao'
import { bancoHoras } from './banco-horas'
import { bancoDias } from './banco-dias'
import { cargos } from './cargos'
import { departamentos } from './departamentos'
import { locaistrabalho } from './locaistrabalho'
import { classes } from './classes'
import { horarios } from './horarios'
import { motivos } from './motivos'
import { bancodias } from './bancodias'
import { escalas } from './escalas'
import { equipamentos } from './equipamentos'
import { coletores } from './coletores'
import { periodosfechamento } from './periodosfechamento'
import { eventos } from './eventos'
import { adicionalNoturno } from './adicional-noturno'
import { acoesLote } from './acoes-lote'
import { justificativas } from './justificativas'
import { movimentacaorh } from './movimentacaorh'
import { relatorios } from './relatorios'
import { relogio } from './relogio'
import { comprovantesMarcacao } from './comprovantes-marcacao'
import { dashboard } from './dashboard'
import { inconsistencias } from './inconsistencias'
import { cartaoPontoDiario } from './cartao-ponto-diario'
import { bancohorasSaldo } from './bancohoras-saldo'
import { exportacaoEquipamento } from './exportacao-equipamento'

/** Every call of the API, by area (the first segment of the path). */
export const AREAS = {
  master,
  config,
  configuracaoCampos,
  limites,
  backup,
  integradores,
  scripts,
  movimentacoesMarcacao,
  empresas,
  funcionarios,
  notificacoes,
  coletor,
  home,
  solicitacao,
  usuarios,
  cartaoponto,
  registros,
  observacaoCartaoPonto,
  aceites,
  bloqueioRegistro,
  competencias,
  fechamentos,
  afd,
  arquivosFiscais,
  cidades,
  feriados,
  bancohoras,
  bancoCompensacao,
  tiposSolicitacao,
  bancoHoras,
  bancoDias,
  cargos,
  departamentos,
  locaistrabalho,
  classes,
  horarios,
  motivos,
  bancodias,
  escalas,
  equipamentos,
  coletores,
  periodosfechamento,
  eventos,
  adicionalNoturno,
  acoesLote,
  justificativas,
  movimentacaorh,
  relatorios,
  relogio,
  comprovantesMarcacao,
  dashboard,
  inconsistencias,
  cartaoPontoDiario,
  bancohorasSaldo,
  exportacaoEquipamento,
}
