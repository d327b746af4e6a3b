import { useMutation } from '@tanstack/react-query'
import { escalaBody, escalaResource, type Escala, type EscalaDia } from '@/entities/cadastro/escala'

/** REG-034: saves a roster's days (PUT /api/escalas/{id} with its header and dias). */
export function useSalvarDiasEscala(escala: Escala) {
  return useMutation({
    mutationFn: (dias: EscalaDia[]) => escalaResource.save(escalaBody(escala, dias)),
    meta: { invalidates: [escalaResource.queries.all()] },
  })
}
