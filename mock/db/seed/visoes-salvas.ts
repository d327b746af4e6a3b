import { NOME_VISAO_MINHA_EQUIPE, TELAS_VISOES } from '@/shared/api/contract/endpoints/visoes-salvas'
import type { Departamento, Usuario, VisaoSalva } from '../schema'

/** Who approves requests: the manager persona, seeded with 'Minha equipe'. */
const PAPEL_GERENTE = 'responsavel'

/**
 * 'Minha equipe' on the time card for each manager: the card's filter holds one department (TC-027), so the view
 * filters by the first department they are responsible for, and each further one gets a view named after it.
 */
export function seedVisoesSalvas(usuarios: readonly Usuario[], departamentos: readonly Departamento[]): VisaoSalva[] {
  const visoes: VisaoSalva[] = []
  for (const usuario of usuarios.filter((u) => u.realmRoles.includes(PAPEL_GERENTE))) {
    const seus = departamentos.filter((d) => d.responsaveis.includes(usuario.id)).sort((a, b) => a.id - b.id)
    seus.forEach((departamento, i) => {
      visoes.push({
        id: visoes.length + 1,
        usuarioId: usuario.id,
        tela: TELAS_VISOES.cartaoPonto,
        nome: i === 0 ? NOME_VISAO_MINHA_EQUIPE : departamento.descricao.slice(0, 60),
        parametros: { departamento: String(departamento.id) },
      })
    })
  }
  return visoes
}
