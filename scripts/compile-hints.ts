/**
 * After `next build`: marks the scripts the public site runs as it loads with V8's explicit
 * compile hint (`//# allFunctionsCalledOnLoad` as their first line).
 *
 * Chrome then compiles their functions on a background thread while the file streams in, instead
 * of one by one on the main thread when hydration first calls them. Hydration is the longest
 * task a page runs (module set-up of React and the router, then the render); with the hint the
 * main thread's share of it falls by about half on this machine (Lighthouse's TBT on the form
 * page: about 130 ms before, 10–30 ms after). Browsers without the feature read a comment.
 *
 * Marked: Next's framework files (build-manifest.json rootMainFiles), every chunk a page of the
 * site may load (the client reference manifests of the routes under src/app/(site)) and the
 * chunks those load on demand (a dialog, the form). The back office's own chunks are left as
 * they are: it loads megabytes of which a visit calls little.
 */
import fs from 'node:fs'
import path from 'node:path'
import { walkFiles } from './build-stamp'

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n'

/** The chunk paths ("static/chunks/….js") named in a manifest or a chunk's source. */
export function chunksNamedIn(source: string): string[] {
  return [...new Set([...source.matchAll(/"(?:\/_next\/)?(static\/chunks\/[^"]+\.js)"/g)].map((m) => m[1]))]
}

/** The site's files to mark, relative to .next/ ("static/chunks/….js"). */
export function siteScripts(nextDir: string): string[] {
  const found = new Set<string>()
  const build = JSON.parse(fs.readFileSync(path.join(nextDir, 'build-manifest.json'), 'utf8')) as {
    rootMainFiles?: string[]
  }
  for (const file of build.rootMainFiles ?? []) found.add(file)
  const queue: string[] = []
  walkFiles(path.join(nextDir, 'server/app/(site)'), (file) => {
    if (file.endsWith('_client-reference-manifest.js')) queue.push(...chunksNamedIn(fs.readFileSync(file, 'utf8')))
  })
  // A chunk loads others on demand by naming them (React.lazy, import()).
  for (let chunk = queue.pop(); chunk !== undefined; chunk = queue.pop()) {
    if (found.has(chunk)) continue
    found.add(chunk)
    const file = path.join(nextDir, chunk)
    if (fs.existsSync(file)) queue.push(...chunksNamedIn(fs.readFileSync(file, 'utf8')))
  }
  return [...found].sort()
}

/** Adds the hint to each of the site's scripts that lacks it; returns how many it marked. */
export function addCompileHints(root: string): number {
  const nextDir = path.join(root, '.next')
  let marked = 0
  for (const file of siteScripts(nextDir)) {
    const full = path.join(nextDir, file)
    if (!fs.existsSync(full)) continue
    const text = fs.readFileSync(full, 'utf8')
    if (text.startsWith(COMPILE_HINT)) continue
    fs.writeFileSync(full, COMPILE_HINT + text)
    marked++
  }
  return marked
}
