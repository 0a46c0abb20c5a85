/**
 * How `npm run backup` and `npm run restore` end on an error: a refusal or a wrong setting with
 * its own message and exit code, wrong arguments with the usage, anything else as a failure.
 */
import { BackupError, EXIT } from '../src/platform/backup/backup'
import { EnvError } from '../src/platform/env'

export function exitOnError(error: unknown, { usage, action }: { usage: string; action: string }): never {
  if (error instanceof BackupError || error instanceof EnvError) {
    console.error(`[vitrine] ${error.message}`)
    process.exit(error instanceof BackupError ? error.exitCode : EXIT.usage)
  }
  if (error instanceof TypeError && 'code' in error && String(error.code).startsWith('ERR_PARSE_ARGS')) {
    console.error(`[vitrine] ${error.message}. ${usage}`)
    process.exit(EXIT.usage)
  }
  console.error(`[vitrine] The ${action} failed:`, error instanceof Error ? error.message : error)
  process.exit(EXIT.failed)
}
