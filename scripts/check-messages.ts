/**
 * What tsc cannot see in the message files (src/i18n/message-types.ts checks that every language
 * has the same keys, that each listed feature folder exists and is typed): a feature folder not
 * listed in src/i18n/messages.ts (never loaded), an empty text, and ICU placeholders that differ
 * from the English text's. Part of `npm test`; each problem is named.
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

const read = (file: string): Tree => (fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Tree) : {})

/** All messages of a language: the shared file plus each feature folder under its namespace. */
function messagesOf(dir: string, locale: string, namespaces: readonly string[]): Map<string, string> {
  const tree: Tree = { ...read(path.join(dir, `${locale}.json`)) }
  for (const ns of namespaces) tree[ns] = read(path.join(dir, ns, `${locale}.json`))
  return flatten(tree)
}

export function checkMessages(dir: string, namespaces: readonly string[] = featureNamespaces): string[] {
  const problems: string[] = []
  for (const d of fs.readdirSync(dir, { withFileTypes: true }))
    if (d.isDirectory() && !namespaces.includes(d.name))
      problems.push(`messages/${d.name}/ is not listed in src/i18n/messages.ts (never loaded)`)
  const english = messagesOf(dir, 'en', namespaces)
  for (const l of locales) {
    for (const [key, value] of messagesOf(dir, l, namespaces)) {
      const reference = english.get(key)
      if (value.trim() === '') problems.push(`${l}.json: empty "${key}"`)
      else if (reference !== undefined && placeholders(value) !== placeholders(reference))
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
  console.log('messages: no empty text, placeholders as in English, every feature folder listed')
}
