/**
 * The generic register flow's cases (REG-072..075): a seeded row to search, the first required field, a new item, a
 * change and the delete question. The e2e suite runs three of them in the browser (`e2e/registros.spec.ts`), the
 * app-level tests the rest against the real mock handlers (`src/pages/registros/ui/registro-generico-*.test.tsx`).
 */
export interface CasoRegistro {
  /** The register's path without the leading slash (e.g. 'motivo', 'admin/usuarios'). */
  segmento: string
  titulo: string
  /** A seeded row: searched text and the name shown in its first column. */
  semeado: { busca: string; nome: string }
  /** The first required field and its message. */
  obrigatorio: { campo: string; mensagem: string }
  novo: Record<string, string>
  /** Pickers of the new item: label → text typed, and contained in the option chosen. */
  escolhas?: Record<string, string>
  /** The name the new row shows in the first column, and a change to it. */
  nome: string
  alteracao: { campo: string; valor: string; nome: string }
  excluir: (nome: string) => string
  /** Where 'Novo' and a save lead (path and query) when not `/{segmento}/new` and `/{segmento}`. */
  caminhos?: { novo: string; lista: string }
}

const EMPRESA = 'Prefeitura Municipal de Santa Aurora'

/** Run in the browser: a plain register, one with a picker, one with a date. */
export const CASOS_E2E: readonly CasoRegistro[] = [
  {
    segmento: 'motivo',
    titulo: 'Motivos',
    semeado: { busca: 'atestado', nome: 'Atestado médico' },
    obrigatorio: { campo: 'Descrição', mensagem: 'Preenchimento da descrição é obrigatório' },
    novo: { Descrição: 'Consulta odontológica' },
    nome: 'Consulta odontológica',
    alteracao: { campo: 'Descrição', valor: 'Consulta odontológica (particular)', nome: 'Consulta odontológica (particular)' },
    excluir: (nome) => `Deseja realmente excluir o motivo ${nome}?`,
  },
  {
    segmento: 'departamento',
    titulo: 'Departamentos',
    semeado: { busca: 'educação', nome: 'Secretaria Municipal de Educação' },
    obrigatorio: { campo: 'Descrição', mensagem: 'Preenchimento da descrição é obrigatório' },
    novo: { Descrição: 'Secretaria de Cultura' },
    escolhas: { Empresa: EMPRESA },
    nome: 'Secretaria de Cultura',
    alteracao: { campo: 'Descrição', valor: 'Secretaria de Cultura e Turismo', nome: 'Secretaria de Cultura e Turismo' },
    excluir: (nome) => `Deseja realmente excluir o departamento ${nome}?`,
  },
  {
    segmento: 'feriado',
    titulo: 'Feriados',
    semeado: { busca: '02/11/2026', nome: 'Finados' },
    obrigatorio: { campo: 'Data', mensagem: 'Preenchimento da data é obrigatório' },
    novo: { Data: '2026-12-08', Descrição: 'Nossa Senhora da Conceição' },
    nome: 'Nossa Senhora da Conceição',
    alteracao: { campo: 'Descrição', valor: 'Imaculada Conceição', nome: 'Imaculada Conceição' },
    excluir: (nome) => `Deseja realmente excluir o feriado ${nome} (08/12/2026)?`,
  },
]

export const CASOS_APP: readonly CasoRegistro[] = [
  {
    segmento: 'cargo',
    titulo: 'Cargos',
    semeado: { busca: 'enfermagem', nome: 'Técnico de Enfermagem' },
    obrigatorio: { campo: 'Código', mensagem: 'Preenchimento do código é obrigatório' },
    novo: { Código: '900', Descrição: 'Auditor' },
    nome: 'Auditor',
    alteracao: { campo: 'Descrição', valor: 'Auditor fiscal', nome: 'Auditor fiscal' },
    excluir: (nome) => `Deseja realmente excluir o cargo 900 - ${nome}?`,
  },
  {
    segmento: 'localtrabalho',
    titulo: 'Locais de Trabalho',
    semeado: { busca: 'ubs', nome: 'UBS Centro' },
    obrigatorio: { campo: 'Descrição', mensagem: 'Preenchimento da descrição é obrigatório' },
    novo: {
      Descrição: 'Biblioteca Municipal',
      Logradouro: 'Rua do Livro',
      Número: '12',
      Bairro: 'Centro',
      Cidade: 'Santa Aurora',
      UF: 'SP',
      CEP: '13870-100',
    },
    escolhas: { Empresa: EMPRESA },
    nome: 'Biblioteca Municipal',
    alteracao: { campo: 'Descrição', valor: 'Biblioteca Pública Municipal', nome: 'Biblioteca Pública Municipal' },
    excluir: (nome) => `Deseja realmente excluir o local de trabalho ${nome}?`,
  },
  {
    segmento: 'empresa',
    titulo: 'Empresas',
    semeado: { busca: 'aurora serviços', nome: 'Aurora Serviços Ltda' },
    obrigatorio: { campo: 'Código', mensagem: 'Preenchimento do código é obrigatório' },
    novo: {
      Código: '9',
      Nome: 'Cooperativa Aurora',
      CNPJ: '11222333000181',
      Logradouro: 'Rua B',
      Número: '2',
      Bairro: 'Centro',
      Cidade: 'Santa Aurora',
      UF: 'SP',
    },
    nome: 'Cooperativa Aurora',
    alteracao: { campo: 'Nome', valor: 'Cooperativa Aurora Ltda', nome: 'Cooperativa Aurora Ltda' },
    excluir: (nome) => `Deseja realmente excluir a empresa ${nome}?`,
  },
  {
    segmento: 'bancodias',
    titulo: 'Bancos de Dias',
    semeado: { busca: 'aniversário', nome: 'Folga de aniversário' },
    obrigatorio: { campo: 'Descrição', mensagem: 'Preenchimento da descrição é obrigatório' },
    novo: { Descrição: 'Folgas de plantão' },
    nome: 'Folgas de plantão',
    alteracao: { campo: 'Descrição', valor: 'Folgas de plantão 2026', nome: 'Folgas de plantão 2026' },
    excluir: (nome) => `Deseja realmente excluir o banco de dias ${nome}?`,
  },
  {
    segmento: 'bancohoras',
    titulo: 'Bancos de Horas',
    semeado: { busca: 'prefeitura', nome: 'Banco de Horas Prefeitura' },
    obrigatorio: { campo: 'Descrição', mensagem: 'Preenchimento da descrição é obrigatório' },
    novo: { Descrição: 'Banco de Horas Saúde', Início: '01/01/2026' },
    escolhas: { Empresa: EMPRESA },
    nome: 'Banco de Horas Saúde',
    alteracao: { campo: 'Descrição', valor: 'Banco de Horas Saúde 2026', nome: 'Banco de Horas Saúde 2026' },
    excluir: (nome) => `Deseja realmente excluir o banco de horas ${nome}?`,
  },
  {
    segmento: 'banco-compensacao',
    titulo: 'Bancos de Compensação',
    semeado: { busca: 'vencimento', nome: 'Compensação por vencimento (90 dias)' },
    obrigatorio: { campo: 'Descrição', mensagem: 'Preenchimento da descrição é obrigatório' },
    novo: { Descrição: 'Compensação anual', Início: '01/01/2026' },
    nome: 'Compensação anual',
    alteracao: { campo: 'Descrição', valor: 'Compensação anual 2026', nome: 'Compensação anual 2026' },
    excluir: (nome) => `Deseja realmente excluir o banco de compensação ${nome}?`,
  },
  {
    segmento: 'tipo-solicitacao',
    titulo: 'Tipos de Solicitação',
    semeado: { busca: 'TRE', nome: 'Folga TRE' },
    obrigatorio: { campo: 'Descrição', mensagem: 'Preenchimento da descrição é obrigatório' },
    novo: { Descrição: 'Curso externo' },
    escolhas: { Motivo: 'Treinamento' },
    nome: 'Curso externo',
    alteracao: { campo: 'Descrição', valor: 'Curso externo (EAD)', nome: 'Curso externo (EAD)' },
    excluir: (nome) => `Deseja realmente excluir o tipo de solicitação ${nome}?`,
  },
  {
    segmento: 'integrador',
    titulo: 'Integradores',
    semeado: { busca: 'folha', nome: 'Integrador RH Folha' },
    obrigatorio: { campo: 'Nome', mensagem: 'Preenchimento do nome é obrigatório' },
    novo: { Nome: 'Integrador ERP' },
    nome: 'Integrador ERP',
    alteracao: { campo: 'Nome', valor: 'Integrador ERP Financeiro', nome: 'Integrador ERP Financeiro' },
    excluir: (nome) => `Deseja realmente excluir o integrador ${nome}?`,
  },
  {
    segmento: 'escalas',
    titulo: 'Escalas',
    semeado: { busca: 'ubs', nome: 'Plantões 12x36 da UBS Centro' },
    obrigatorio: { campo: 'Descrição', mensagem: 'Preenchimento da descrição é obrigatório' },
    novo: { Descrição: 'Escala de novembro da Fernanda' },
    // 'Novo' opens /escalas/new/{competencia} with the list's competence (the open one, 13) already chosen.
    escolhas: { Funcionário: 'Fernanda' },
    nome: 'Escala de novembro da Fernanda',
    alteracao: { campo: 'Descrição', valor: 'Escala de novembro (revista)', nome: 'Escala de novembro (revista)' },
    excluir: (nome) => `Deseja realmente excluir a escala ${nome}?`,
    caminhos: { novo: '/escalas/new/13', lista: '/escalas?competencia=13' },
  },
  {
    segmento: 'equipamento',
    titulo: 'Equipamentos',
    semeado: { busca: 'ubs', nome: 'REP-C 0002 UBS Centro' },
    obrigatorio: { campo: 'Descrição', mensagem: 'Preenchimento da descrição é obrigatório' },
    novo: { Descrição: 'REP-C 0003 Escola', 'Número de fabricação': '00014003750012399', 'Endereço IP': '10.0.3.31' },
    escolhas: { Coletor: 'Coletor Paço Municipal' },
    nome: 'REP-C 0003 Escola',
    alteracao: { campo: 'Descrição', valor: 'REP-C 0003 EMEF', nome: 'REP-C 0003 EMEF' },
    excluir: (nome) => `Deseja realmente excluir o equipamento ${nome}?`,
  },
  {
    segmento: 'periodofechamento',
    titulo: 'Períodos de Fechamento',
    semeado: { busca: 'aurora', nome: 'Folha Aurora Serviços (21 a 20)' },
    obrigatorio: { campo: 'Descrição', mensagem: 'Preenchimento da descrição é obrigatório' },
    novo: { Descrição: 'Folha Prefeitura (26 a 25)', 'Dia de início': '26' },
    escolhas: { Empresa: EMPRESA },
    nome: 'Folha Prefeitura (26 a 25)',
    alteracao: { campo: 'Descrição', valor: 'Folha da Prefeitura (26 a 25)', nome: 'Folha da Prefeitura (26 a 25)' },
    excluir: (nome) => `Deseja realmente excluir o período de fechamento ${nome}?`,
  },
  {
    segmento: 'evento',
    titulo: 'Eventos',
    semeado: { busca: 'noturno', nome: 'Adicional noturno' },
    obrigatorio: { campo: 'Código', mensagem: 'Preenchimento do código é obrigatório' },
    novo: { Código: '170', Descrição: 'Plantão de sobreaviso' },
    nome: 'Plantão de sobreaviso',
    alteracao: { campo: 'Descrição', valor: 'Plantões de sobreaviso', nome: 'Plantões de sobreaviso' },
    excluir: (nome) => `Deseja realmente excluir o evento 170 - ${nome}?`,
  },
  {
    segmento: 'adicional-noturno',
    titulo: 'Adicional Noturno',
    semeado: { busca: 'clt', nome: 'Adicional noturno urbano (CLT art. 73)' },
    obrigatorio: { campo: 'Descrição', mensagem: 'Preenchimento da descrição é obrigatório' },
    novo: { Descrição: 'Adicional noturno rural' },
    nome: 'Adicional noturno rural',
    alteracao: { campo: 'Descrição', valor: 'Adicional noturno rural (lavoura)', nome: 'Adicional noturno rural (lavoura)' },
    excluir: (nome) => `Deseja realmente excluir o adicional noturno ${nome}?`,
  },
  {
    segmento: 'coletor',
    titulo: 'Coletores',
    semeado: { busca: 'paço', nome: 'Coletor Paço Municipal' },
    obrigatorio: { campo: 'Descrição', mensagem: 'Preenchimento da descrição é obrigatório' },
    novo: { Descrição: 'Coletor EMEF', 'Endereço IP': '10.0.3.20' },
    nome: 'Coletor EMEF',
    alteracao: { campo: 'Descrição', valor: 'Coletor EMEF Monteiro Lobato', nome: 'Coletor EMEF Monteiro Lobato' },
    excluir: (nome) => `Deseja realmente excluir o coletor ${nome}?`,
  },
  {
    segmento: 'admin/usuarios',
    titulo: 'Usuários',
    semeado: { busca: 'rita', nome: 'Rita Recursos Humanos' },
    obrigatorio: { campo: 'Usuário', mensagem: 'Preenchimento do usuário é obrigatório' },
    novo: { Usuário: 'joana', Nome: 'Joana Gestora', 'E-mail': 'joana@ponto.local', Senha: 'segredo' },
    nome: 'Joana Gestora',
    alteracao: { campo: 'Nome', valor: 'Joana Gestora Silva', nome: 'Joana Gestora Silva' },
    excluir: (nome) => `Deseja realmente excluir o usuário ${nome}?`,
  },
]
