import { createFileRoute } from '@tanstack/react-router'
import { AfdUploadPage } from '@/pages/fiscal/afd'

/** AUTH-019: uploads an AFD (front_importacaoafd). */
export const Route = createFileRoute('/_app/afd/upload')({
  component: AfdUploadPage,
})
