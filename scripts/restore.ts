/**
 * `npm run restore -- FILE.tar [--force]`: a backup back into this installation (a server
 * backup into the empty database of DATABASE_URL, an embedded one into VAR_DIR with the site
 * stopped), with its uploaded files. --force replaces a database or folders that hold data.
 * Exit codes: 0 done, 1 failed, 2 wrong use, 3 refused (see the README).
 */
import { parseArgs } from 'node:util'
import { EXIT, placesFromEnv, restore } from '../src/platform/backup/backup'
import { exitOnError } from './backup-exit'

const say = (m: string) => console.log(`[vitrine] ${m}`)
const usage = 'Usage: npm run restore -- FILE.tar [--force]'

try {
  const { values, positionals } = parseArgs({
    options: { force: { type: 'boolean', default: false } },
    allowPositionals: true,
    strict: true,
  })
  if (positionals.length !== 1) {
    console.error(`[vitrine] Name one backup file. ${usage}`)
    process.exit(EXIT.usage)
  }
  const manifest = await restore(placesFromEnv(), positionals[0], { force: values.force, log: say })
  say(`Restored the backup of ${manifest.createdAt}. Start the site as usual (npm start).`)
  process.exit(EXIT.ok)
} catch (error) {
  exitOnError(error, { usage, action: 'restore' })
}
