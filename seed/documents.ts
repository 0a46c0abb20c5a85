import PDFDocument from 'pdfkit'

/** A one-page PDF for the sample's owner documents (drawn here: no file is shipped). */
export function documentPdf(title: string, lines: string[]): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4', margin: 56, info: { Title: title } })
    const chunks: Buffer[] = []
    doc.on('data', (chunk: Buffer) => chunks.push(chunk))
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
    doc.fontSize(20).text(title).moveDown()
    doc.fontSize(12)
    for (const line of lines) doc.text(line).moveDown(0.5)
    doc.end()
  })
}
