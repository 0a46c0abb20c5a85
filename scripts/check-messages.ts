/**
 * Every message key must exist, non-empty, in all four languages; ICU placeholders must match.
 * Part of `npm test`: a key missing in one language fails the run and is named.
 */
import fs from 'node:fs'
import path from 'node:path'
import { locales } from '../src/i18n/locales'
import { featureNamespaces } from '../src/i18n/messages'

type Tree = { [key: string]: string | Tree }

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>()
  for (const [key, value] of Object.entries(tree)) {
    const name = prefix ? `${prefix}.${key}` : key
    if (typeof value === 'string') out.set(name, value)
    else for (const [k, v] of flatten(value, name)) out.set(k, v)
  }
  return out
}

const placeholders = (text: string) =>
  [...new Set([...text.matchAll(/\{\s*([a-zA-Z0-9_]+)/g)].map((m) => m[1]))].sort().join(',')

const read = (file: string) => JSON.parse(fs.readFileSync(file, 'utf8')) as Tree

/** All messages of a language: the shared file plus each feature folder under its namespace. */
function messagesOf(dir: string, locale: string, namespaces: string[]): Tree {
  const tree: Tree = { ...read(path.join(dir, `${locale}.json`)) }
  for (const ns of namespaces) {
    const file = path.join(dir, ns, `${locale}.json`)
    tree[ns] = fs.existsSync(file) ? read(file) : {}
  }
  return tree
}

export function checkMessages(dir: string, namespaces: readonly string[] = featureNamespaces): string[] {
  const problems: string[] = []
  const folders = fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name)
  for (const f of folders)
    if (!namespaces.includes(f)) problems.push(`messages/${f}/ is not listed in src/i18n/messages.ts (never loaded)`)
  for (const ns of namespaces) {
    for (const l of locales)
      if (!fs.existsSync(path.join(dir, ns, `${l}.json`))) problems.push(`messages/${ns}/${l}.json is missing`)
    for (const l of locales)
      if (ns in read(path.join(dir, `${l}.json`))) problems.push(`${l}.json: "${ns}" is also a feature folder`)
  }
  const byLocale = new Map(locales.map((l) => [l, flatten(messagesOf(dir, l, [...namespaces]))]))
  const allKeys = new Set([...byLocale.values()].flatMap((m) => [...m.keys()]))
  for (const key of [...allKeys].sort()) {
    const reference = byLocale.get('en')?.get(key) ?? [...byLocale.values()].find((m) => m.has(key))?.get(key) ?? ''
    for (const l of locales) {
      const value = byLocale.get(l)?.get(key)
      if (value === undefined) problems.push(`${l}.json: missing "${key}"`)
      else if (value.trim() === '') problems.push(`${l}.json: empty "${key}"`)
      else if (placeholders(value) !== placeholders(reference))
        problems.push(
          `${l}.json: "${key}" has placeholders {${placeholders(value)}}, en has {${placeholders(reference)}}`,
        )
    }
  }
  return problems
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const problems = checkMessages(path.resolve(import.meta.dirname, '../messages'))
  if (problems.length) {
    console.error(`Message files disagree (${problems.length}):\n  ${problems.join('\n  ')}`)
    process.exit(1)
  }
  console.log('messages: every key present in nl, fr, en and de')
}
