import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { importGraph, violations } from './import-graph'

const src = path.resolve(import.meta.dirname, '../src')

describe('the import graph of src', () => {
  it('has no arrow from i18n, domain or lib up into features or payload, and none back into the page dispatcher', () => {
    expect(violations(importGraph(src))).toEqual([])
  })

  it('is drawn from real imports: features import the domain, the dispatcher imports features', () => {
    const edges = importGraph(src).map((e) => `${e.from} -> ${e.to}`)
    expect(edges).toContain('features/listings -> domain')
    expect(edges).toContain('features/pages -> features/property')
  })
})

describe('the rules', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'graph-'))
  afterAll(() => rmSync(root, { recursive: true, force: true }))
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true })
    writeFileSync(path.join(root, file), text)
  }

  it('name a lower floor reaching up, through the alias, a relative path or the Payload config', () => {
    write('lib/a.ts', "import { x } from '@/features/listings/queries'\n")
    write('domain/b.ts', "export { y } from '../payload/hooks/z'\n")
    write('i18n/c.ts', "import config from '@payload-config'\n")
    write('features/listings/queries.ts', 'export const x = 1\n')
    write('features/property/d.tsx', "import { renderPage } from '@/site/render'\n")
    write('site/render.tsx', "import '@/features/property/d'\n")
    expect(violations(importGraph(root))).toEqual([
      'domain imports payload (domain/b.ts: ../payload/hooks/z)',
      'features/property imports the page dispatcher (features/property/d.tsx: @/features/pages/render)',
      'i18n imports payload (i18n/c.ts: @payload-config)',
      'lib imports features/listings (lib/a.ts: @/features/listings/queries)',
    ])
  })
})
