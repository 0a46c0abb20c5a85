import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

/** What a production build depends on; a change in any of these means building again. */
const inputs = [
  'src',
  'messages',
  'public',
  'next.config.ts',
  'postcss.config.mjs',
  'tsconfig.json',
  'package-lock.json',
  // It edits the build's output (scripts/compile-hints.ts).
  'scripts/compile-hints.ts',
]
const stampFile = (root: string) => path.join(root, '.next', 'vitrine-build-stamp')

/** Every file under `file` (itself when it is one), in a stable order; a missing path is none. */
export function walkFiles(file: string, visit: (file: string, stat: fs.Stats) => void): void {
  let stat: fs.Stats
  try {
    stat = fs.statSync(file)
  } catch {
    return
  }
  if (stat.isDirectory()) {
    for (const entry of fs.readdirSync(file).sort()) walkFiles(path.join(file, entry), visit)
  } else {
    visit(file, stat)
  }
}

export function buildFingerprint(root: string): string {
  const hash = crypto.createHash('sha256')
  for (const input of inputs) {
    walkFiles(path.join(root, input), (file, stat) => hash.update(`${file}\0${stat.size}\0${stat.mtimeMs}\n`))
  }
  return hash.digest('hex')
}

export function buildIsStale(root: string): boolean {
  if (!fs.existsSync(path.join(root, '.next', 'BUILD_ID'))) return true
  try {
    return fs.readFileSync(stampFile(root), 'utf8') !== buildFingerprint(root)
  } catch {
    return true
  }
}

/**
 * Records the sources a build was made from: pass the fingerprint taken before it started, so a
 * file edited while it ran makes the next start build again.
 */
export function writeBuildStamp(root: string, fingerprint: string): void {
  fs.writeFileSync(stampFile(root), fingerprint)
}
