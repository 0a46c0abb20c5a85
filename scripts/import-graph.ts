/**
 * The house drawn by the import graph (DESIGN "Layout"): which part of `src/` imports which.
 * `npm run graph` prints it as a Mermaid flowchart; the unit test holds the rules:
 * - the lower floors (`i18n`, `domain`, `lib`) import nothing from `features` or `payload`;
 * - no feature imports back from the page dispatcher (`site/render.tsx`), which
 *   imports the features.
 */
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import ts from 'typescript'

export interface Edge {
  from: string
  to: string
  /** Files (relative to src) and the import that makes the arrow. */
  via: string[]
}

const lowerFloors = new Set(['i18n', 'domain', 'lib'])
const upperFloors = ['features', 'payload']
const dispatcher = 'site/render'

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(full)
    return /\.(ts|tsx|mts|mjs)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : []
  })
}

/** `src/features/listings/queries.ts` → `features/listings`; `src/platform/env.ts` → `lib`. */
export function roomOf(file: string): string {
  const parts = file.split('/')
  if (parts[0] === 'features' && parts.length > 2) return `features/${parts[1]}`
  if (parts[0] === 'app' || parts.length === 1) return parts[0].replace(/\.(ts|tsx|mjs)$/, '')
  return parts[0]
}

/** The file (relative to src, without extension) an import specifier points at, or null outside src. */
function target(specifier: string, fromFile: string, src: string): string | null {
  let resolved: string
  if (specifier === '@payload-config') resolved = path.join(src, 'payload/payload.config')
  else if (specifier.startsWith('@/')) resolved = path.join(src, specifier.slice(2))
  else if (specifier.startsWith('.')) resolved = path.resolve(path.dirname(fromFile), specifier)
  else return null
  const relative = path.relative(src, resolved)
  if (relative.startsWith('..')) return null
  return relative
    .split(path.sep)
    .join('/')
    .replace(/\.(ts|tsx|mjs|js)$/, '')
}

/** Room-to-room arrows of every import (and `export … from`) in `src`. */
export function importGraph(src: string): Edge[] {
  const edges = new Map<string, Edge>()
  for (const file of sourceFiles(src)) {
    const from = path.relative(src, file).split(path.sep).join('/')
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true)
    for (const { fileName } of importedFiles) {
      const to = target(fileName, file, src)
      if (!to) continue
      const fromRoom = roomOf(from)
      const toRoom = to === dispatcher ? dispatcher : roomOf(to)
      if (fromRoom === toRoom) continue
      const key = `${fromRoom}→${toRoom}`
      const edge = edges.get(key) ?? { from: fromRoom, to: toRoom, via: [] }
      edge.via.push(`${from}: ${fileName}`)
      edges.set(key, edge)
    }
  }
  return [...edges.values()].sort((a, b) => a.from.localeCompare(b.from) || a.to.localeCompare(b.to))
}

const floorOf = (room: string) => room.split('/')[0]

/** Arrows that break the house's rules, each with the reason. */
export function violations(edges: Edge[]): string[] {
  const found: string[] = []
  for (const edge of edges) {
    if (lowerFloors.has(floorOf(edge.from)) && upperFloors.includes(floorOf(edge.to)))
      found.push(`${edge.from} imports ${edge.to} (${edge.via.join('; ')})`)
    if (edge.to === dispatcher && floorOf(edge.from) === 'features' && edge.from !== 'features/pages')
      found.push(`${edge.from} imports the page dispatcher (${edge.via.join('; ')})`)
  }
  return found
}

/** A Mermaid flowchart of the rooms, features grouped. */
export function mermaid(edges: Edge[]): string {
  const id = (room: string) => room.replace(/[^a-z0-9]/gi, '_')
  const rooms = [...new Set(edges.flatMap((e) => [e.from, e.to]))].sort()
  const lines = ['flowchart TD']
  lines.push('  subgraph features')
  for (const room of rooms.filter((r) => r.startsWith('features/'))) lines.push(`    ${id(room)}["${room}"]`)
  lines.push('  end')
  for (const room of rooms.filter((r) => !r.startsWith('features/'))) lines.push(`  ${id(room)}["${room}"]`)
  for (const edge of edges) lines.push(`  ${id(edge.from)} --> ${id(edge.to)}`)
  return lines.join('\n')
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const edges = importGraph(path.resolve(import.meta.dirname, '../src'))
  console.log(mermaid(edges))
  const broken = violations(edges)
  if (broken.length) {
    console.error(`\nArrows against the house's rules:\n${broken.join('\n')}`)
    process.exit(1)
  }
}
