/**
 * Draws the site's icon (a house in the brand colour) and writes src/app/favicon.ico: PNG
 * images of 16, 32 and 48 pixels in an ICO container, which every browser asks for at
 * /favicon.ico. Run again after changing the drawing: `npx tsx scripts/favicon.ts`.
 */
import fs from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'

const BRAND = '#1f4e5f'
const drawing = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">
  <rect width="64" height="64" rx="12" fill="${BRAND}"/>
  <path d="M32 12 L54 31 H47 V52 H37 V39 H27 V52 H17 V31 H10 Z" fill="#ffffff"/>
</svg>`

/** An ICO file holding PNG images (allowed since Windows Vista; read by every browser). */
export function icoOf(images: Array<{ size: number; png: Buffer }>): Buffer {
  const header = Buffer.alloc(6)
  header.writeUInt16LE(0, 0) // reserved
  header.writeUInt16LE(1, 2) // type: icon
  header.writeUInt16LE(images.length, 4)
  let offset = 6 + 16 * images.length
  const entries = images.map(({ size, png }) => {
    const entry = Buffer.alloc(16)
    entry.writeUInt8(size >= 256 ? 0 : size, 0) // width (0 means 256)
    entry.writeUInt8(size >= 256 ? 0 : size, 1) // height
    entry.writeUInt8(0, 2) // no palette
    entry.writeUInt8(0, 3) // reserved
    entry.writeUInt16LE(1, 4) // colour planes
    entry.writeUInt16LE(32, 6) // bits per pixel
    entry.writeUInt32LE(png.length, 8)
    entry.writeUInt32LE(offset, 12)
    offset += png.length
    return entry
  })
  return Buffer.concat([header, ...entries, ...images.map((i) => i.png)])
}

async function main() {
  const images = await Promise.all(
    [16, 32, 48].map(async (size) => ({
      size,
      png: await sharp(Buffer.from(drawing)).resize(size, size).png({ compressionLevel: 9 }).toBuffer(),
    })),
  )
  const file = path.resolve(import.meta.dirname, '../src/app/favicon.ico')
  fs.writeFileSync(file, icoOf(images))
  console.log(`Wrote ${path.relative(process.cwd(), file)}`)
}

if (process.argv[1] === import.meta.filename) await main()
