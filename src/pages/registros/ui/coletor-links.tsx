import { Link } from '@tanstack/react-router'
import type { Coletor } from '@/entities/cadastro/equipamento'
import { mayOpen, useSessao } from '@/entities/sessao'

/** 'Online' when the collector answers, else 'Offline'. */
export const situacaoColetor = (c: Pick<Coletor, 'online'>) => (c.online ? 'Online' : 'Offline')

const TELAS = [
  ['view', 'Visualizar'],
  ['envio-funcionario', 'Enviar funcionários'],
  ['transferencia-funcionario', 'Transferir funcionários'],
  ['dashboard', 'Painel do coletor'],
] as const

/** The collector's screens the user may open (each has its own role in the route table). */
export function ColetorLinks({ coletor, exceto }: { coletor: Pick<Coletor, 'id'>; exceto?: (typeof TELAS)[number][0] }) {
  const sessao = useSessao()
  const telas = TELAS.filter(([tela]) => tela !== exceto).map(([tela, rotulo]) => [`/coletor/${coletor.id}/${tela}`, rotulo] as const)
  const visiveis = telas.filter(([caminho]) => mayOpen(sessao, caminho))
  if (visiveis.length === 0) return null
  return (
    <nav aria-label="Telas do coletor" className="flex flex-wrap gap-3 text-sm">
      {visiveis.map(([caminho, rotulo]) => (
        <Link key={caminho} to={caminho as string} className="text-brand-600 underline underline-offset-2 hover:text-brand-700">
          {rotulo}
        </Link>
      ))}
    </nav>
  )
}
