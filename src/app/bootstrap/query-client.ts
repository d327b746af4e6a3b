import { createQueryClient } from '@/shared/api'

export const queryClient = createQueryClient()
