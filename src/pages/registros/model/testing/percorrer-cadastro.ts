import type { QueryClient } from '@tanstack/react-query'
import { expect } from 'vitest'
import type { $ZodType } from 'zod/v4/core'
import type { Resource } from '@/shared/api'
import { carregarRegistro } from '../catalogo'
import type { CasoContrato } from './casos-contrato'

export type Item = Record<string, unknown>
export type Valores = Record<string, unknown>

/** A register as the app saves it: its resource, the form's values of an item and the body the form sends. */
export interface Cadastro {
  resource: Resource<$ZodType<Item>>
  valores: (item: Item) => Valores
  corpo: (valores: Valores, item: Item | null) => Item
}

/** A register with a page of its own (no generic form): its resource, how its screen fills and saves an item. */
export function declararCadastro<T>(
  resource: Resource<$ZodType<T>>,
  valores: (item: T) => Valores,
  corpo: (valores: Valores, item: T | null) => Item,
): Cadastro {
  return { resource, valores, corpo } as unknown as Cadastro
}

/** Every item of a register in one page (Spring Data REST serves up to 2000). */
const TUDO = { page: 0, size: 500 }
const NADA = 'zz-texto-que-nada-contem-zz'

async function cadastroDe(caso: CasoContrato): Promise<Cadastro> {
  if (typeof caso.registro !== 'string') return caso.registro
  const registro = await carregarRegistro(caso.registro)
  const form = registro?.form
  if (!registro || !form) throw new Error(`Sem formulário genérico para /${caso.registro}`)
  return { resource: registro.resource, valores: caso.valores ?? form.toValues, corpo: form.toBody }
}

/** Whether `item` has each of `campos` (nested objects compared by the fields they list). */
function tem(item: unknown, campos: Item): boolean {
  if (item === null || typeof item !== 'object') return false
  return Object.entries(campos).every(([chave, esperado]) => {
    const valor = (item as Item)[chave]
    return esperado !== null && typeof esperado === 'object' ? tem(valor, esperado as Item) : Object.is(valor, esperado)
  })
}

/**
 * Runs a register through the app's own resource code against the real handlers: the list (every item on one page),
 * the full-text search, one item by id, a new item, a change to it read back, its deletion (then reading it is a
 * 404). A fixed list refuses the new item and the deletion, and the change is made to the seeded item.
 */
export async function percorrerCadastro(queryClient: QueryClient, caso: CasoContrato): Promise<void> {
  const { resource, valores, corpo } = await cadastroDe(caso)
  const { queries } = resource
  const listar = (text?: string) => queryClient.fetchQuery(queries.list({ ...TUDO, ...(text !== undefined && { text }) }))
  const ler = (id: unknown) => queryClient.fetchQuery(queries.detail(id as number))
  // What the app's mutations do after a write.
  const escreveu = () => queryClient.invalidateQueries({ queryKey: queries.all() })

  const todos = await listar()
  expect(todos.page.totalElements, 'the list holds every item on one page').toBe(todos.items.length)
  const semeado = todos.items.find((item) => tem(item, caso.semeado))
  if (!semeado) throw new Error(`${caso.resource}: ${JSON.stringify(caso.semeado)} não está na lista`)

  if (caso.busca) {
    const achados = await listar(caso.busca)
    expect(achados.items.map((item) => item.id)).toContain(semeado.id)
    expect(achados.items.length).toBeLessThanOrEqual(todos.items.length)
    expect((await listar(NADA)).items).toEqual([])
  }

  const lido = await ler(semeado.id)
  expect(lido).toMatchObject({ ...caso.semeado, id: semeado.id })

  if (caso.fixo) {
    await expect(resource.save(corpo(caso.novo(valores(lido)), null))).rejects.toMatchObject({
      status: 400,
      fieldErrors: { id: caso.fixo.mensagem },
    })
    await resource.save({ ...corpo(caso.alteracao(valores(lido)), lido), id: lido.id as number })
    await escreveu()
    expect(await ler(lido.id)).toMatchObject(caso.alterado)
    await expect(resource.remove(lido.id as number)).rejects.toMatchObject({ status: 409, body: { message: caso.fixo.mensagem } })
    expect((await listar()).page.totalElements).toBe(todos.page.totalElements)
    return
  }

  const criado = await resource.save(corpo(caso.novo(valores(lido)), null))
  await escreveu()
  expect(criado.id).not.toBe(semeado.id)
  expect(criado).toMatchObject(caso.criado)
  expect(await ler(criado.id)).toMatchObject(caso.criado)
  expect((await listar()).page.totalElements).toBe(todos.page.totalElements + 1)

  // The entries' form only creates; the resource saves an existing item by its id.
  const atual = await ler(criado.id)
  const salvo = await resource.save({ ...corpo(caso.alteracao(valores(atual)), atual), id: atual.id as number })
  await escreveu()
  expect(salvo).toMatchObject({ ...caso.alterado, id: criado.id })
  expect(await ler(criado.id)).toMatchObject(caso.alterado)

  await resource.remove(criado.id as number)
  await escreveu()
  await expect(ler(criado.id)).rejects.toMatchObject({ status: 404 })
  expect((await listar()).page.totalElements).toBe(todos.page.totalElements)
}
