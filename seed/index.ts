/**
 * The sample agency: everything a fresh database needs to show a complete site in four
 * languages. scripts/prepare-database.ts runs `seed` once, on a database without users and
 * properties. Data lives in seed/data (written with `Tr` values, linked by keys); this runner
 * uploads generated photos, creates the records in dependency order and swaps keys for ids.
 */
import type { Payload } from 'payload'
import { commitTransaction, createLocalReq, initTransaction, killTransaction } from 'payload'
import { sampleStaff } from './data/staff'
import { samplePageViewRows } from './page-views'
import { createContent } from './steps/content'
import { createProjects, createProperties } from './steps/listings'
import { createMenuPages } from './steps/pages'
import { createOwnerPortal, createStaff } from './steps/people'
import { uploadPictures } from './steps/pictures'
import { createReferenceData } from './steps/reference'
import { saveSettings } from './steps/settings'
import { context, Writer } from './steps/writer'

export interface SeedReport {
  properties: number
  cities: number
  types: number
  projects: number
  menuPages: number
  articles: number
  team: number
  media: number
}

export { sampleStaff }

/** Nothing to lose: no staff account and no listing yet. */
export async function isDatabaseEmpty(payload: Payload): Promise<boolean> {
  const [users, listings] = await Promise.all([
    payload.count({ collection: 'users', overrideAccess: true }),
    payload.count({ collection: 'properties', overrideAccess: true }),
  ])
  return users.totalDocs === 0 && listings.totalDocs === 0
}

// ---------------------------------------------------------------------------------------------
// The runner

export async function seed(payload: Payload, log: (message: string) => void = () => {}): Promise<SeedReport> {
  const started = Date.now()
  let lap = started
  const step = (message: string) => {
    const now = Date.now()
    log(`${message} (${((now - lap) / 1000).toFixed(1)} s)`)
    lap = now
  }

  // One transaction for the whole seed: a crash half-way leaves an empty database, which the
  // next start seeds again, instead of a half sample that isDatabaseEmpty would take as real.
  const req = await createLocalReq({ context }, payload)
  const owned = await initTransaction(req)
  try {
    const report = await run(new Writer(payload, req), step)
    if (owned) await commitTransaction(req)
    // Page views are counts in a plain table (features/page-views), written once the properties are committed.
    await samplePageViewRows(payload)
    log(`Sample agency created in ${((Date.now() - started) / 1000).toFixed(1)} s.`)
    return report
  } catch (error) {
    if (owned) await killTransaction(req)
    throw error
  }
}

/** The steps in dependency order: each one needs the ids the ones before it created. */
async function run(w: Writer, step: (message: string) => void): Promise<SeedReport> {
  const { photos, media, count: mediaCount } = await uploadPictures(w)
  step(`Drew and uploaded ${mediaCount} pictures`)

  const { cityIds, typeIds } = await createReferenceData(w)
  step(`Created ${cityIds.size} cities and ${typeIds.size} property types`)

  const { categoryIds, teamCount, articleIds, testimonialCount } = await createContent(w, { media, photos })
  step(
    `Created ${categoryIds.size} categories, ${teamCount} team members, ${articleIds.size} articles and ${testimonialCount} visitor testimonials`,
  )

  const projectIds = await createProjects(w, { cityIds, typeIds, photos })
  step(`Created ${projectIds.size} projects`)

  const now = Date.now()
  const { propertyIds, count: propertyCount } = await createProperties(w, { cityIds, typeIds, projectIds, photos }, now)
  step(`Created ${propertyCount} properties`)

  const pageIds = await createMenuPages(w, { categoryIds, articleIds })
  step(`Created ${pageIds.size} menu pages`)

  await saveSettings(w, media)
  step('Saved site settings, top bar and footer')

  const staffCount = await createStaff(w)
  step(`Created ${staffCount} staff accounts`)

  await createOwnerPortal(w, propertyIds, now)
  step('Created the sample owner, with visits, enquiries, online media and a document')

  return {
    properties: propertyCount,
    cities: cityIds.size,
    types: typeIds.size,
    projects: projectIds.size,
    menuPages: pageIds.size,
    articles: articleIds.size,
    team: teamCount,
    media: mediaCount,
  }
}
