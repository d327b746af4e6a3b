import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import { ErrorAlert, RegisterForm, showToast, Spinner } from '@/shared/ui'
import type { Registro } from '../model/registro'

export interface RegistroFormPageProps {
  registro: Registro
  /** The list's path, where the form returns (e.g. '/motivo'); without it, back to the previous screen. */
  caminho?: string
  /** The item's id; null for a new one. */
  id: string | null
  /** Values a new item starts with besides the declared defaults (e.g. the competence of /escalas/new/{competencia}). */
  iniciais?: Readonly<Record<string, unknown>>
}

export const AVISO_INCLUIDO = 'Registro incluído.'
export const AVISO_ALTERADO = 'Alterações salvas.'
export const AVISO_EXCLUIDO = 'Registro excluído.'

/** The register's form (REG-073..076), at `caminho/new` and `caminho/{id}`. */
export function RegistroFormPage({ registro, caminho, id, iniciais }: RegistroFormPageProps) {
  const { history } = useRouter()
  const queryClient = useQueryClient()
  const { queries, save, remove } = registro.resource
  const item = useQuery({ ...queries.detail(id ?? ''), enabled: id !== null })
  const salvar = useMutation({ mutationFn: save, meta: { invalidates: [queries.all(), ...(registro.invalida ?? [])] } })
  const excluir = useMutation({
    mutationFn: remove,
    meta: { invalidates: [queries.lists(), ...(registro.invalida ?? [])] },
    onSuccess: () => queryClient.removeQueries({ queryKey: queries.detail(id ?? '').queryKey }),
  })
  const voltar = () => (caminho ? history.push(caminho) : history.back())

  if (id !== null && item.isPending) return <Spinner />
  if (id !== null && item.isError) return <ErrorAlert error={item.error} />
  const atual = id !== null ? (item.data ?? null) : null
  const titulo = atual ? registro.editar(atual) : registro.novo
  const salvarItem = async (body: Record<string, unknown>) => {
    const salvo = await salvar.mutateAsync(body)
    showToast({ message: atual ? AVISO_ALTERADO : AVISO_INCLUIDO })
    return salvo
  }
  const excluirItem =
    atual && id !== null && registro.excluir && !registro.somenteEdicao
      ? async () => {
          await excluir.mutateAsync(id)
          showToast({ message: AVISO_EXCLUIDO })
        }
      : undefined
  if (registro.formulario) return registro.formulario({ titulo, item: atual, salvar: salvarItem, excluir: excluirItem, voltar })
  if (!registro.form) return null
  const declaracao = iniciais ? { ...registro.form, defaults: { ...registro.form.defaults, ...iniciais } } : registro.form
  return (
    <div className="flex flex-col gap-6">
      <RegisterForm
        key={id ?? 'novo'}
        title={atual ? registro.editar(atual) : registro.novo}
        declaration={declaracao}
        item={atual}
        save={salvarItem}
        remove={excluirItem}
        deleteQuestion={atual ? registro.excluir?.(atual) : undefined}
        onDone={voltar}
        onCancel={voltar}
      />
      {atual && registro.extra?.(atual, voltar)}
    </div>
  )
}
