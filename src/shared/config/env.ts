/** Injected by vite.config.ts from package.json. */
export const APP_VERSION: string = __APP_VERSION__
