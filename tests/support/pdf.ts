import PDFDocument from 'pdfkit'

/** A small, valid PDF with one line of text (Payload checks an uploaded PDF's structure). */
export function pdfWith(text: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4' })
    const chunks: Buffer[] = []
    doc.on('data', (chunk: Buffer) => chunks.push(chunk))
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
    doc.text(text)
    doc.end()
  })
}
