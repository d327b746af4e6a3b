import { z } from 'zod/mini'

const tipo = z.nullable(z.object({ id: z.number(), descricao: z.string() }))

export const configuracaoGeralSchema = z.object({
  permiteBaterPonto: z.boolean(),
  utilizaHoraExtraIntervalo: z.boolean(),
  modoEspecial: z.boolean(),
  geraComprovanteMarcacao: z.boolean(),
  horaExtraCustomLabel: z.string().check(z.trim(), z.maxLength(30, 'O rótulo deve ter no máximo 30 caracteres')),
  tipoSolicitacaoIncluirMarcacao: tipo,
  tipoSolicitacaoCompensarBancoHoras: tipo,
})
export type ConfiguracaoGeralValores = z.infer<typeof configuracaoGeralSchema>
