import { configHandlers } from './config'
import { empresaHandlers } from './empresas'
import { funcionarioHandlers } from './funcionarios'
import { homeHandlers } from './home'
import { integradorHandlers } from './integradores'
import { masterHandlers } from './master'
import { notificacaoHandlers } from './notificacoes'
import { solicitacaoHandlers } from './solicitacoes'
import { usuarioHandlers } from './usuarios'

/** Every mock API handler. Specific paths come before parameterised ones of the same resource. */
export const handlers = [
  ...masterHandlers,
  ...configHandlers,
  ...integradorHandlers,
  ...empresaHandlers,
  ...notificacaoHandlers,
  ...funcionarioHandlers,
  ...homeHandlers,
  ...solicitacaoHandlers,
  ...usuarioHandlers,
]
