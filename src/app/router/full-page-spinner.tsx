import { Spinner } from '@/shared/ui'

export function FullPageSpinner({ label }: { label?: string }) {
  return (
    <div className="flex min-h-[50vh] items-center justify-center gap-3 text-slate-600">
      <Spinner />
      {label && <span>{label}</span>}
    </div>
  )
}
