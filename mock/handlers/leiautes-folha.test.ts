import { strFromU8, unzipSync } from 'fflate'
import { describe, expect, it } from 'vitest'
import { MSG_LEIAUTE } from '@/shared/api/contract/endpoints/leiautes-folha'
import { dbFor } from '../http/isolation'
import { latin1Text } from '../fiscal/texto'
import { call, freshDb } from './lib/test-client'

interface Pagina<T> {
  content: T[]
}

/** The closing of 10/2026 (seeded) in a fresh database. */
async function fechamentoDeOutubro() {
  const dbKey = freshDb()
  const lista = (await (await call('/api/fechamentos?size=50', { as: 'rh', dbKey })).json()) as Pagina<{ competencia: { id: number }; fechamento: { id: number } }>
  return { dbKey, id: lista.content.find((l) => l.competencia.id === 12)!.fechamento.id }
}

async function exportar(dbKey: string, id: number, consulta: string) {
  const resposta = await call(`/api/fechamentos/${id}/export?${consulta}`, { as: 'rh', dbKey })
  expect(resposta.status).toBe(200)
  return { nome: resposta.headers.get('x-filename'), texto: latin1Text(new Uint8Array(await resposta.arrayBuffer())) }
}

const linhasDe = (texto: string, inicio: string) => texto.split('\r\n').filter((l) => l.startsWith(inicio))

const csvCpf = { descricao: 'CSV por CPF', formato: 'CSV', separador: ',', cabecalho: false, decimal: '.', colunas: [{ campo: 'CPF' }, { campo: 'EVENTO' }, { campo: 'HORAS_DECIMAL' }] }

describe('/api/leiautes-folha (layouts of the payroll export)', () => {
  it('lists the two seeded layouts (a Spring page), creates (201), saves (200), refuses invalid bodies (400) and deletes (204)', async () => {
    const dbKey = freshDb()
    const lista = (await (await call('/api/leiautes-folha', { as: 'responsavel', dbKey })).json()) as Pagina<{ id: number; formato: string }>
    expect(lista.content.map((l) => [l.id, l.formato])).toEqual([
      [2, 'CSV'],
      [1, 'TXT_FIXO'],
    ])

    const criado = await call('/api/leiautes-folha', { method: 'POST', as: 'rh', dbKey, body: csvCpf })
    expect(criado.status).toBe(201)
    const leiaute = (await criado.json()) as { id: number }
    expect(leiaute).toMatchObject({ id: 3, separador: ',', decimal: '.', colunas: [{ campo: 'CPF', tamanho: null }, { campo: 'EVENTO', tamanho: null }, { campo: 'HORAS_DECIMAL', tamanho: null }] })
    const salvo = await call(`/api/leiautes-folha/${leiaute.id}`, { method: 'PUT', as: 'rh', dbKey, body: { ...csvCpf, cabecalho: true } })
    expect(await salvo.json()).toMatchObject({ id: 3, cabecalho: true })

    const invalido = await call('/api/leiautes-folha', {
      method: 'POST',
      as: 'rh',
      dbKey,
      body: { descricao: ' ', formato: 'TXT_FIXO', separador: '|', decimal: ';', colunas: [{ campo: 'MATRICULA', tamanho: 10 }, { campo: 'SALARIO' }, { campo: 'EVENTO' }] },
    })
    expect(invalido.status).toBe(400)
    const erros = ((await invalido.json()) as { errors: { property: string; message: string }[] }).errors
    expect(erros.map((e) => [e.property, e.message])).toEqual(
      expect.arrayContaining([
        ['descricao', 'não deve estar em branco'],
        ['separador', MSG_LEIAUTE.separador],
        ['decimal', MSG_LEIAUTE.decimal],
        ['colunas[1].campo', MSG_LEIAUTE.campo],
      ]),
    )
    const semLargura = await call('/api/leiautes-folha', { method: 'POST', as: 'rh', dbKey, body: { descricao: 'Fixo', formato: 'TXT_FIXO', colunas: [{ campo: 'MATRICULA', tamanho: 10 }, { campo: 'EVENTO' }] } })
    expect(((await semLargura.json()) as { errors: unknown[] }).errors).toEqual([
      { entity: 'LeiauteFolha', property: 'colunas[1].tamanho', message: MSG_LEIAUTE.tamanhoObrigatorio, invalidValue: null },
    ])
    const semColunas = await call('/api/leiautes-folha', { method: 'POST', as: 'rh', dbKey, body: { descricao: 'Vazio', formato: 'CSV', colunas: [] } })
    expect(((await semColunas.json()) as { errors: { message: string }[] }).errors.map((e) => e.message)).toEqual([MSG_LEIAUTE.colunas])
    const repetido = await call('/api/leiautes-folha', { method: 'POST', as: 'rh', dbKey, body: { ...csvCpf, descricao: 'csv POR cpf' } })
    expect(((await repetido.json()) as { errors: { property: string; message: string }[] }).errors).toMatchObject([{ property: 'descricao', message: MSG_LEIAUTE.descricaoRepetida }])

    expect((await call(`/api/leiautes-folha/${leiaute.id}`, { method: 'DELETE', as: 'rh', dbKey })).status).toBe(204)
    expect((await call(`/api/leiautes-folha/${leiaute.id}`, { as: 'rh', dbKey })).status).toBe(404)
  })

  it('is read by any role and written only with front_evento (the access of /api/eventos)', async () => {
    const dbKey = freshDb()
    expect((await call('/api/leiautes-folha', { as: 'supervisor', dbKey })).status).toBe(200)
    expect((await call('/api/leiautes-folha', { as: 'semacesso', dbKey })).status).toBe(403)
    expect((await call('/api/leiautes-folha', { method: 'POST', as: 'supervisor', dbKey, body: csvCpf })).status).toBe(403)
    expect((await call('/api/leiautes-folha/1', { method: 'DELETE', as: 'responsavel', dbKey })).status).toBe(403)
  })
})

describe('GET /api/fechamentos/{id}/export with a layout, and as XLSX', () => {
  // Sirineu Pereira Souza (matrícula 100008, 12x36) has, in 10/2026, 14:00 of interval overtime (event 155) and 00:10 of
  // lateness (412), and no absence (410): his shift on the 12/10 holiday is worked as an ordinary day (art. 59-A).
  it('the seeded TXT layout is byte for byte the default file: matrícula 10, evento 4, horas HHHMM', async () => {
    const { dbKey, id } = await fechamentoDeOutubro()
    const comLeiaute = await exportar(dbKey, id, 'leiaute=1')
    expect(comLeiaute.nome).toBe('fechamento-10-2026.txt')
    expect(linhasDe(comLeiaute.texto, '0000100008')).toEqual(['0000100008015501400', '0000100008041200010'])
    expect(comLeiaute.texto).toBe((await exportar(dbKey, id, 'formato=txt')).texto)
  })

  it('the seeded CSV layout: header, semicolons and decimal hours with a comma (10 minutes = 0,17)', async () => {
    const { dbKey, id } = await fechamentoDeOutubro()
    const { nome, texto } = await exportar(dbKey, id, 'leiaute=2')
    expect(nome).toBe('fechamento-10-2026.csv')
    expect(texto.split('\r\n')[0]).toBe('matricula;evento;horas_decimal')
    expect(linhasDe(texto, '100008;')).toEqual(['100008;155;14,00', '100008;412;0,17'])
  })

  it('a fixed-width layout pads texts with spaces (cut at the width) and numbers with zeros', async () => {
    const { dbKey, id } = await fechamentoDeOutubro()
    const sirineu = dbFor(dbKey).funcionarios.find((f) => f.matricula === '100008')!
    const corpo = {
      descricao: 'Fixo com nome',
      formato: 'TXT_FIXO',
      decimal: ',',
      colunas: [
        { campo: 'COMPETENCIA_MMAAAA', tamanho: 6 },
        { campo: 'NOME', tamanho: 12 },
        { campo: 'EVENTO', tamanho: 5 },
        { campo: 'DESCRICAO_EVENTO', tamanho: 8 },
        { campo: 'HORAS_DECIMAL', tamanho: 7 },
        { campo: 'EMPRESA_CNPJ', tamanho: 14 },
      ],
    }
    const criado = (await (await call('/api/leiautes-folha', { method: 'POST', as: 'rh', dbKey, body: corpo })).json()) as { id: number }
    const cnpj = dbFor(dbKey).empresas.find((e) => e.id === sirineu.empresaId)!.cnpj.replace(/\D/g, '')
    const { texto } = await exportar(dbKey, id, `leiaute=${criado.id}`)
    expect(linhasDe(texto, '102026Sirineu Pere')).toEqual([
      `102026Sirineu Pere00155Horas ex0014,00${cnpj}`, `102026Sirineu Pere00412Atrasos 0000,17${cnpj}`,
    ])
  })

  it('a CSV layout with a comma separator quotes a decimal comma, and a user layout reads CPF', async () => {
    const { dbKey, id } = await fechamentoDeOutubro()
    const cpf = dbFor(dbKey).funcionarios.find((f) => f.matricula === '100008')!.cpf.replace(/\D/g, '')
    const criado = (await (await call('/api/leiautes-folha', { method: 'POST', as: 'rh', dbKey, body: { ...csvCpf, decimal: ',' } })).json()) as { id: number }
    const { texto } = await exportar(dbKey, id, `leiaute=${criado.id}`)
    expect(linhasDe(texto, `${cpf},`)).toEqual([`${cpf},155,"14,00"`, `${cpf},412,"0,17"`])
  })

  it('an unknown layout is a 400 on "leiaute"', async () => {
    const { dbKey, id } = await fechamentoDeOutubro()
    const resposta = await call(`/api/fechamentos/${id}/export?leiaute=99`, { as: 'rh', dbKey })
    expect(resposta.status).toBe(400)
    expect(((await resposta.json()) as { errors: { property: string }[] }).errors).toMatchObject([{ property: 'leiaute', message: 'Leiaute de exportação não encontrado.' }])
  })

  it('formato=xlsx is a workbook: matrícula, name, event, description, hours as hh:mm and as a decimal number', async () => {
    const { dbKey, id } = await fechamentoDeOutubro()
    const resposta = await call(`/api/fechamentos/${id}/export?formato=xlsx`, { as: 'rh', dbKey })
    expect(resposta.headers.get('x-filename')).toBe('fechamento-10-2026.xlsx')
    expect(resposta.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
    const partes = unzipSync(new Uint8Array(await resposta.arrayBuffer()))
    const xml = (caminho: string) => strFromU8(partes[caminho] ?? new Uint8Array())
    const textos = xml('xl/sharedStrings.xml') + xml('xl/worksheets/sheet1.xml')
    for (const valor of ['Matrícula', 'Nome', 'Evento', 'Descrição', 'Horas', 'Horas (decimal)', '100008', 'Faltas', '12:00']) expect(textos, valor).toContain(`>${valor}</t>`)
    expect(xml('xl/worksheets/sheet1.xml')).toMatch(/<v>0\.17<\/v>/)
    expect(xml('xl/workbook.xml')).toContain('name="Folha 10-2026"')
  })

  it('is refused (403) to who cannot close the competence', async () => {
    const { dbKey, id } = await fechamentoDeOutubro()
    for (const persona of ['supervisor', 'responsavel', 'funcionario']) {
      expect((await call(`/api/fechamentos/${id}/export?leiaute=2`, { as: persona, dbKey })).status, persona).toBe(403)
    }
  })
})
