interface Nomeado {
  matricula?: string | null
  nome: string
  nomeOrNomeSocial?: string | null
}

/** The employee as the pickers show it: 'matricula - nomeOrNomeSocial' (docs/decisions.md). */
export function funcionarioLabel(f: Nomeado): string {
  const nome = f.nomeOrNomeSocial || f.nome
  return f.matricula ? `${f.matricula} - ${nome}` : nome
}
