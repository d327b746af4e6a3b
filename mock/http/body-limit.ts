import type { NextFunction, Request, RequestHandler, Response } from 'express'
import { springErrorBody } from './spring'

const MB = 1024 * 1024
/** Room for the multipart envelope (boundaries, part headers) around a file that may itself reach the limit. */
const ENVELOPE_BYTES = 64 * 1024

/** Any API call takes at most 10 MB; the AFD upload a file of up to 20 MB (the handler's own limit). */
export const GENERAL_LIMIT_MB = 10
export const AFD_LIMIT_MB = 20

export function limitFor(path: string): number {
  return path === '/api/afd/upload' ? AFD_LIMIT_MB : GENERAL_LIMIT_MB
}

export function bodyLimitMessage(megabytes: number): string {
  return `O arquivo ou os dados enviados excedem o limite de ${megabytes} MB.`
}

function isApi(req: Request): boolean {
  return req.path === '/api' || req.path.startsWith('/api/')
}

/** 413 as Spring Boot answers it; the connection closes, so the rest of the body is not waited for. */
function tooLarge(req: Request, res: Response, megabytes: number): void {
  const path = req.originalUrl.split('?')[0] ?? req.path
  res.status(413).set('Connection', 'close').json(springErrorBody(413, bodyLimitMessage(megabytes), path))
}

/**
 * Holds a body as the HTTP parser hands it over, counting its bytes (a chunked one has no length): over `max` the
 * rest is dropped and `onTooLarge` runs; once it ends within `max` the body goes back into the request, untouched
 * and unread, and `onComplete` runs. Nothing reads the request meanwhile, so msw later reads it as it came.
 */
function holdBody(req: Request, max: number, onComplete: () => void, onTooLarge: () => void): void {
  const push = req.push.bind(req)
  const held: unknown[] = []
  let size = req.readableLength
  let dropping = false
  req.push = (chunk: unknown, encoding?: BufferEncoding): boolean => {
    if (dropping) return true
    if (chunk === null) {
      req.push = push
      for (const part of held) push(part, encoding)
      push(null)
      process.nextTick(onComplete)
      return true
    }
    size += (chunk as Buffer).length
    if (size > max) {
      dropping = true
      held.length = 0
      onTooLarge()
      return true
    }
    held.push(chunk)
    return true
  }
}

/**
 * Refuses an API request whose body passes its limit (`limitOf(path)`, in MB) with 413: at once by Content-Length,
 * or, for a chunked body, as soon as the bytes received pass it. A body within it is received whole before any
 * handler runs, as Tomcat swallows what a 401/403/405 answered first did not read: answered while the client (or the
 * proxy in front) was still sending, the connection stalled or was reset under it (the preview proxy's 502).
 */
export function bodyLimit(limitOf: (path: string) => number = limitFor): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    if (!isApi(req)) return next()
    const megabytes = limitOf(req.path)
    const max = megabytes * MB + ENVELOPE_BYTES
    const length = req.get('content-length')
    if (length !== undefined && Number(length) > max) return tooLarge(req, res, megabytes)
    if (length === undefined && req.get('transfer-encoding') === undefined) return next()
    if (req.complete) return req.readableLength > max ? tooLarge(req, res, megabytes) : next()
    holdBody(req, max, next, () => tooLarge(req, res, megabytes))
  }
}
