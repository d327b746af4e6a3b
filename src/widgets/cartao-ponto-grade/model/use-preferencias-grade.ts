import { useState } from 'react'
import { gravarPreferencias, lerPreferencias, type Armazenamento, type PreferenciasGrade } from '@/entities/cartao-ponto'
import type { Sessao } from '@/entities/sessao'

function localStorageOuNada(): Armazenamento | null {
  try {
    return globalThis.localStorage
  } catch {
    return null
  }
}

/** The grid preferences of the logged-in user, read once and saved on every change. */
export function usePreferenciasGrade(sessao: Sessao) {
  const usuario = sessao.userid || sessao.username
  const [estado, setEstado] = useState(() => ({ usuario, preferencias: lerPreferencias(localStorageOuNada(), usuario) }))
  if (estado.usuario !== usuario) setEstado({ usuario, preferencias: lerPreferencias(localStorageOuNada(), usuario) })

  const alterar = (mudar: (atuais: PreferenciasGrade) => PreferenciasGrade) => {
    const preferencias = mudar(estado.preferencias)
    gravarPreferencias(localStorageOuNada(), usuario, preferencias)
    setEstado({ usuario, preferencias })
  }
  return [estado.preferencias, alterar] as const
}
