/// <reference types="vite/client" />

declare const __APP_VERSION__: string

interface ImportMetaEnv {
  /** Origin of a real backend's API; empty means the same origin (reverse proxy or the mock). */
  readonly VITE_API_URL?: string
  /** Organisation shown in the footer, per deployment. */
  readonly VITE_ORGANIZACAO?: string
}
