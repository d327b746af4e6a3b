import { z } from 'zod/mini'

const escolhido = z.object({ value: z.string(), label: z.string() })

/** The form mirrors the message's payload, so the server's errors (`payload.funcionarioIds`) land on their fields. */
export const envioSchema = z.object({
  payload: z.object({
    funcionarioIds: z.array(escolhido).check(z.minLength(1, 'Selecione ao menos um funcionário')),
    coletorDestinoId: z.string(),
  }),
})

/** A transfer also needs the collector that receives the employees. */
export const transferenciaSchema = z.object({
  payload: z.object({
    funcionarioIds: envioSchema.shape.payload.shape.funcionarioIds,
    coletorDestinoId: z.string().check(z.minLength(1, 'Selecione o coletor de destino')),
  }),
})

export type MensagemColetorValores = z.infer<typeof envioSchema>

export const VALORES_INICIAIS: MensagemColetorValores = { payload: { funcionarioIds: [], coletorDestinoId: '' } }

/** The message's payload: the origin collector, the employees chosen and, for a transfer, the destination. */
export function payloadDe(coletorId: number, valores: MensagemColetorValores): Record<string, unknown> {
  const { funcionarioIds, coletorDestinoId } = valores.payload
  return {
    coletorId,
    funcionarioIds: funcionarioIds.map((f) => Number(f.value)),
    ...(coletorDestinoId && { coletorDestinoId: Number(coletorDestinoId) }),
  }
}
