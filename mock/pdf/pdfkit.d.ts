/** The part of pdfkit 0.17 the mock's PDF writer uses (the package ships no types). */
declare module 'pdfkit' {
  interface TextOptions {
    width?: number
    height?: number
    align?: 'left' | 'center' | 'right' | 'justify'
    lineBreak?: boolean
    ellipsis?: boolean | string
    continued?: boolean
    lineGap?: number
  }

  interface DocumentOptions {
    size?: string | [number, number]
    layout?: 'portrait' | 'landscape'
    margin?: number
    compress?: boolean
    bufferPages?: boolean
    autoFirstPage?: boolean
    info?: { Title?: string; Author?: string; Subject?: string; Keywords?: string; Creator?: string; Producer?: string }
  }

  interface Page {
    width: number
    height: number
    margins: { top: number; bottom: number; left: number; right: number }
  }

  class PDFDocument {
    constructor(options?: DocumentOptions)
    page: Page
    y: number
    on(event: 'data', listener: (chunk: Buffer) => void): this
    on(event: 'end', listener: () => void): this
    on(event: 'error', listener: (error: Error) => void): this
    addPage(options?: DocumentOptions): this
    font(name: string): this
    fontSize(size: number): this
    fillColor(color: string): this
    strokeColor(color: string): this
    lineWidth(width: number): this
    text(text: string, options?: TextOptions): this
    text(text: string, x?: number, y?: number, options?: TextOptions): this
    heightOfString(text: string, options?: TextOptions): number
    widthOfString(text: string, options?: TextOptions): number
    moveTo(x: number, y: number): this
    lineTo(x: number, y: number): this
    rect(x: number, y: number, w: number, h: number): this
    fill(color?: string): this
    stroke(color?: string): this
    bufferedPageRange(): { start: number; count: number }
    switchToPage(index: number): this
    end(): void
  }

  export default PDFDocument
}
