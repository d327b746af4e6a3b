import { z } from 'zod/mini'
import { AUTENTICADO, COM_PAPEL, algum, definirEndpoints } from '../endpoint'
import { consultaBusca, paginaSpring } from '../esquemas'
import {
  bancoDiasVigenteSchema,
  epiCorpoSchema,
  epiSchema,
  funcionarioCorpoSchema,
  funcionarioRegistroSchema,
  funcionarioResumoSchema,
  importacaoFuncionarioSchema,
  mapaSchema,
  novoVinculoCorpoSchema,
  quadroVigenteSchema,
  resumoFuncionarioSchema,
} from './funcionarios.schema'
import { notificacoesSchema } from './notificacoes'

const ver = algum('front_manutencao_visualizar', 'front_funcionario_visualizar')
const editar = algum('front_funcionario')

const ids = z.optional(z.union([z.string(), z.array(z.string())]))
/** TC-013..016: the text (name, social name, registration, CPF digits), the filter and the page; the order is fixed. */
const consultaFuncionarios = z.extend(consultaBusca, {
  ativo: z.optional(z.enum(['true', 'false'])),
  controlaPonto: z.optional(z.enum(['true', 'false'])),
  permiteHoraExtra: z.optional(z.enum(['true', 'false'])),
  empresa: ids,
  cargo: ids,
  departamento: ids,
  localTrabalho: ids,
  classe: ids,
  quadroHorario: ids,
  /** REG-014's saved lists. */
  semQuadroHoras: z.optional(z.enum(['true'])),
  semMatricula: z.optional(z.enum(['true'])),
  orderBy: z.optional(z.union([z.string(), z.array(z.string())])),
})
const paginaFuncionarios = paginaSpring(funcionarioResumoSchema)
const busca = { acesso: ver, consulta: consultaFuncionarios, resposta: paginaFuncionarios }

export const funcionariosEndpoints = definirEndpoints(() => ({
  'GET /api/funcionarios/notificacoes': { acesso: AUTENTICADO, requisitos: ['HOME-018'], resposta: notificacoesSchema },
  'GET /api/funcionarios/permite-bater-ponto': { acesso: AUTENTICADO, requisitos: ['API-002', 'CLOCK-003'], resposta: z.boolean() },
  'GET /api/funcionarios/search/fulltext': { ...busca, requisitos: ['TC-013'] },
  'GET /api/funcionarios/search/fulltext/ativos': { ...busca, requisitos: ['REG-015'] },
  'GET /api/funcionarios/search/fulltext/duplovinculo': { ...busca, requisitos: ['REG-015'] },
  'GET /api/funcionarios/:id': { acesso: ver, requisitos: ['REG-006'], resposta: funcionarioRegistroSchema },
  /** 204 without a schedule in force. */
  'GET /api/funcionarios/:id/quadro-vigente': { acesso: ver, requisitos: ['REG-007'], resposta: quadroVigenteSchema },
  /** 204 without a day bank on that date (today by default). */
  'GET /api/funcionarios/:id/bancodias-vigente': {
    acesso: ver,
    requisitos: ['REG-058'],
    consulta: z.object({ data: z.optional(z.string()) }),
    resposta: bancoDiasVigenteSchema,
  },
  'GET /api/funcionarios/:id/importacoes': { acesso: ver, requisitos: ['REG-008'], resposta: z.array(importacaoFuncionarioSchema) },
  /** The PDF, named by x-filename. */
  'GET /api/funcionarios/:id/competencia/:competenciaId/espelho-ponto': {
    acesso: COM_PAPEL,
    requisitos: ['TC-043'],
    consulta: z.object({ emissor: z.optional(z.string()) }),
  },
  'GET /api/funcionarios': {
    acesso: ver,
    origem: 'rest',
    consulta: z.pick(consultaFuncionarios, { page: true, size: true, sort: true, ativo: true, controlaPonto: true, semQuadroHoras: true, semMatricula: true }),
    resposta: paginaFuncionarios,
  },
  'POST /api/funcionarios': { acesso: editar, requisitos: ['REG-009'], corpo: funcionarioCorpoSchema, resposta: funcionarioRegistroSchema },
  'PUT /api/funcionarios/:id': { acesso: editar, requisitos: ['REG-010'], corpo: funcionarioCorpoSchema, resposta: funcionarioRegistroSchema },
  'GET /api/funcionarios/:id/resumo': { acesso: ver, origem: 'extensao', resposta: resumoFuncionarioSchema },
  /** `pagina`: quadroHorario, bancoHoras, bancoDias or bancoCompensacao. */
  'POST /api/funcionarios/:id/vinculos/:pagina': {
    acesso: editar,
    origem: 'extensao',
    corpo: novoVinculoCorpoSchema,
    resposta: funcionarioRegistroSchema,
  },
  'DELETE /api/funcionarios/:id/vinculos/:pagina/:vinculoId': { acesso: editar, origem: 'extensao' },
  'GET /api/funcionarios/:id/epis': { acesso: ver, origem: 'extensao', resposta: z.array(epiSchema) },
  'POST /api/funcionarios/:id/epis': { acesso: editar, origem: 'extensao', corpo: epiCorpoSchema, resposta: epiSchema },
  'DELETE /api/funcionarios/:id/epis/:epiId': { acesso: editar, origem: 'extensao' },
  'GET /api/funcionarios/:id/mapa': { acesso: algum('front_funcionario_mapa'), origem: 'extensao', resposta: mapaSchema },
}))
