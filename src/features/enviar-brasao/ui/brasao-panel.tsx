import { useMutation, useQuery } from '@tanstack/react-query'
import { useEffect, useId, useState } from 'react'
import { baixarBrasao, empresaQueries, enviarBrasao, type EmpresaRegistro } from '@/entities/empresa'
import { Button, ErrorAlert } from '@/shared/ui'

function useObjectUrl(blob: Blob | undefined): string | null {
  const [url, setUrl] = useState<string | null>(null)
  useEffect(() => {
    if (!blob) return setUrl(null)
    const created = URL.createObjectURL(blob)
    setUrl(created)
    return () => URL.revokeObjectURL(created)
  }, [blob])
  return url
}

/** REG-021: shows a company's coat of arms and uploads a new one (an image of at most 512 KB). */
export function BrasaoPanel({ empresa }: { empresa: EmpresaRegistro }) {
  const inputId = useId()
  const [arquivo, setArquivo] = useState<File | null>(null)
  const imagem = useQuery({
    queryKey: [...empresaQueries.detail(empresa.id).queryKey, 'brasao', empresa.brasao?.length ?? 0],
    queryFn: () => baixarBrasao(empresa.id).then((file) => file.blob),
    enabled: !!empresa.brasao,
  })
  const url = useObjectUrl(imagem.data)
  const envio = useMutation({ mutationFn: enviarBrasao, meta: { invalidates: [empresaQueries.all()] } })
  return (
    <section aria-label="Brasão" className="flex flex-col gap-3 rounded-md border border-slate-200 bg-white p-4">
      <h2 className="text-sm font-semibold text-slate-800">Brasão</h2>
      <ErrorAlert error={envio.error} />
      {url ? (
        <img src={url} alt={`Brasão de ${empresa.nome}`} className="h-20 w-auto self-start" />
      ) : (
        <p className="text-sm text-slate-600">Sem brasão.</p>
      )}
      <div className="flex flex-wrap items-end gap-2">
        <div className="flex flex-col gap-1">
          <label htmlFor={inputId} className="text-sm font-medium text-slate-700">
            Arquivo do brasão
          </label>
          <input
            id={inputId}
            type="file"
            accept="image/*"
            className="text-sm"
            onChange={(event) => setArquivo(event.target.files?.[0] ?? null)}
          />
        </div>
        <Button
          variant="secondary"
          disabled={!arquivo}
          busy={envio.isPending}
          onClick={() => arquivo && envio.mutate({ id: empresa.id, arquivo }, { onSuccess: () => setArquivo(null) })}
        >
          Enviar brasão
        </Button>
      </div>
    </section>
  )
}
