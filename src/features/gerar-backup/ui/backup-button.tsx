import { useMutation } from '@tanstack/react-query'
import { gerarBackup } from '@/entities/configuracao'
import { salvarArquivo } from '@/shared/lib'
import { Button, ErrorAlert } from '@/shared/ui'

/** REG-081/082: downloads a backup named by x-filename; its failure is its own, shown here only. */
export function BackupButton() {
  const backup = useMutation({
    mutationFn: gerarBackup,
    onSuccess: ({ blob, filename }) => salvarArquivo(blob, filename ?? 'backup'),
  })
  return (
    <section aria-label="Backup" className="flex flex-col gap-3 rounded-md border border-slate-200 bg-white p-4">
      <h2 className="text-sm font-semibold text-slate-800">Backup</h2>
      <ErrorAlert error={backup.error} title="Falha no backup" />
      <div>
        <Button variant="secondary" busy={backup.isPending} onClick={() => backup.mutate()}>
          Gerar backup
        </Button>
      </div>
    </section>
  )
}
