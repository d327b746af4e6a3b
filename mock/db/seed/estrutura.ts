import type { Cargo, Classe, Departamento, LocalTrabalho, Usuario } from '../schema'
import { enderecoSantaAurora } from './empresas'

/** REG-070: the fixed class list, letter for letter. */
export const CLASSES: readonly string[] = [
  'Efetivo (Estatutario)', 'Efetivo (Outros Regimes)', 'Comissionado', 'Prefeito e Vice',
  'Contrato Prazo Determinado', 'Contrato Prazo Indeterminado', 'Estagiario', 'Aposentado', 'Pensionista',
  'Pensao Alimenticia', 'Autonomo', 'Conselheiro Tutelar', 'Beneficiario Fundo Previdenciario',
  'Secretario Municipal', 'Vereador', 'Jovem Aprendiz', 'Servico Voluntario Lei 9608/1998',
]

export function seedClasses(): Classe[] {
  return CLASSES.map((descricao, i) => ({ id: i + 1, descricao }))
}

/** Ids of the seeded departments, used to place employees. */
export const DEP = {
  administracao: 1, saude: 2, educacao: 3, obras: 4, gabinete: 5, financas: 6, operacoes: 7, administrativo: 8,
} as const

function userId(usuarios: Usuario[], username: string): string[] {
  const found = usuarios.find((u) => u.username === username)
  return found ? [found.id] : []
}

export function seedDepartamentos(usuarios: Usuario[]): Departamento[] {
  const responsavel = userId(usuarios, 'responsavel')
  const rows: [number, string, number, string[]][] = [
    [DEP.administracao, 'Secretaria Municipal de Administração', 1, responsavel],
    [DEP.saude, 'Secretaria Municipal de Saúde', 1, responsavel],
    [DEP.educacao, 'Secretaria Municipal de Educação', 1, []],
    [DEP.obras, 'Secretaria Municipal de Obras e Serviços Urbanos', 1, userId(usuarios, 'supervisor')],
    [DEP.gabinete, 'Gabinete do Prefeito', 1, []],
    [DEP.financas, 'Secretaria Municipal de Finanças', 1, []],
    [DEP.operacoes, 'Operações', 2, []],
    [DEP.administrativo, 'Administrativo e Financeiro', 2, userId(usuarios, 'rh')],
  ]
  return rows.map(([id, descricao, empresaId, responsaveis]) => ({ id, codigo: id, descricao, empresaId, responsaveis }))
}

export const CARGO = {
  analistaRh: 1, auxiliarAdministrativo: 2, agenteSaude: 3, enfermeiro: 4, tecnicoEnfermagem: 5, professor: 6,
  motorista: 7, vigilante: 8, servicosGerais: 9, engenheiro: 10, coordenador: 11, prefeito: 12, secretario: 13,
  estagiario: 14, recepcionista: 15, tecnicoManutencao: 16,
} as const

const CARGOS: [number, string][] = [
  [CARGO.analistaRh, 'Analista de RH'],
  [CARGO.auxiliarAdministrativo, 'Auxiliar Administrativo'],
  [CARGO.agenteSaude, 'Agente Comunitário de Saúde'],
  [CARGO.enfermeiro, 'Enfermeiro'],
  [CARGO.tecnicoEnfermagem, 'Técnico de Enfermagem'],
  [CARGO.professor, 'Professor de Educação Básica'],
  [CARGO.motorista, 'Motorista'],
  [CARGO.vigilante, 'Vigilante'],
  [CARGO.servicosGerais, 'Auxiliar de Serviços Gerais'],
  [CARGO.engenheiro, 'Engenheiro Civil'],
  [CARGO.coordenador, 'Coordenador de Unidade'],
  [CARGO.prefeito, 'Prefeito Municipal'],
  [CARGO.secretario, 'Secretário Municipal'],
  [CARGO.estagiario, 'Estagiário'],
  [CARGO.recepcionista, 'Recepcionista'],
  [CARGO.tecnicoManutencao, 'Técnico de Manutenção'],
]

export function seedCargos(): Cargo[] {
  return CARGOS.map(([id, descricao]) => {
    const codigo = String(id).padStart(3, '0')
    return { id, codigo, descricao, descricaoComCodigo: `${codigo} - ${descricao}` }
  })
}

export const LOCAL = { paco: 1, ubs: 2, escola: 3, garagem: 4, sedeAurora: 5 } as const

export function seedLocaisTrabalho(usuarios: Usuario[]): LocalTrabalho[] {
  const responsavel = userId(usuarios, 'responsavel')
  const rows: [number, string, number, string[], ReturnType<typeof enderecoSantaAurora>][] = [
    [LOCAL.paco, 'Paço Municipal', 1, responsavel, enderecoSantaAurora('Praça da Matriz', '100', 'Centro', '13870000')],
    [LOCAL.ubs, 'UBS Centro', 1, responsavel, enderecoSantaAurora('Rua Sete de Setembro', '415', 'Centro', '13870010')],
    [LOCAL.escola, 'EMEF Monteiro Lobato', 1, [], enderecoSantaAurora('Rua das Palmeiras', '88', 'Jardim Primavera', '13870230')],
    [LOCAL.garagem, 'Garagem Municipal', 1, userId(usuarios, 'supervisor'), enderecoSantaAurora('Estrada Municipal SA-040', 's/n', 'Vila Operária', '13870500')],
    [LOCAL.sedeAurora, 'Sede Aurora Serviços', 2, [], enderecoSantaAurora('Avenida das Indústrias', '2450', 'Distrito Industrial', '13870420')],
  ]
  return rows.map(([id, descricao, empresaId, responsaveis, endereco]) => ({ id, codigo: id, descricao, empresaId, responsaveis, endereco }))
}
