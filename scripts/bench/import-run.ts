/**
 * The listings import at scale, in a process of its own (scripts/bench/measure-import.ts starts
 * it): a fresh embedded database, a CRM served on loopback (tests/support/fake-crm.ts) with
 * BENCH_IMPORT_RECORDS listings of five photos each, a first import and the same feed again.
 * Prints one JSON line with the timings and what each run wrote.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { FakeCrm } from '../../tests/support/fake-crm'

const records = Number(process.env.BENCH_IMPORT_RECORDS ?? 1000)
const PHOTOS = 5
const varDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-bench-import-'))
process.env.VAR_DIR = varDir
const { openEmbeddedDatabase } = await import('../../src/platform/db/embedded')
const db = await openEmbeddedDatabase('memory://')
process.env.DATABASE_URL = db.url
process.env.DB_EMBEDDED = '1'
const { default: config } = await import('../../src/payload/payload.config')
const { getPayload } = await import('payload')
const { migrations } = await import('../../migrations')
const { runImport, readFeedSource } = await import('../../src/features/listings-feed/run')
const payload = await getPayload({ config })
await payload.db.migrate({ migrations: migrations as never })

const crm = new FakeCrm()
await crm.start()
const cities = [
  ['9000', 'Gent'],
  ['2000', 'Antwerpen'],
  ['1000', 'Brussel'],
  ['4000', 'Liège'],
  ['5000', 'Namur'],
  ['8000', 'Brugge'],
] as const
crm.feed = {
  Complete: true,
  Properties: Array.from({ length: records }, (_, i) => {
    const [zip, city] = cities[i % cities.length]!
    return {
      ID: `B-${i + 1}`,
      WebID: i % 5 === 4 ? 4 : 1,
      MainTypeName: i % 5 === 4 ? 'Bouwgrond' : i % 2 ? 'Appartement' : 'Huis',
      Goal: i % 3 === 2 ? 1 : 0,
      Price: i % 3 === 2 ? 800 + (i % 40) * 25 : 180_000 + (i % 97) * 5_000,
      Zip: zip,
      City: city,
      Street: 'Benchstraat',
      HouseNumber: String(i + 1),
      Title: { nl: `Woning ${i + 1}`, fr: `Maison ${i + 1}`, en: `House ${i + 1}`, de: `Haus ${i + 1}` },
      Description: {
        nl: 'Een lichte woning dicht bij het centrum, met tuin en garage.',
        fr: 'Une maison lumineuse près du centre, avec jardin et garage.',
        en: 'A bright house near the centre, with a garden and a garage.',
        de: 'Ein helles Haus nahe dem Zentrum, mit Garten und Garage.',
      },
      Rooms: { Bedrooms: 1 + (i % 4), Bathrooms: 1 },
      Surfaces: { Living: 60 + (i % 150) },
      EnergyPerformance: 50 + (i % 400),
      Pictures: Array.from({ length: PHOTOS }, (_, p) => ({
        Url: crm.photoUrl(`b${i + 1}-${p + 1}`),
        Name: `Photo ${p + 1}`,
      })),
    }
  }),
}

const feedUrl = crm.url('/feed.json')
const counts = async () => ({
  versions: (await payload.countVersions({ collection: 'properties' })).totalDocs,
  media: (await payload.count({ collection: 'media' })).totalDocs,
  properties: (await payload.count({ collection: 'properties' })).totalDocs,
})
const once = async () => {
  const started = performance.now()
  const result = await runImport(payload, {
    source: feedUrl,
    load: () => readFeedSource(feedUrl),
    trigger: 'command',
    completeUnlessSaid: true,
  })
  if (result.status !== 'done') throw new Error(`the import did not run: ${JSON.stringify(result)}`)
  return { seconds: (performance.now() - started) / 1000, report: result.report }
}

const first = await once()
const afterFirst = await counts()
const photoRequests = crm.photoRequests()
const again = await once()
const afterAgain = await counts()
console.log(
  JSON.stringify({
    records,
    photosPerRecord: PHOTOS,
    first: {
      seconds: first.seconds,
      created: first.report.created.length,
      skipped: first.report.skipped.length,
      photoErrors: first.report.photoErrors.length,
      properties: afterFirst.properties,
      media: afterFirst.media,
    },
    rerun: {
      seconds: again.seconds,
      unchanged: again.report.unchanged,
      written: again.report.created.length + again.report.updated.length + again.report.withdrawn.length,
      versionsWritten: afterAgain.versions - afterFirst.versions,
      mediaWritten: afterAgain.media - afterFirst.media,
      photosFetched: crm.photoRequests() - photoRequests,
    },
  }),
)
await crm.stop()
await db.close()
fs.rmSync(varDir, { recursive: true, force: true })
process.exit(0)
