import { describe, expect, it } from 'vitest'
import { FrameError, FrameParser, MAX_FRAME_BYTES, MSG_QUADRO_GRANDE, serializeFrame } from './frames'

describe('STOMP frames', () => {
  it('parses NUL-terminated frames split across chunks and skips heart-beat newlines', () => {
    const parser = new FrameParser()
    expect(parser.push('\n\nSEND\ndestination:/topic/a\ncontent-type:application/json\n\n{"x"')).toEqual([])
    const frames = parser.push(':1}\0\nDISCONNECT\r\nreceipt:77\r\n\r\n\0')
    expect(frames).toEqual([
      { command: 'SEND', headers: { destination: '/topic/a', 'content-type': 'application/json' }, body: '{"x":1}' },
      { command: 'DISCONNECT', headers: { receipt: '77' }, body: '' },
    ])
  })

  it('honours content-length (body may contain NUL) and multi-byte text', () => {
    const body = 'ação\0fim'
    const frame = `SEND\ndestination:/q\ncontent-length:${Buffer.byteLength(body)}\n\n${body}\0`
    expect(new FrameParser().push(Buffer.from(frame))).toEqual([
      { command: 'SEND', headers: { destination: '/q', 'content-length': String(Buffer.byteLength(body)) }, body },
    ])
  })

  it('unescapes header values except in CONNECT, and the first repeated header wins', () => {
    const [send, connect] = new FrameParser().push('SEND\ndestination:/a\\cb\\nc\ndestination:/x\n\n\0CONNECT\nlogin:a\\cb\n\n\0')
    expect(send?.headers.destination).toBe('/a:b\nc')
    expect(connect?.headers.login).toBe('a\\cb')
  })

  it('serializes with escaped headers and a trailing NUL', () => {
    expect(serializeFrame({ command: 'MESSAGE', headers: { destination: '/a:b' }, body: 'oi' })).toBe('MESSAGE\ndestination:/a\\cb\n\noi\0')
    expect(serializeFrame({ command: 'CONNECTED', headers: { version: '1.2' }, body: '' })).toBe('CONNECTED\nversion:1.2\n\n\0')
  })

  it('refuses a frame over 64 KB, sent in pieces without its NUL or announced by content-length', () => {
    const parser = new FrameParser()
    expect(parser.push('SEND\ndestination:/a\n\n')).toEqual([])
    expect(() => {
      for (let i = 0; i < 100; i += 1) parser.push('a'.repeat(1024))
    }).toThrow(MSG_QUADRO_GRANDE)
    expect(() => new FrameParser().push(`SEND\ncontent-length:${MAX_FRAME_BYTES + 1}\n\n`)).toThrow(MSG_QUADRO_GRANDE)
    const grande = 'b'.repeat(MAX_FRAME_BYTES - 100)
    expect(new FrameParser().push(`SEND\ndestination:/a\n\n${grande}\0`)[0]?.body).toBe(grande)
  })

  it('rejects malformed frames', () => {
    expect(() => new FrameParser().push('send\n\n\0')).toThrow(FrameError)
    expect(() => new FrameParser().push('SEND\nsem-dois-pontos\n\n\0')).toThrow(FrameError)
    expect(() => new FrameParser().push('SEND\0')).toThrow(FrameError)
  })
})
