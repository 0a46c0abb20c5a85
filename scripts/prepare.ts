/**
 * Child process of the launcher: migrations and, on an empty database, the sample agency.
 * It runs apart from the web server so its database connections are gone before Next starts.
 */
import { getPayload } from 'payload'
import { prepareDatabase, sampleStaff } from './prepare-database'
import { sampleOwner } from '../seed/data/owners'
import config from '../src/payload/payload.config'

const fresh = process.argv.includes('--fresh')
const started = Date.now()
try {
  const payload = await getPayload({ config })
  const result = await prepareDatabase(payload, { fresh, log: (m) => console.log(`[vitrine] ${m}`) })
  if (result.seeded && result.report) {
    const r = result.report
    console.log(
      `[vitrine] Sample agency ready in ${((Date.now() - started) / 1000).toFixed(1)} s: ` +
        `${r.properties} properties, ${r.projects} projects, ${r.cities} cities, ${r.types} types, ${r.menuPages} pages.`,
    )
    console.log(`[vitrine] Back office logins (http://localhost:${process.env.PORT ?? 3000}/admin):`)
    for (const s of sampleStaff) console.log(`[vitrine]   ${s.email}  /  ${s.password}`)
    console.log(`[vitrine] Owner portal login (http://localhost:${process.env.PORT ?? 3000}/login/):`)
    console.log(`[vitrine]   ${sampleOwner.email}  /  ${sampleOwner.password}`)
  } else {
    console.log('[vitrine] Database is up to date.')
  }
  process.exit(0)
} catch (error) {
  console.error('[vitrine] Preparing the database failed:', error instanceof Error ? error.message : error)
  if (process.env.VITRINE_DEBUG) console.error(error)
  process.exit(1)
}
