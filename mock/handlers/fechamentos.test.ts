import { beforeAll, describe, expect, it, vi } from 'vitest'
import { dbFor } from '../http/isolation'
import { buildCartaoPonto } from '../timecard/build'
import { call, freshDb } from './lib/test-client'

beforeAll(() => {
  vi.stubEnv('PONTO_TODAY', '2026-11-16')
})

interface Pagina<T> { content: T[]; totalElements: number; number: number; size: number }
interface Linha { funcionario: { id: number; nome: string; matricula: string }; diasInconsistentes: number; inconsistente: boolean; horasTrabalhadas: string }

async function reabrir12(dbKey: string) {
  const lista = (await (await call('/api/fechamentos?size=50', { as: 'rh', dbKey })).json()) as Pagina<{ competencia: { id: number }; fechamento: { id: number } | null }>
  const f = lista.content.find((l) => l.competencia.id === 12)?.fechamento
  expect(f).toBeTruthy()
  const resposta = await call(`/api/fechamentos/${f!.id}`, { method: 'DELETE', as: 'rh', dbKey })
  expect(resposta.status).toBe(204)
}

interface Cartao { manutencaoDTO: { registros: Record<string, { registro: { idRegistro: number; marcacoes: { entrada: { id: number } | null; saida: { id: number } | null }[] } }> } }

/** Disregards Fernanda's last punch of 2026-10-13: an odd number of punches makes her 10/2026 card inconsistent. */
async function tornarInconsistente(dbKey: string) {
  const cartao = (await (await call('/api/cartaoponto?funcionarioId=1&competenciaId=12', { as: 'rh', dbKey })).json()) as Cartao
  const dia = cartao.manutencaoDTO.registros['2026-10-13']!.registro
  const ultima = dia.marcacoes.flatMap((p) => [p.entrada, p.saida]).filter((m) => m !== null).at(-1)!
  const resposta = await call(`/api/registros/${dia.idRegistro}/marcacoes/${ultima.id}/desconsiderar/105`, { method: 'POST', as: 'rh', dbKey })
  expect(resposta.status).toBe(204)
}

describe('closings (fechamentos)', () => {
  it('lists every competence newest first with its closing', async () => {
    const dbKey = freshDb()
    const lista = (await (await call('/api/fechamentos', { as: 'rh', dbKey })).json()) as Pagina<{ competencia: { id: number; situacao: string }; fechamento: unknown }>
    expect(lista.content[0]).toMatchObject({ competencia: { id: 13, situacao: 'ABERTA' }, fechamento: null })
    expect(lista.content[1]).toMatchObject({ competencia: { id: 12, situacao: 'FECHADA' }, fechamento: expect.objectContaining({ competencia: expect.objectContaining({ id: 12 }) }) as unknown })
    expect((await call('/api/fechamentos', { as: 'supervisor', dbKey })).status).toBe(403)
  })

  it('[BATCH-019][mock] the preview has a summary and [BATCH-020] details paged, sorted and searched', async () => {
    const dbKey = freshDb()
    const t0 = Date.now()
    const resumo = (await (await call('/api/fechamentos/preview/12', { as: 'rh', dbKey })).json()) as Record<string, unknown>
    const t1 = Date.now()
    expect(resumo).toMatchObject({ competencia: { id: 12 }, funcionarios: expect.any(Number) as number, cartoesInconsistentes: expect.any(Number) as number })
    expect(resumo.funcionarios).toBeGreaterThan(30)
    const pagina = (await (await call('/api/fechamentos/preview/12/detalhes?page=0&size=5&sort=nome,asc', { as: 'rh', dbKey })).json()) as Pagina<Linha>
    expect(pagina.content).toHaveLength(5)
    expect(pagina.totalElements).toBe(resumo.funcionarios)
    const nomes = pagina.content.map((l) => l.funcionario.nome)
    expect(nomes).toEqual([...nomes].sort((a, b) => a.localeCompare(b, 'pt-BR')))
    const busca = (await (await call('/api/fechamentos/preview/12/detalhes?page=0&size=10&search=fernanda', { as: 'rh', dbKey })).json()) as Pagina<Linha>
    expect(busca.content.map((l) => l.funcionario.id)).toEqual([1])
    expect(busca.content[0]!.horasTrabalhadas).toMatch(/^\d{2,3}:\d{2}$/)
    expect(t1 - t0).toBeLessThan(5000)
  })

  it('[BATCH-018][mock] refuses to close while cards are inconsistent unless told to skip them; then the cards are read-only', async () => {
    const dbKey = freshDb()
    await reabrir12(dbKey)
    const resumo = (await (await call('/api/fechamentos/preview/12', { as: 'rh', dbKey })).json()) as { cartoesInconsistentes: number; competencia: { situacao: string } }
    expect(resumo.competencia.situacao).toBe('ABERTA')
    expect(resumo.cartoesInconsistentes).toBe(0)
    await tornarInconsistente(dbKey)
    const depois = (await (await call('/api/fechamentos/preview/12', { as: 'rh', dbKey })).json()) as { cartoesInconsistentes: number; diasInconsistentes: number }
    expect(depois).toMatchObject({ cartoesInconsistentes: 1, diasInconsistentes: 1 })
    const recusa = await call('/api/fechamentos', { method: 'POST', as: 'rh', dbKey, body: { competenciaId: 12, ignorarInconsistencias: false } })
    expect(recusa.status).toBe(400)
    expect(await recusa.json()).toEqual({ errors: [expect.objectContaining({
      property: 'ignorarInconsistencias',
      message: 'Existe 1 cartão ponto com inconsistências. Corrija-o ou marque "Ignorar inconsistências".',
    })] })
    const fechou = await call('/api/fechamentos', { method: 'POST', as: 'rh', dbKey, body: { competenciaId: 12, ignorarInconsistencias: true } })
    expect(fechou.status).toBe(201)
    const fechamento = (await fechou.json()) as { id: number; usuario: string; competencia: { fechada: boolean; situacao: string } }
    expect(fechamento.competencia).toMatchObject({ fechada: true, situacao: 'FECHADA' })
    expect(fechamento.usuario).toBe('Rita Recursos Humanos')
    const cartao = (await (await call('/api/cartaoponto?funcionarioId=1&competenciaId=12', { as: 'rh', dbKey })).json()) as { competencia: { fechada: boolean; situacao: string } }
    expect(cartao.competencia).toMatchObject({ fechada: true, situacao: 'FECHADA' })
    const again = await call('/api/fechamentos', { method: 'POST', as: 'rh', dbKey, body: { competenciaId: 12, ignorarInconsistencias: true } })
    expect(again.status).toBe(409)
    // [BATCH-022] the closing's details: page/size/sort in the query, the search in the body
    const detalhes = (await (await call(`/api/fechamentos/${fechamento.id}/detalhes?page=0&size=3&sort=nome,desc`, { method: 'POST', as: 'rh', dbKey, body: { funcionario: '' } })).json()) as Pagina<Linha>
    expect(detalhes.content).toHaveLength(3)
    const nomes = detalhes.content.map((l) => l.funcionario.nome)
    expect(nomes).toEqual([...nomes].sort((a, b) => b.localeCompare(a, 'pt-BR')))
    const fernanda = (await (await call(`/api/fechamentos/${fechamento.id}/detalhes?page=0&size=3`, { method: 'POST', as: 'rh', dbKey, body: { funcionario: 'Fernanda' } })).json()) as Pagina<Linha>
    expect(fernanda.content.map((l) => l.funcionario.id)).toEqual([1])
  })

  it('refuses the current month, a month after an open one, and reopening out of order', async () => {
    const dbKey = freshDb()
    const atual = await call('/api/fechamentos', { method: 'POST', as: 'rh', dbKey, body: { competenciaId: 13, ignorarInconsistencias: true } })
    expect(atual.status).toBe(400)
    expect(((await atual.json()) as { message: string }).message).toBe('A competência 11/2026 só pode ser fechada após o seu término.')
    const lista = (await (await call('/api/fechamentos?size=50', { as: 'rh', dbKey })).json()) as Pagina<{ competencia: { id: number }; fechamento: { id: number } | null }>
    const f11 = lista.content.find((l) => l.competencia.id === 11)!.fechamento!
    const fora = await call(`/api/fechamentos/${f11.id}`, { method: 'DELETE', as: 'rh', dbKey })
    expect(((await fora.json()) as { message: string }).message).toBe('Reabra antes a competência 10/2026.')
  })

  it('gives a closing made again after a reopening a new id: the deleted closing\'s id answers 404 from then on', async () => {
    const dbKey = freshDb()
    const lista = (await (await call('/api/fechamentos?size=50', { as: 'rh', dbKey })).json()) as Pagina<{ competencia: { id: number }; fechamento: { id: number } | null }>
    const ids = [lista.content.find((l) => l.competencia.id === 12)!.fechamento!.id]
    for (let vez = 0; vez < 2; vez++) {
      expect((await call(`/api/fechamentos/${ids.at(-1)}`, { method: 'DELETE', as: 'rh', dbKey })).status).toBe(204)
      const fechou = await call('/api/fechamentos', { method: 'POST', as: 'rh', dbKey, body: { competenciaId: 12, ignorarInconsistencias: true } })
      expect(fechou.status).toBe(201)
      ids.push(((await fechou.json()) as { id: number }).id)
    }
    expect(new Set(ids).size).toBe(3)
    for (const id of ids.slice(0, -1)) {
      expect((await call(`/api/fechamentos/${id}/export`, { as: 'rh', dbKey })).status).toBe(404)
      expect((await call(`/api/fechamentos/${id}`, { as: 'rh', dbKey })).status).toBe(404)
    }
    expect((await call(`/api/fechamentos/${ids.at(-1)}/export`, { as: 'rh', dbKey })).status).toBe(200)
  })

  it('exports the payroll events of a closing as a file', async () => {
    const dbKey = freshDb()
    const lista = (await (await call('/api/fechamentos?size=50', { as: 'rh', dbKey })).json()) as Pagina<{ competencia: { id: number }; fechamento: { id: number } | null }>
    const f = lista.content.find((l) => l.competencia.id === 12)!.fechamento!
    const csv = await call(`/api/fechamentos/${f.id}/export?formato=csv`, { as: 'rh', dbKey })
    expect(csv.headers.get('x-filename')).toBe('fechamento-10-2026.csv')
    const texto = await csv.text()
    expect(texto.split('\r\n')[0]).toBe('matricula;nome;evento;descricao;horas')
    expect(texto).toMatch(/;150;Horas extras 50%;\d{2}:\d{2}/)
    const txt = await call(`/api/fechamentos/${f.id}/export`, { as: 'rh', dbKey })
    expect(txt.headers.get('x-filename')).toBe('fechamento-10-2026.txt')
    const linhas = (await txt.text()).split('\r\n').filter(Boolean)
    expect(linhas.every((l) => /^\d{19}$/.test(l))).toBe(true)
  })

  it("exports every overtime band and the DSR discount: each employee's overtime events add up to the card's overtime", async () => {
    const dbKey = freshDb()
    const lista = (await (await call('/api/fechamentos?size=50', { as: 'rh', dbKey })).json()) as Pagina<{ competencia: { id: number }; fechamento: { id: number } | null }>
    const f = lista.content.find((l) => l.competencia.id === 12)!.fechamento!
    const linhas = (await (await call(`/api/fechamentos/${f.id}/export?formato=csv`, { as: 'rh', dbKey })).text()).trim().split('\r\n').slice(1)
    const minutos = (hhmm: string) => { const [h, m] = hhmm.split(':').map(Number); return h! * 60 + m! }
    const db = dbFor(dbKey)
    const eventos = new Map(db.eventos.map((e) => [e.codigo, e.tipo]))
    const porMatricula = new Map<string, Map<string, number>>()
    for (const [matricula, , codigo, , horas] of linhas.map((l) => l.split(';'))) {
      const tipos = porMatricula.get(matricula!) ?? new Map<string, number>()
      tipos.set(eventos.get(codigo!)!, minutos(horas!))
      porMatricula.set(matricula!, tipos)
    }
    let comIntervalo = 0
    for (const [matricula, tipos] of porMatricula) {
      const funcionario = db.funcionarios.find((x) => x.matricula === matricula)!
      const m = buildCartaoPonto(db, funcionario.id, 12).manutencaoDTO
      const extras = [...tipos].filter(([tipo]) => tipo.startsWith('HORA_EXTRA')).reduce((soma, [, min]) => soma + min, 0)
      expect(extras, matricula).toBe(minutos(m.totalHoraExtraGeral || '00:00'))
      expect(tipos.get('DESCONTO_DSR') ?? 0, matricula).toBe(minutos(m.totalDescontoDSR || '00:00'))
      if (tipos.has('HORA_EXTRA_INTERVALO')) comIntervalo++
    }
    expect(comIntervalo).toBeGreaterThan(0)
  })

  it('exports an employee name that looks like a formula as a text cell', async () => {
    const dbKey = freshDb()
    const funcionarios = dbFor(dbKey).funcionarios
    for (const f of funcionarios) f.nome = '=HYPERLINK("http://x")'
    const lista = (await (await call('/api/fechamentos?size=50', { as: 'rh', dbKey })).json()) as Pagina<{ competencia: { id: number }; fechamento: { id: number } | null }>
    const f = lista.content.find((l) => l.competencia.id === 12)!.fechamento!
    const csv = await call(`/api/fechamentos/${f.id}/export?formato=csv`, { as: 'rh', dbKey })
    const linhas = (await csv.text()).trim().split('\r\n').slice(1)
    expect(linhas.length).toBeGreaterThan(0)
    expect(linhas.every((l) => l.split(';')[1] === '"\'=HYPERLINK(""http://x"")"')).toBe(true)
  })
})
