export { keycloakConfigSchema, type KeycloakConfig } from '@/shared/api/contract/endpoints/master'
