import { z } from 'zod/mini'
import {
  aplicarVinculo,
  funcionarioResource,
  vinculoAtual,
  VINCULOS_FUNCIONARIO,
  type FuncionarioRegistro,
  type ListaVinculo,
} from '@/entities/funcionario'
import { searchDepartamentosDaEmpresa, searchLookup, type LookupKind } from '@/entities/lookup'
import { ImportarColetorButton } from '@/features/importar-funcionario-coletor'
import { CPF_MASK, formatCpf, hojeEmBrasilia, isValidCpf, isValidPis, onlyDigits, PIS_MASK } from '@/shared/lib'
import type { LookupValue } from '@/shared/ui'
import { declararRegistro } from '../model/registro'
import { simNao } from './colunas'
import { buscarEmpresas, empresaEscolhida } from './empresa-lookup'
import { dataDoFormulario, escolhaObrigatoria, textoObrigatorio } from './validacao'

const escolha = z.nullable(z.object({ value: z.string(), label: z.string() }))

const schema = z.object({
  nome: textoObrigatorio('do nome', 150),
  nomeSocial: z.string(),
  matricula: z.string(),
  cpf: z.string().check(z.refine((cpf) => isValidCpf(onlyDigits(cpf)), 'CPF inválido')),
  pis: z.string().check(z.refine((pis) => isValidPis(onlyDigits(pis)), 'PIS inválido')),
  admissao: dataDoFormulario({ obrigatoria: 'Preenchimento da data de admissão é obrigatório', invalida: 'Data de admissão inválida.' }),
  demissao: dataDoFormulario({ invalida: 'Data de demissão inválida.' }),
  empresa: escolhaObrigatoria('da empresa'),
  ativo: z.boolean(),
  controlaPonto: z.boolean(),
  permiteHoraExtra: z.boolean(),
  utilizaRelogioDigital: z.boolean(),
  cargos: escolha,
  departamentos: escolha,
  locaisTrabalho: escolha,
  classes: escolha,
  quadrosHorario: escolha,
  vigencia: dataDoFormulario({
    obrigatoria: 'Informe a data a partir da qual os vínculos valem',
    invalida: 'Data de início dos vínculos inválida.',
  }),
})
type Valores = z.infer<typeof schema>

const LOOKUP: Record<ListaVinculo, LookupKind> = {
  cargos: 'cargo',
  departamentos: 'departamento',
  locaisTrabalho: 'localTrabalho',
  classes: 'classe',
  quadrosHorario: 'quadroHorario',
}
const ROTULO: Record<ListaVinculo, string> = {
  cargos: 'Cargo',
  departamentos: 'Departamento',
  locaisTrabalho: 'Local de trabalho',
  classes: 'Classe',
  quadrosHorario: 'Quadro de horário',
}
const LISTAS = Object.keys(VINCULOS_FUNCIONARIO) as ListaVinculo[]

const carregar =
  (lista: ListaVinculo) =>
  async (text: string, signal: AbortSignal, empresa?: unknown): Promise<LookupValue[]> => {
    // REG-064: the department of an employee is one of the chosen company's.
    const empresaId = lista === 'departamentos' ? Number((empresa as LookupValue | null | undefined)?.value) : NaN
    const opcoes = Number.isInteger(empresaId)
      ? await searchDepartamentosDaEmpresa(text, empresaId, signal)
      : await searchLookup(LOOKUP[lista], text, signal)
    return opcoes.map((o) => ({ value: String(o.id), label: o.label }))
  }


function atualDe(f: FuncionarioRegistro, lista: ListaVinculo, data: string): LookupValue | null {
  const link = vinculoAtual(f[lista], data) as Record<string, unknown> | undefined
  const ref = link?.[VINCULOS_FUNCIONARIO[lista]] as
    { id: number; descricao?: string; descricaoComCodigo?: string; codigo?: unknown } | null | undefined
  if (!ref) return null
  const texto =
    ref.descricaoComCodigo ?? (lista === 'quadrosHorario' && ref.codigo ? `${String(ref.codigo)} - ${ref.descricao}` : ref.descricao)
  return { value: String(ref.id), label: texto ?? String(ref.id) }
}

/** REG-001..015: employees: identifiers with check digits, dates, flags and their defaults, dated links, collector. */
export const funcionario = declararRegistro<FuncionarioRegistro, Valores>({
  titulo: 'Funcionários',
  novo: 'Novo funcionário',
  editar: (f) => `Funcionário ${f.nomeOrNomeSocial ?? f.nome}`,
  resource: funcionarioResource,
  rowId: (f) => String(f.id),
  filtrosDaUrl: { semQuadroHoras: 'Sem quadro de horário', semMatricula: 'Sem matrícula', ativo: 'Ativo', controlaPonto: 'Controla ponto' },
  columns: [
    { id: 'nome', header: 'Nome', cell: (f) => f.nomeOrNomeSocial ?? f.nome, sort: 'nome' },
    { id: 'matricula', header: 'Matrícula', cell: (f) => f.matricula ?? '—', sort: 'matricula' },
    { id: 'cpf', header: 'CPF', cell: (f) => (f.cpf ? formatCpf(f.cpf) : '') },
    { id: 'ativo', header: 'Ativo', cell: (f) => simNao(f.ativo ?? true), sort: 'ativo' },
    { id: 'controlaPonto', header: 'Controla ponto', cell: (f) => simNao(f.controlaPonto ?? true) },
  ],
  form: {
    schema,
    // REG-002..005: a new employee is active, controls time, has no overtime and does not use the digital clock.
    defaults: {
      nome: '',
      nomeSocial: '',
      matricula: '',
      cpf: '',
      pis: '',
      admissao: '',
      demissao: '',
      empresa: null,
      ativo: true,
      controlaPonto: true,
      permiteHoraExtra: false,
      utilizaRelogioDigital: false,
      cargos: null,
      departamentos: null,
      locaisTrabalho: null,
      classes: null,
      quadrosHorario: null,
      vigencia: hojeEmBrasilia(),
    },
    fields: [
      { name: 'nome', label: 'Nome', kind: 'text', required: true, maxLength: 150 },
      { name: 'nomeSocial', label: 'Nome social', kind: 'text', maxLength: 150 },
      { name: 'matricula', label: 'Matrícula', kind: 'text', maxLength: 20 },
      { name: 'empresa', label: 'Empresa', kind: 'lookup', required: true, load: buscarEmpresas },
      { name: 'cpf', label: 'CPF', kind: 'text', required: true, mask: CPF_MASK },
      { name: 'pis', label: 'PIS', kind: 'text', required: true, mask: PIS_MASK },
      { name: 'admissao', label: 'Admissão', kind: 'date', required: true },
      { name: 'demissao', label: 'Demissão', kind: 'date' },
      { name: 'ativo', label: 'Ativo', kind: 'checkbox' },
      { name: 'controlaPonto', label: 'Controla ponto', kind: 'checkbox' },
      { name: 'permiteHoraExtra', label: 'Permite hora extra', kind: 'checkbox' },
      { name: 'utilizaRelogioDigital', label: 'Utiliza relógio digital', kind: 'checkbox' },
      ...LISTAS.map((lista) => ({
        name: lista,
        label: ROTULO[lista],
        kind: 'lookup' as const,
        load: carregar(lista),
        ...(lista === 'departamentos' && { dependsOn: 'empresa' as const }),
      })),
      {
        name: 'vigencia',
        label: 'Vínculos a partir de',
        kind: 'date',
        required: true,
        // A new employee's links start at admission (toBody).
        onlyWhenEditing: true,
        hint: 'Mudanças de cargo, departamento, local, classe ou horário valem desta data em diante.',
      },
    ],
    toValues: (f) => {
      const hoje = hojeEmBrasilia()
      return {
        nome: f.nome,
        nomeSocial: f.nomeSocial ?? '',
        matricula: f.matricula ?? '',
        cpf: f.cpf ? formatCpf(f.cpf) : '',
        pis: f.pis ?? '',
        admissao: f.admissao?.slice(0, 10) ?? '',
        demissao: f.demissao?.slice(0, 10) ?? '',
        empresa: f.empresa ? empresaEscolhida(f.empresa, f.empresa.id) : null,
        ativo: f.ativo ?? true,
        controlaPonto: f.controlaPonto ?? true,
        permiteHoraExtra: f.permiteHoraExtra ?? false,
        utilizaRelogioDigital: f.utilizaRelogioDigital ?? false,
        cargos: atualDe(f, 'cargos', hoje),
        departamentos: atualDe(f, 'departamentos', hoje),
        locaisTrabalho: atualDe(f, 'locaisTrabalho', hoje),
        classes: atualDe(f, 'classes', hoje),
        quadrosHorario: atualDe(f, 'quadrosHorario', hoje),
        vigencia: hoje,
      }
    },
    toBody: (v, f) => {
      // A new employee's links start at admission; an existing one's change from the chosen date on.
      const desde = f ? v.vigencia : v.admissao
      const vinculos = Object.fromEntries(
        LISTAS.map((lista) => [
          lista,
          aplicarVinculo(f?.[lista], VINCULOS_FUNCIONARIO[lista], v[lista] ? Number(v[lista].value) : null, desde),
        ]),
      )
      return {
        id: f?.id ?? null,
        nome: v.nome,
        nomeSocial: v.nomeSocial || null,
        matricula: v.matricula || null,
        cpf: onlyDigits(v.cpf),
        pis: onlyDigits(v.pis),
        admissao: v.admissao,
        demissao: v.demissao || null,
        empresa: v.empresa && { id: Number(v.empresa.value) },
        ativo: v.ativo,
        controlaPonto: v.controlaPonto,
        permiteHoraExtra: v.permiteHoraExtra,
        utilizaRelogioDigital: v.utilizaRelogioDigital,
        ...vinculos,
      }
    },
  },
  extra: (f) => <ImportarColetorButton funcionarioId={f.id} />,
})
