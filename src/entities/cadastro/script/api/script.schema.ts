export { scriptSchema } from '@/shared/api/contract/endpoints/scripts'
