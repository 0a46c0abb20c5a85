/**
 * `npm run migration:create -- name`: write a migration for the schema changes since the last
 * one, against a throwaway in-memory embedded database.
 */
import { spawnSync } from 'node:child_process'
import path from 'node:path'
import { openEmbeddedDatabase } from '../src/lib/db/embedded'

const root = path.resolve(import.meta.dirname, '..')
const name = process.argv[2] ?? 'change'
const db = await openEmbeddedDatabase('memory://')
const env = {
  ...process.env,
  DATABASE_URL: db.url,
  DB_EMBEDDED: '1',
  PAYLOAD_CONFIG_PATH: 'src/payload/payload.config.ts',
}
const run = (args: string[]) =>
  spawnSync(process.execPath, [path.join(root, 'node_modules/payload/bin.js'), ...args], {
    cwd: root,
    env,
    stdio: 'inherit',
  })
// Apply what exists, so the new migration holds only the difference.
let result = run(['migrate'])
if (result.status === 0) result = run(['migrate:create', name])
await db.close()
process.exit(result.status ?? 1)
