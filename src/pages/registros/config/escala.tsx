import { z } from 'zod/mini'
import { escalaResource, type Escala } from '@/entities/cadastro/escala'
import { DiasEscalaPanel } from '@/features/cadastro/editar-dias-escala'
import { declararRegistro } from '../model/registro'
import { buscarCompetenciasAbertas } from './competencia-lookup'
import { buscarFuncionariosAtivos } from './funcionario-lookup'
import { escolhaObrigatoria, textoObrigatorio } from './validacao'

const schema = z.object({
  descricao: textoObrigatorio('da descrição', 100),
  competencia: escolhaObrigatoria('da competência'),
  funcionario: escolhaObrigatoria('do funcionário'),
})
type Valores = z.infer<typeof schema>

/**
 * REG-034: shift rosters, one per employee and open competence. A new roster starts from the employee's schedule;
 * its page then edits each day (schedule, rest day, hours).
 */
export const escala = declararRegistro<Escala, Valores>({
  titulo: 'Escalas',
  novo: 'Nova escala',
  editar: (e) => `Escala ${e.descricao}`,
  excluir: (e) => `Deseja realmente excluir a escala ${e.descricao}?`,
  resource: escalaResource,
  rowId: (e) => String(e.id),
  columns: [
    { id: 'descricao', header: 'Descrição', cell: (e) => e.descricao, sort: 'descricao' },
    { id: 'funcionario', header: 'Funcionário', cell: (e) => e.funcionario?.nome },
    { id: 'competencia', header: 'Competência', cell: (e) => e.competencia?.descricaoCurta },
    { id: 'folgas', header: 'Folgas', cell: (e) => e.folgas, sort: 'folgas' },
  ],
  form: {
    schema,
    defaults: { descricao: '', competencia: null, funcionario: null },
    fields: [
      { name: 'descricao', label: 'Descrição', kind: 'text', required: true, maxLength: 100 },
      { name: 'competencia', label: 'Competência', kind: 'lookup', required: true, load: buscarCompetenciasAbertas },
      { name: 'funcionario', label: 'Funcionário', kind: 'lookup', required: true, load: buscarFuncionariosAtivos },
    ],
    toValues: (e) => ({
      descricao: e.descricao,
      competencia: e.competencia ? { value: String(e.competencia.id), label: e.competencia.descricaoCurta } : null,
      funcionario: e.funcionario ? { value: String(e.funcionario.id), label: e.funcionario.nome } : null,
    }),
    toBody: (v, e) => ({
      id: e?.id ?? null,
      descricao: v.descricao,
      competenciaId: Number(v.competencia?.value),
      funcionarioId: Number(v.funcionario?.value),
    }),
  },
  // Keyed apart from the header form, its sibling keyed by the same id.
  extra: (e) => <DiasEscalaPanel key={`dias-${e.id}`} escala={e} />,
})
