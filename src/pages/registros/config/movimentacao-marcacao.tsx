import { movimentacaoMarcacaoResource, type MovimentacaoMarcacao } from '@/entities/cadastro/movimentacao-marcacao'
import { MoverMarcacoesForm } from '@/features/cadastro/mover-marcacoes'
import { CARTAO_DERIVADOS } from '@/shared/api'
import { formatDate, formatDateTime } from '@/shared/lib'
import { declararRegistro } from '../model/registro'

const horas = (m: MovimentacaoMarcacao) => m.marcacoes.map((x) => `${x.hora} (${formatDate(x.dataOrigem)})`).join(', ')

/**
 * /move-marcacao (front_move_marcacao, AUTH-080): the bulk punch moves done (who, when, whose punches, to which day);
 * /move-marcacao/new moves an employee's chosen punches to another day. A move is a record: never opened nor undone here.
 */
export const movimentacaoMarcacao = declararRegistro<MovimentacaoMarcacao, Record<string, never>>({
  titulo: 'Mover marcações',
  novo: 'Nova movimentação de marcações',
  editar: (m) => `Movimentação ${m.id}`,
  somenteInclusao: true,
  resource: movimentacaoMarcacaoResource,
  invalida: [CARTAO_DERIVADOS],
  rowId: (m) => String(m.id),
  columns: [
    { id: 'dataHora', header: 'Data', cell: (m) => formatDateTime(m.dataHora), sort: 'dataHora' },
    { id: 'funcionario', header: 'Funcionário', cell: (m) => m.funcionario.nome },
    { id: 'marcacoes', header: 'Marcações (dia de origem)', cell: horas },
    { id: 'dataDestino', header: 'Dia de destino', cell: (m) => formatDate(m.dataDestino), sort: 'dataDestino' },
    { id: 'usuario', header: 'Usuário', cell: (m) => m.usuario, sort: 'usuario' },
  ],
  formulario: ({ titulo, voltar }) => <MoverMarcacoesForm titulo={titulo} onDone={voltar} />,
})
