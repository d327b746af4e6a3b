export { CompetenciaFiltro, DataFiltro, DepartamentoFiltro, FuncionarioFiltro } from './ui/filtros'
