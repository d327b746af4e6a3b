export { APP_VERSION } from './env'
