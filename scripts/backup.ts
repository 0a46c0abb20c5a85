/**
 * `npm run backup [-- --out FILE.tar|FOLDER]`: the database and the uploaded files in one archive
 * (VAR_DIR/backups/vitrine-<UTC time>.tar by default), while the site runs or not.
 * Exit codes: 0 done, 1 failed, 2 wrong use, 3 refused (see the README).
 */
import { parseArgs } from 'node:util'
import { backup, EXIT, placesFromEnv } from '../src/platform/backup/backup'
import { exitOnError } from './backup-exit'

const say = (m: string) => console.log(`[vitrine] ${m}`)

try {
  const { values } = parseArgs({ options: { out: { type: 'string' } }, strict: true })
  const places = placesFromEnv()
  const result = await backup(places, { out: values.out, log: say })
  const files = result.manifest.folders.map((f) => `${f.files} ${f.name}`).join(', ')
  say(`Backup written: ${result.file} (${(result.bytes / 1024 / 1024).toFixed(1)} MB; database and ${files} files).`)
  if (places.s3Bucket) {
    say(
      `The media are in the S3 bucket ${places.s3Bucket} and are not in this archive: back them up with the storage's own means (versioning, replication).`,
    )
  }
  process.exit(EXIT.ok)
} catch (error) {
  exitOnError(error, { usage: 'Usage: npm run backup [-- --out FILE.tar|FOLDER]', action: 'backup' })
}
