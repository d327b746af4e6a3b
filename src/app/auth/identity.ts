/** The identity library and its bridge, loaded apart from the app's first paint when a session is stored. */
export { startIdentityService } from './identity-config'
export type { IdentityService } from './identity-config'
export { AuthBridge } from './auth-bridge'
