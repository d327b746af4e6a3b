export interface StompFrame {
  command: string
  headers: Record<string, string>
  body: string
}

const NUL = 0
const LF = 0x0a
const CR = 0x0d
const UNESCAPED_COMMANDS = new Set(['CONNECT', 'CONNECTED'])

function unescapeHeader(value: string): string {
  return value.replace(/\\([rnc\\])/g, (_m, c: string) => ({ r: '\r', n: '\n', c: ':', '\\': '\\' })[c] ?? c)
}

function escapeHeader(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/\r/g, '\\r').replace(/\n/g, '\\n').replace(/:/g, '\\c')
}

export function serializeFrame({ command, headers, body }: StompFrame): string {
  const escape = UNESCAPED_COMMANDS.has(command) ? (v: string) => v : escapeHeader
  const lines = Object.entries(headers).map(([name, value]) => `${escape(name)}:${escape(value)}`)
  return `${command}\n${lines.join('\n')}${lines.length ? '\n' : ''}\n${body}\0`
}

export class FrameError extends Error {}

/**
 * The largest frame (and WebSocket message) taken, Spring's default `messageSizeLimit`: without it a client, even
 * before CONNECT, could send megabytes without the closing NUL, all kept and scanned again on each chunk.
 */
export const MAX_FRAME_BYTES = 64 * 1024
export const MSG_QUADRO_GRANDE = 'Quadro STOMP maior que 64 KB'

/** Incremental STOMP 1.2 parser: feed it chunks, get complete frames; heart-beat EOLs are skipped. */
export class FrameParser {
  private buffer = Buffer.alloc(0)

  push(chunk: Buffer | string): StompFrame[] {
    this.buffer = Buffer.concat([this.buffer, typeof chunk === 'string' ? Buffer.from(chunk, 'utf8') : chunk])
    const frames: StompFrame[] = []
    for (;;) {
      this.skipEols()
      const frame = this.next()
      if (!frame) {
        if (this.buffer.length > MAX_FRAME_BYTES) throw new FrameError(MSG_QUADRO_GRANDE)
        return frames
      }
      frames.push(frame)
    }
  }

  private skipEols(): void {
    let start = 0
    while (start < this.buffer.length && (this.buffer[start] === LF || this.buffer[start] === CR)) start += 1
    if (start) this.buffer = this.buffer.subarray(start)
  }

  private next(): StompFrame | undefined {
    const headerEnd = this.findHeaderEnd()
    if (!headerEnd) return undefined
    const lines = this.buffer
      .subarray(0, headerEnd.at)
      .toString('utf8')
      .split('\n')
      .map((line) => (line.endsWith('\r') ? line.slice(0, -1) : line))
    const command = lines.shift() ?? ''
    if (!/^[A-Z]+$/.test(command)) throw new FrameError(`comando STOMP inválido: ${command.slice(0, 40)}`)
    const decode = UNESCAPED_COMMANDS.has(command) ? (v: string) => v : unescapeHeader
    const headers: Record<string, string> = {}
    for (const line of lines) {
      const colon = line.indexOf(':')
      if (colon <= 0) throw new FrameError(`cabeçalho STOMP inválido: ${line.slice(0, 40)}`)
      const name = decode(line.slice(0, colon))
      // The first occurrence of a repeated header wins (STOMP 1.2).
      if (!(name in headers)) headers[name] = decode(line.slice(colon + 1))
    }
    const bodyStart = headerEnd.at + headerEnd.length
    const length = headers['content-length']
    let bodyEnd: number
    if (length !== undefined) {
      const size = Number(length)
      if (!Number.isInteger(size) || size < 0) throw new FrameError('content-length inválido')
      if (size > MAX_FRAME_BYTES) throw new FrameError(MSG_QUADRO_GRANDE)
      bodyEnd = bodyStart + size
      if (this.buffer.length <= bodyEnd) return undefined
      if (this.buffer[bodyEnd] !== NUL) throw new FrameError('quadro sem terminador NUL')
    } else {
      bodyEnd = this.buffer.indexOf(NUL, bodyStart)
      if (bodyEnd < 0) return undefined
    }
    const body = this.buffer.subarray(bodyStart, bodyEnd).toString('utf8')
    this.buffer = this.buffer.subarray(bodyEnd + 1)
    return { command, headers, body }
  }

  private findHeaderEnd(): { at: number; length: number } | undefined {
    for (let i = 0; i < this.buffer.length; i += 1) {
      if (this.buffer[i] === NUL) throw new FrameError('quadro sem linha em branco após os cabeçalhos')
      if (this.buffer[i] !== LF) continue
      if (this.buffer[i + 1] === LF) return { at: i, length: 2 }
      if (this.buffer[i + 1] === CR && this.buffer[i + 2] === LF) return { at: i, length: 3 }
    }
    return undefined
  }
}
