import { congelarFechadas } from './congelamento'
import { createFaker } from './lib/faker'
import { iniciarSequencias } from './queries'
import type { Db } from './schema'
import { seedBancosCompensacao, seedBancosDias, seedBancosHoras, seedMotivos, seedTiposSolicitacao } from './seed/cadastros'
import { seedCompetencias, seedFechamentos } from './seed/competencias'
import { seedAdicionaisNoturnos, seedColetores, seedEquipamentos, seedEventos, seedPeriodosFechamento } from './seed/configuracoes'
import { seedConfiguracaoCampos, seedEmpresas } from './seed/empresas'
import { seedEscalas } from './seed/escalas'
import { seedTabelasCartaoPonto } from './seed/cartao-ponto'
import { seedCargos, seedClasses, seedDepartamentos, seedLocaisTrabalho } from './seed/estrutura'
import { seedFeriados } from './seed/feriados'
import { seedFuncionarios } from './seed/funcionarios'
import { seedHorarios } from './seed/horarios'
import { seedSolicitacoes } from './seed/solicitacoes'
import { seedConfig, seedIntegradores, seedLimites, seedNotificacoes } from './seed/sistema'
import { seedUsuarios } from './seed/usuarios'
import { seedVisoesSalvas } from './seed/visoes-salvas'

export type * from './schema'
export { CAMPOS_CARTAO_PONTO, DIAS_SEMANA, LIMITE_JORNADA_ABERTA_HORAS, TIPOS_BANCO_COMPENSACAO, TIPOS_EQUIPAMENTO, TIPOS_EVENTO, TIPOS_HORARIO } from './schema'

/** A fresh database seeded deterministically relative to `today` (its local calendar date). */
export function createDb(options: { today: Date }): Db {
  const today = new Date(options.today.getTime())
  const faker = createFaker()
  const usuarios = seedUsuarios()
  const reserved = usuarios.flatMap((u) => (u.cpf ? [u.cpf] : []))
  const funcionarios = seedFuncionarios(faker, today, reserved)
  for (const usuario of usuarios) {
    usuario.funcionarioId = funcionarios.find((f) => f.cpf === usuario.cpf)?.id ?? null
  }
  const competencias = seedCompetencias(today)
  const ano = today.getFullYear()
  const tiposSolicitacao = seedTiposSolicitacao()
  const feriados = seedFeriados([ano - 1, ano, ano + 1])
  const horarios = seedHorarios()
  const departamentos = seedDepartamentos(usuarios)
  const db: Db = {
    today,
    usuarios,
    empresas: seedEmpresas(),
    departamentos,
    cargos: seedCargos(),
    locaisTrabalho: seedLocaisTrabalho(usuarios),
    classes: seedClasses(),
    horarios,
    funcionarios,
    competencias,
    fechamentos: seedFechamentos(faker, competencias, funcionarios),
    feriados,
    motivos: seedMotivos(),
    bancosDias: seedBancosDias(),
    bancosHoras: seedBancosHoras(),
    bancosCompensacao: seedBancosCompensacao(),
    tiposSolicitacao,
    solicitacoes: seedSolicitacoes(faker, today, funcionarios, tiposSolicitacao, competencias, usuarios, feriados),
    notificacoes: seedNotificacoes(today),
    integradores: seedIntegradores(today),
    limites: seedLimites(),
    config: seedConfig(),
    configuracaoCampos: seedConfiguracaoCampos(),
    registros: [],
    marcacoes: [],
    tratamentos: [],
    ...seedTabelasCartaoPonto(today, funcionarios, competencias, usuarios),
    escalas: seedEscalas(funcionarios, competencias, horarios, feriados),
    coletores: seedColetores(today, funcionarios),
    equipamentos: seedEquipamentos(),
    periodosFechamento: seedPeriodosFechamento(),
    eventos: seedEventos(),
    adicionaisNoturnos: seedAdicionaisNoturnos(),
    visoesSalvas: seedVisoesSalvas(usuarios, departamentos),
    historico: [],
  }
  iniciarSequencias(db)
  congelarFechadas(db)
  return db
}
