/**
 * Every message key must exist, non-empty, in all four languages; ICU placeholders must match.
 * Part of `npm test`: a key missing in one language fails the run and is named.
 */
import fs from 'node:fs'
import path from 'node:path'
import { locales } from '../src/i18n/locales'

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

export function checkMessages(dir: string): string[] {
  const problems: string[] = []
  const byLocale = new Map(
    locales.map((l) => [l, flatten(JSON.parse(fs.readFileSync(path.join(dir, `${l}.json`), 'utf8')) as Tree)]),
  )
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
