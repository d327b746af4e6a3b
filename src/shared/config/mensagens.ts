/**
 * The catalogue of the messages the specification quotes (doc1 = 000_*.txt, doc2 = 001_*.txt), each once and
 * letter for letter, accents or their absence included. The app's schemas and screens and the mock backend
 * import them from here (`@/shared/config` in the app, `@/shared/config/mensagens` in the mock).
 *
 * Only the spec's quoted messages live here; `mensagens.test.ts` proves each one is in the spec and none is
 * repeated. Labels (titles, menu entries, buttons, option names) stay with their screens, and texts of our own
 * stay where they are used. A message with a `{placeholder}` is kept as the spec writes it: fill it with
 * `preencherMensagem`.
 */

// Error catalogue (doc1 §8, doc2 §8)
export const MSG_SERVICE_UNAVAILABLE = 'O serviço está indisponível! Tente mais tarde novamente.'
export const MSG_UNEXPECTED_ERROR = 'Houve um erro inesperado! Tente mais tarde novamente.'
/** A protected route without its role (doc1 §2, doc2 §2). */
export const MSG_SEM_PERMISSAO_TELA = 'Sem permissao de acesso a tela.'

// Time card banners and rows (doc1 §2)
export const MSG_SEM_FUNCIONARIOS = 'Nao foram encontrados funcionarios para o filtro selecionado!'
export const MSG_ERROS_NOS_REGISTROS = 'Ha erros nos registros. Verifique!'
export const MSG_FUNCIONARIO_INATIVO = 'Funcionario esta inativo!'
export const MSG_FUNCIONARIO_NAO_BATE_PONTO = 'Funcionario nao bate Ponto!'
/** An inconsistent day without schedule, DSR discount, monthly scale or on-call scale. */
export const MSG_SEM_QUADRO = 'Registro não possui quadro de horário!'
/** The conversion modal given an unknown type: fill `{tipo}`. */
export const MSG_TIPO_NAO_RECONHECIDO = 'TIPO {tipo} NÃO RECONHECIDO!'
/** The observation of the hour bank credit left when only part of an amount is paid as overtime (doc1 §4). */
export const MSG_SALDO_RESTANTE_BANCO_HORAS = 'Saldo restante do banco de horas'

// Punches, justifications, schedule of a day (doc1 §5)
export const MSG_MOTIVO_OBRIGATORIO = 'Preenchimento do motivo e obrigatorio'
export const MSG_HORARIO_OBRIGATORIO = 'Preenchimento do horario e obrigatorio'
export const MSG_HORARIO_MAXIMO = 'O horario deve ser menor ou igual a 24:00 horas'
export const MSG_QUADRO_OBRIGATORIO = 'Preenchimento do quadro de horarios e obrigatorio'
export const MSG_DATA_INICIAL_OBRIGATORIA = 'Preenchimento da Data Inicial e obrigatoria'
export const MSG_DATA_FINAL_OBRIGATORIA = 'Preenchimento da Data Final e obrigatoria'

// Conversion modal 'Alterar ...' (doc1 §5): the spec writes these with accents
export const MSG_TIPO_JUSTIFICATIVA_OBRIGATORIO = 'Selecione o tipo de justificativa'
export const MSG_CONVERSAO_HORARIO_OBRIGATORIO = 'Preenchimento do horário é obrigatório'
/** Fill `{max}` with the largest amount, hh:mm. */
export const MSG_CONVERSAO_HORARIO_MAXIMO = 'O horário deve ser menor ou igual a {max}'
export const MSG_BANCO_DIAS_OBRIGATORIO = 'Preenchimento do banco de dias é obrigatório'

// Confirmations and outcomes (doc1 §8)
export const MSG_CONFIRMA_REMOVER_JUSTIFICATIVA = 'Deseja realmente remover a justificativa?'
export const MSG_CONFIRMA_ACEITE = 'Deseja realmente executar o aceite do cartao ponto?'
export const MSG_ACEITE_SUCESSO = 'Aceite executado com sucesso!'
export const MSG_CONFIRMA_REMOVER_MOVIMENTACAO = 'Deseja realmente remover as Justificativas desta movimentacao?'
export const MSG_CONFIRMA_REPROCESSAR_MOVIMENTACAO = 'Deseja realmente reprocessar esta movimentacao?'
/** Fill `{dd/mm}` with the day. */
export const MSG_CONFIRMA_REMOVER_DIA = 'Deseja realmente remover os lancamentos do dia {dd/mm}?'
export const MSG_REMOVER_DIA_DETALHE = 'Isso apagara as marcacoes e tratamentos do dia!'

// Profile completion (doc2 §5, §8)
export const MSG_CPF_INVALIDO = 'CPF invalido!'
export const MSG_CELULAR_INVALIDO = 'Celular invalido!'
export const MSG_CPF_EM_USO = 'Este CPF ja esta sendo utilizado por outro usuario!'

// Shell and home (doc2 §1, §2)
export const MSG_INTEGRADOR_NAO_CONFIGURADO = 'Integrador RH não configurado.'
/** Relative time without a date (doc1 §9, doc2 §1). */
export const MSG_NUNCA = 'Nunca'
export const MSG_GRAFICO_SEM_DADOS = 'Nao existem dados para serem exibidos no grafico'
export const MSG_SEM_SOLICITACOES_PENDENTES = 'Nenhuma solicitacao pendente!'

// Select placeholders (doc1 §8, doc2 §2)
/** Also the empty option of a native select. */
export const MSG_SELECT_PLACEHOLDER = 'Selecione...'
export const MSG_SELECT_SEM_RESULTADOS = 'Nenhum resultado encontrado'
export const MSG_SELECT_DIGITE = 'Digite para pesquisar'
/** Also what every other loading indicator says. */
export const MSG_CARREGANDO = 'Carregando...'
export const MSG_SELECT_LIMPAR_TODOS = 'Limpar todos'
export const MSG_SELECT_LIMPAR = 'Limpar'

/**
 * A catalogue message with its `{placeholders}` filled: `preencherMensagem(MSG_TIPO_NAO_RECONHECIDO, { tipo })`.
 * A placeholder without a value is left as written.
 */
export function preencherMensagem(mensagem: string, valores: Readonly<Record<string, string>>): string {
  return mensagem.replace(/\{([^{}]+)\}/g, (marcador: string, nome: string) => valores[nome] ?? marcador)
}
