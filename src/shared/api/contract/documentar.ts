import { z } from 'zod/mini'

type MetaDoDocumento = Parameters<typeof z.globalRegistry.add>[1]

/**
 * Names or describes a schema in the OpenAPI document (`npm run api-doc`: zod-openapi reads zod's global registry).
 * Declared free of side effects, so the app's bundle drops the call and, with it, every schema only the document uses;
 * the document's generator and the mock run the modules unbundled and register everything.
 */
/* @__NO_SIDE_EFFECTS__ */
export function documentar<T extends z.core.$ZodType>(schema: T, meta: MetaDoDocumento): T {
  z.globalRegistry.add(schema, meta)
  return schema
}
