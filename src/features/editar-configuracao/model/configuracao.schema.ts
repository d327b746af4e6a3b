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
  limiteJornadaAbertaHoras: z
    .number('Informe o número de horas')
    .check(z.int('Informe horas inteiras'), z.gte(1, 'Informe de 1 a 24 horas'), z.lte(24, 'Informe de 1 a 24 horas')),
})
export type ConfiguracaoGeralValores = z.infer<typeof configuracaoGeralSchema>
