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
]
const stampFile = (root: string) => path.join(root, '.next', 'vitrine-build-stamp')

function walk(file: string, hash: crypto.Hash): void {
  let stat: fs.Stats
  try {
    stat = fs.statSync(file)
  } catch {
    return
  }
  if (stat.isDirectory()) {
    for (const entry of fs.readdirSync(file).sort()) walk(path.join(file, entry), hash)
  } else {
    hash.update(`${file}\0${stat.size}\0${stat.mtimeMs}\n`)
  }
}

export function buildFingerprint(root: string): string {
  const hash = crypto.createHash('sha256')
  for (const input of inputs) walk(path.join(root, input), hash)
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

export function writeBuildStamp(root: string): void {
  fs.writeFileSync(stampFile(root), buildFingerprint(root))
}
