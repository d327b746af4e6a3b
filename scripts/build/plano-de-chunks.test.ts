import { describe, expect, it } from 'vitest'
import { modulosDoApp, nomesDosArquivos, type ChunkLido } from './plano-de-chunks'

const LAYOUT = '/app/src/app/routes/_app.tsx'

function chunk(fileName: string, parte: Partial<ChunkLido> = {}): ChunkLido {
  return { fileName, isEntry: false, facadeModuleId: null, moduleIds: [`/app/src/${fileName}.ts`], imports: [], ...parte }
}

// Entry → vendor, sessao; layout (component) → shell → clsx; card screen → grid → clsx; a dialog → form.
const CHUNKS = [
  chunk('index', { isEntry: true, imports: ['vendor', 'sessao'] }),
  chunk('vendor', { moduleIds: ['/app/node_modules/react/index.js'] }),
  chunk('sessao'),
  chunk('layout', { facadeModuleId: `${LAYOUT}?tsr-split=component`, imports: ['shell', 'vendor'] }),
  chunk('layout-erro', { facadeModuleId: `${LAYOUT}?tsr-split=errorComponent---pendingComponent`, imports: ['erro'] }),
  chunk('erro'),
  chunk('shell', { imports: ['clsx'] }),
  chunk('clsx'),
  chunk('cartao', { facadeModuleId: '/app/src/app/routes/_app/manutencao/index.tsx?tsr-split=component', imports: ['grade', 'clsx'] }),
  chunk('grade', { imports: ['clsx'] }),
  chunk('dialogo', { imports: ['form'] }),
  chunk('form'),
]

describe('the chunks merged into the app file', () => {
  const modulos = modulosDoApp(CHUNKS, LAYOUT, new Set(['vendor']))

  it("are what the entry and the layout's screen import statically, at any depth", () => {
    expect([...modulos].sort()).toEqual(['index', 'layout', 'sessao', 'shell', 'clsx'].map((nome) => `/app/src/${nome}.ts`).sort())
  })

  it("leave out the fixed groups, the layout's error and pending parts, the screens and the lazy parts", () => {
    for (const nome of ['layout-erro', 'erro', 'cartao', 'grade', 'dialogo', 'form']) expect(modulos).not.toContain(`/app/src/${nome}.ts`)
    expect(modulos).not.toContain('/app/node_modules/react/index.js')
  })
})

describe("the bench's names of the hashed files", () => {
  it('name a file by the module it was made for, a route part by its file and part, a shared file by its chunk name', () => {
    expect(
      nomesDosArquivos([
        { fileName: 'assets/Ch8NwNFv.js', name: 'x', facadeModuleId: '/app/src/pages/cartao-ponto/ui/cartao-ponto-page.tsx' },
        { fileName: 'assets/8STFLKiF.js', name: 'x', facadeModuleId: '/app/src/app/routes/_app/index.tsx?tsr-split=component' },
        { fileName: 'assets/GxT2Oefk.js', name: 'useTable', facadeModuleId: null },
      ]),
    ).toEqual({ 'Ch8NwNFv.js': 'cartao-ponto-page', '8STFLKiF.js': 'index component', 'GxT2Oefk.js': 'useTable' })
  })
})
