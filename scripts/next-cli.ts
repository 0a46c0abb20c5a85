import { createRequire } from 'node:module'
import path from 'node:path'

/**
 * The file of the `next` command (`next build`, the bare bench app's `next start`) as the
 * package itself names it (package.json `bin`), for the `next` that `dir` resolves: run with
 * `process.execPath` so the launcher's Node options apply.
 */
export function nextCli(dir: string): string {
  const manifest = createRequire(path.join(dir, 'package.json')).resolve('next/package.json')
  const { bin } = createRequire(import.meta.url)(manifest) as { bin: string | Record<string, string> }
  return path.join(path.dirname(manifest), typeof bin === 'string' ? bin : bin.next!)
}
