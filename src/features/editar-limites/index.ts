export { LimitesForm, limitesFormSchema } from './ui/limites-form'
