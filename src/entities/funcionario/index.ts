export { funcionarioQueries } from './api/funcionario.queries'
