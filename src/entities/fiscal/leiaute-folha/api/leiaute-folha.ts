import { createResource } from '@/shared/api'
import { leiauteFolhaSchema, type CampoLeiauteFolha, type FormatoLeiauteFolha } from './leiaute-folha.schema'

/** What each column of a payroll layout can carry, as the screens name it. */
export const CAMPOS_LEIAUTE: Record<CampoLeiauteFolha, string> = {
  MATRICULA: 'Matrícula',
  CPF: 'CPF',
  PIS: 'PIS',
  NOME: 'Nome',
  EVENTO: 'Código do evento',
  DESCRICAO_EVENTO: 'Descrição do evento',
  HORAS_HHMM: 'Horas (hh:mm)',
  HORAS_DECIMAL: 'Horas (decimal)',
  COMPETENCIA_MMAAAA: 'Competência (MMAAAA)',
  EMPRESA_CNPJ: 'CNPJ da empresa',
}

export const FORMATOS_LEIAUTE: Record<FormatoLeiauteFolha, string> = {
  TXT_FIXO: 'TXT (largura fixa)',
  CSV: 'CSV (separado)',
}

/** Layouts of the closing's payroll export (docs/api-extensions.md, "Leiautes de exportação da folha"). */
export const leiauteFolhaResource = createResource({ key: 'leiaute-folha', resource: 'leiautes-folha', item: leiauteFolhaSchema, sort: ['descricao,asc'] })
