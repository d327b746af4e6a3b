import { describe, expect, it } from 'vitest'
import { usarAppNoMock } from '@/shared/lib/test/app-no-mock'
import { notificacaoQueries } from './notificacao.queries'

const app = usarAppNoMock('rh')

describe('the notifications through the entity, against the mock backend', () => {
  it('[HOME-018][HOME-019] merges the employee warnings and the unread system notifications, keeping those with a total', async () => {
    const lista = await app().queryClient.fetchQuery(notificacaoQueries.list())
    const sistema = lista.filter((n) => n.origem === 'sistema')
    expect(sistema.map((n) => n.id)).toEqual([1, 2, 3])
    expect(sistema[0]).toMatchObject({ name: 'importacaoAfd', tipo: 'ERRO', descricao: 'Falha na importação do AFD', total: 1 })
    expect(sistema[0]?.stackTrace).toContain('AfdInvalidoException')
    const avisos = lista.filter((n) => n.origem === 'funcionarios')
    expect(avisos.length).toBeGreaterThan(0)
    for (const aviso of avisos) {
      expect(aviso.total).toBeGreaterThan(0)
      expect(aviso.tipo).toBe('AVISO')
      expect(aviso.route).toMatch(/^\/funcionario\?sem(QuadroHoras|Matricula)=true&ativo=true&controlaPonto=true$/)
    }
  })
})
