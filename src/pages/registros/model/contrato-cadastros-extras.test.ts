import { describe, expect, it } from 'vitest'
import { executarScript, scriptResource } from '@/entities/cadastro/script'
import { coletorQueries, enviarAoColetor } from '@/entities/cadastro/equipamento'
import { baixarLancamentoCompensacao, lancamentoBancoCompensacaoResource } from '@/entities/cadastro/lancamento-banco-compensacao'
import { adicionarResponsavel, removerResponsavel, responsavelQueries } from '@/entities/responsavel'
import { horarioQueries, horarioResource } from '@/entities/horario'
import { HOJE_DO_SEED, usarAppNoMock } from '@/shared/lib/test/app-no-mock'

/**
 * The registers' calls of the API contract beyond list, item, save and delete, made by the app's own code (the
 * entities' queries and the functions the features' mutations run) against the real mock handlers.
 */
describe('register calls beyond the CRUD, as HR', () => {
  const app = usarAppNoMock('rh')

  it('[REG-028] a new schedule starts from the template GET /api/horarios/novo and is saved from it', async () => {
    const modelo = await app().queryClient.fetchQuery(horarioQueries.novo())
    expect(modelo).toMatchObject({ id: null, codigo: '', descricao: '', tipoHorario: 'FIXO', toleranciaMinutos: 5, ativo: true })
    expect(Object.keys(modelo.horariosSemana ?? {})).toEqual(['SEGUNDA', 'TERCA', 'QUARTA', 'QUINTA', 'SEXTA', 'SABADO', 'DOMINGO'])

    const par = { entrada: '07:00', saida: '13:00', modoEntrada: 'MARCACAO', modoSaida: 'MARCACAO' } as const
    const criado = await horarioResource.save({
      ...modelo,
      codigo: 'T6',
      descricao: 'Turno de 6 horas',
      horariosSemana: { ...modelo.horariosSemana, SEGUNDA: [par] },
    })
    const lido = await app().queryClient.fetchQuery(horarioQueries.detail(criado.id!))
    expect(lido).toMatchObject({ codigo: 'T6', tipoHorario: 'FIXO', toleranciaMinutos: 5 })
    expect(lido.horariosSemana?.SEGUNDA).toMatchObject([{ sequencia: 1, diaSemana: 'SEGUNDA', ...par }])
  })

  it('writing a compensation entry off adds the counter-entry today; the entry is then kept as it is', async () => {
    const original = await app().queryClient.fetchQuery(lancamentoBancoCompensacaoResource.queries.detail(2))
    expect(original).toMatchObject({ horas: '03:00', baixadoPorId: null })

    const baixa = await baixarLancamentoCompensacao(2)
    expect(baixa).toMatchObject({
      baixaDeId: 2,
      horas: '-03:00',
      data: HOJE_DO_SEED,
      observacao: 'Baixa do lançamento nº 2',
      funcionario: { id: original.funcionario?.id },
    })
    const depois = await app().queryClient.fetchQuery({ ...lancamentoBancoCompensacaoResource.queries.detail(2), staleTime: 0 })
    expect(depois).toMatchObject({ baixadoPorId: baixa.id })
    await expect(lancamentoBancoCompensacaoResource.save({ ...original, horas: '04:00' })).rejects.toMatchObject({
      status: 400,
      fieldErrors: { id: 'lançamento baixado não pode ser alterado' },
    })
    await expect(baixarLancamentoCompensacao(2)).rejects.toMatchObject({ status: 409 })
  })

  it('[REG-065] a department gets and loses a responsible user', async () => {
    const educacao = { recurso: 'departamentos', id: 3 } as const
    const responsaveis = () => app().queryClient.fetchQuery({ ...responsavelQueries.doItem(educacao), staleTime: 0 })
    const [responsavel] = await app().queryClient.fetchQuery(responsavelQueries.doItem({ recurso: 'departamentos', id: 1 }))
    expect(responsavel).toMatchObject({ id: expect.any(String), name: expect.any(String) })
    expect(await responsaveis()).toEqual([])

    await adicionarResponsavel({ ...educacao, usuario: responsavel!.id })
    expect(await responsaveis()).toEqual([responsavel])

    await removerResponsavel({ ...educacao, usuario: responsavel!.id })
    expect(await responsaveis()).toEqual([])
  })
})

describe('register calls beyond the CRUD, as the administrator', () => {
  const app = usarAppNoMock('admin')

  it("a script's run records its result, who ran it and when", async () => {
    const executado = await executarScript(3)
    expect(executado).toMatchObject({ id: 3, operacao: 'CONTAR_REGISTROS', ultimaSituacao: 'SUCESSO', executadoPor: 'Ana Administradora' })
    expect(executado.ultimoResultado).toMatch(/^Funcionários ativos: \d+; marcações: \d+; tratamentos: \d+\.$/)
    expect(executado.ultimaExecucao).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/)
    expect(await app().queryClient.fetchQuery(scriptResource.queries.detail(3))).toEqual(executado)
  })

  it("a clock's settings go to its collector when it answers; an offline collector and a clock without one are refused", async () => {
    const envio = await enviarAoColetor(1)
    expect(envio).toEqual({ equipamentoId: 1, coletorId: 1, enviadoEm: expect.any(String) })
    expect(await app().queryClient.fetchQuery(coletorQueries.detail(1))).toMatchObject({ online: true, ultimoContato: envio.enviadoEm })

    await expect(enviarAoColetor(2)).rejects.toMatchObject({ status: 503 })
    await expect(enviarAoColetor(3)).rejects.toMatchObject({ status: 400, body: { message: 'Equipamento sem coletor vinculado.' } })
  })

  it("a collector's employees (searched by name) and its panel agree with the collector's count", async () => {
    const { queryClient } = app()
    const coletor = await queryClient.fetchQuery(coletorQueries.detail(1))
    const todos = await queryClient.fetchQuery(coletorQueries.funcionarios(1)({ page: 0, size: 100 }))
    expect(todos.page.totalElements).toBe(coletor.totalFuncionarios)
    expect(todos.items.map((f) => f.nome)).toEqual(todos.items.map((f) => f.nome).sort((a, b) => a.localeCompare(b, 'pt-BR')))

    const nome = todos.items[0]!.nome.split(' ')[0]!
    const achados = await queryClient.fetchQuery(coletorQueries.funcionarios(1)({ page: 0, size: 100, text: nome }))
    expect(achados.items.length).toBeGreaterThan(0)
    expect(achados.items.length).toBeLessThan(todos.items.length)
    for (const f of achados.items)
      expect(`${f.nome} ${f.matricula ?? ''}`.toLocaleLowerCase('pt-BR')).toContain(nome.toLocaleLowerCase('pt-BR'))

    const painel = await queryClient.fetchQuery(coletorQueries.dashboard(1))
    expect(painel).toMatchObject({ coletor: { id: 1, online: true }, totalFuncionarios: coletor.totalFuncionarios })
    expect(painel.equipamentos).toEqual([{ id: 1, descricao: 'REP-C 0001', ativo: true }])
  })
})
