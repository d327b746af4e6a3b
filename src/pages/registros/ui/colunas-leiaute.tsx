import { CAMPOS_LEIAUTE, type CampoLeiauteFolha } from '@/entities/fiscal/leiaute-folha'
import { FormField, Input, inputClass, OrderedListField, type CustomFieldProps } from '@/shared/ui'

/** A column of the layout form: the field and its width (text, '' when the format needs none). */
export interface ColunaLeiauteValor {
  campo: CampoLeiauteFolha
  tamanho: string
}

const mensagemDe = (erros: unknown, indice: number, campo: keyof ColunaLeiauteValor) => {
  const erro = (erros as Record<number, Partial<Record<keyof ColunaLeiauteValor, { message?: string }>>> | undefined)?.[indice]?.[campo]
  return erro?.message
}

/** The layout's columns in file order: each one's field and width, moved up and down, added and removed. */
export function ColunasLeiaute({ label, value, onChange, error, errors }: CustomFieldProps) {
  const colunas = (value as ColunaLeiauteValor[] | undefined) ?? []
  return (
    <OrderedListField<ColunaLeiauteValor>
      legend={label}
      items={colunas}
      onChange={onChange}
      newItem={() => ({ campo: 'MATRICULA', tamanho: '' })}
      addLabel="Adicionar coluna"
      itemName={(posicao) => `coluna ${posicao}`}
      error={error}
      renderItem={(coluna, indice, alterar) => (
        <>
          <FormField label={`Campo da coluna ${indice + 1}`} className="min-w-48 flex-1">
            <select className={inputClass} value={coluna.campo} onChange={(e) => alterar({ ...coluna, campo: e.target.value as CampoLeiauteFolha })}>
              {Object.entries(CAMPOS_LEIAUTE).map(([valor, rotulo]) => (
                <option key={valor} value={valor}>
                  {rotulo}
                </option>
              ))}
            </select>
          </FormField>
          <FormField label={`Largura da coluna ${indice + 1}`} error={mensagemDe(errors, indice, 'tamanho')} className="w-40">
            <Input type="number" min={1} value={coluna.tamanho} onChange={(e) => alterar({ ...coluna, tamanho: e.target.value })} />
          </FormField>
        </>
      )}
    />
  )
}
