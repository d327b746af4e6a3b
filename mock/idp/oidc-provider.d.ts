// Minimal typings for the parts of oidc-provider 9 used by the mock (the package ships none).
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http'

  export interface ResourceServerInfo {
    scope: string
    audience?: string
    accessTokenTTL?: number
    accessTokenFormat?: 'opaque' | 'jwt'
    jwt?: { sign?: { alg?: string; kid?: string } }
  }

  export interface Account {
    accountId: string
    claims(use: string, scope: string, claims: unknown, rejected: string[]): Promise<Record<string, unknown>> | Record<string, unknown>
  }

  export interface ResourceServer {
    scopes: Set<string>
  }

  export interface Grant {
    jti: string
    accountId?: string
    clientId?: string
    addOIDCScope(scope: string): void
    addOIDCClaims(claims: string[]): void
    addResourceScope(resource: string, scope: string): void
    save(): Promise<string>
  }

  export interface GrantConstructor {
    new (properties: { accountId?: string; clientId: string }): Grant
    find(id: string): Promise<Grant | undefined>
  }

  export interface ClientModel {
    clientId: string
    redirectUriAllowed(value: string): boolean
    postLogoutRedirectUriAllowed(value: string): boolean
  }

  export interface OIDCContext {
    client?: ClientModel
    session?: { accountId?: string; grantIdFor(clientId: string): string | undefined }
    result?: { consent?: { grantId?: string } }
    params?: Record<string, unknown>
    requestParamOIDCScopes: Set<string>
    requestParamScopes: Set<string>
    requestParamClaims: Set<string>
    resourceServers?: Record<string, ResourceServer>
    provider: Provider
  }

  export interface KoaContextWithOIDC {
    get(field: string): string
    host: string
    origin: string
    body: unknown
    type: string
    oidc: OIDCContext
  }

  export interface TokenLike {
    kind: string
    accountId?: string
    clientId?: string
    /** The login session the token was issued in (Keycloak's `sid`). */
    sessionUid?: string
  }

  export interface Interaction {
    uid: string
    prompt: { name: string; reasons: string[]; details: Record<string, unknown> }
    params: Record<string, unknown>
    session?: { accountId?: string }
    grantId?: string
    lastSubmission?: Record<string, unknown>
  }

  export type Configuration = Record<string, unknown>

  export class Provider {
    constructor(issuer: string, configuration?: Configuration)
    readonly issuer: string
    proxy: boolean
    readonly Grant: GrantConstructor
    readonly Client: { prototype: ClientModel; find(id: string): Promise<ClientModel | undefined> }
    readonly Session: { get(ctx: unknown): Promise<{ accountId?: string }> }
    createContext(req: IncomingMessage, res: ServerResponse): unknown
    callback(): (req: IncomingMessage, res: ServerResponse) => void
    interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<Interaction>
    interactionFinished(
      req: IncomingMessage,
      res: ServerResponse,
      result: Record<string, unknown>,
      options?: { mergeWithLastSubmission?: boolean },
    ): Promise<void>
    on(event: string, listener: (...args: unknown[]) => void): this
  }

  export const errors: Record<string, new (description?: string) => Error>
  export default Provider
}
