import { Blob as BlobDoNode, File as FileDoNode } from 'node:buffer'
import { afterEach, beforeEach, vi } from 'vitest'

/**
 * Uploads under jsdom: Node's fetch sends only its own FormData and files (jsdom's arrive as the text 'undefined').
 * For each test of the file, `FormData`, `Blob` and `File` are Node's, so the app's multipart requests reach the mock backend
 * as the browser sends them.
 */
export function usarFormDataDoNode(): void {
  beforeEach(async () => {
    // Node's FormData is not exported by any module: a Response (jsdom has none: it is Node's) makes one.
    const FormDataDoNode = (await new Response(new URLSearchParams()).formData()).constructor
    vi.stubGlobal('FormData', FormDataDoNode)
    vi.stubGlobal('Blob', BlobDoNode)
    vi.stubGlobal('File', FileDoNode)
  })
  afterEach(() => {
    vi.unstubAllGlobals()
  })
}
