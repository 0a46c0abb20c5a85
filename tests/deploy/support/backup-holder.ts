/**
 * Child process of the backup test, standing in for a running site: it opens the database
 * (the embedded one in VAR_DIR, as the launcher does, unless DATABASE_URL names a server),
 * migrates it, creates properties, leads, a photo and an owner document through Payload's
 * local API, prints `READY` with what it made, and keeps the database open until SIGTERM.
 */
import path from 'node:path'
import type { PostgresAdapter } from '@payloadcms/db-postgres'
import { getPayload, type Migration } from 'payload'
import PDFDocument from 'pdfkit'
import sharp from 'sharp'
import { openEmbeddedDatabase } from '../../../src/platform/db/embedded'
import { migrations } from '../../../migrations'
import { createListing } from '../../support/listing'
import { asJson, NOT_STARTED, snapshot } from './backup'

// A failure must end the process (an open database would keep it waiting).
process.on('unhandledRejection', (error) => {
  console.error(error)
  process.exit(1)
})

const label = process.env.BACKUP_LABEL ?? 'test'
const step = (message: string) => console.error(`[holder ${label}] ${message}`)
const embedded = !process.env.DATABASE_URL
const db = embedded ? await openEmbeddedDatabase(path.join(process.env.VAR_DIR!, 'pgdata')) : undefined
if (db) {
  process.env.DATABASE_URL = db.url
  process.env.DB_EMBEDDED = '1'
}
step('database open')
// A start that hangs (see scripts/typescript-node.ts) fails the test at once instead of at
// its time limit.
const watchdog = setTimeout(() => {
  step('Payload did not start')
  process.exit(NOT_STARTED)
}, 60_000)
const { default: config } = await import('../../../src/payload/payload.config')
step('config loaded')
const payload = await getPayload({ config })
clearTimeout(watchdog)
step('Payload started')
await payload.db.migrate({ migrations: migrations as unknown as Migration[] })
step('migrated')

const properties = []
for (const title of [`Villa ${label} Brugge`, `Appartement ${label} Gent`, `Hoeve ${label} Tielt`]) {
  properties.push(await createListing(payload, title))
}
step('properties created')
const leads = []
for (const [i, property] of properties.entries()) {
  leads.push(
    await payload.create({
      collection: 'leads',
      data: {
        type: 'contact-me',
        locale: 'nl',
        name: `Lead ${label} ${i + 1}`,
        email: `lead-${i + 1}-${label}@example.be`,
        property: property.id,
        fields: { message: `Interesse in ${property.title}` },
      } as never,
    }),
  )
}
step('leads created')
const photo = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#3b6e8f' } })
  .jpeg({ quality: 80 })
  .toBuffer()
const media = await payload.create({
  collection: 'media',
  data: { alt: `Gevel ${label}` },
  file: { data: photo, mimetype: 'image/jpeg', name: `gevel-${label}.jpg`, size: photo.length },
})
const pdf = await new Promise<Buffer>((resolve) => {
  const doc = new PDFDocument()
  const chunks: Buffer[] = []
  doc.on('data', (chunk: Buffer) => chunks.push(chunk))
  doc.on('end', () => resolve(Buffer.concat(chunks)))
  doc.text(`Mandate of ${label}`)
  doc.end()
})
const document = await payload.create({
  collection: 'property-documents',
  data: { title: `Mandaat ${label}`, property: properties[0].id, forOwners: true } as never,
  file: { data: pdf, mimetype: 'application/pdf', name: `mandaat-${label}.pdf`, size: pdf.length },
})

step('files uploaded')
const pool = (payload.db as unknown as PostgresAdapter).pool
const made = await snapshot(
  async (sql) => (await pool.query<{ rows: Record<string, unknown>[] }>(asJson(sql))).rows[0].rows,
)
console.log(
  `READY ${JSON.stringify({
    snapshot: made,
    photo: { filename: media.filename, base64: photo.toString('base64') },
    document: { filename: document.filename, base64: pdf.toString('base64') },
  })}`,
)

async function stop() {
  await payload.destroy().catch(() => {})
  await db?.close()
  process.exit(0)
}
process.on('SIGTERM', () => void stop())
if (!embedded) await stop()
