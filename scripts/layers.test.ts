import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'

/**
 * The layer rules of .dependency-cruiser.cjs (run on src/ by `npm test`), tried on small trees:
 * each tree breaks one rule, and the check must name it.
 */
const root = path.resolve(import.meta.dirname, '..')
const depcruise = path.join(root, 'node_modules', '.bin', 'depcruise')
let dir: string

function tree(files: Record<string, string>) {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-layers-'))
  fs.writeFileSync(
    path.join(dir, 'tsconfig.json'),
    JSON.stringify({ compilerOptions: { baseUrl: '.', paths: { '@/*': ['./src/*'] } } }),
  )
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
    fs.writeFileSync(path.join(dir, file), text)
  }
}

function violations(): string[] {
  const run = spawnSync(
    depcruise,
    ['src', '--config', path.join(root, '.dependency-cruiser.cjs'), '--output-type', 'json'],
    {
      cwd: dir,
      encoding: 'utf8',
    },
  )
  const result = JSON.parse(run.stdout) as { summary: { violations: { rule: { name: string } }[] } }
  return [...new Set(result.summary.violations.map((v) => v.rule.name))].sort()
}

afterEach(() => fs.rmSync(dir, { recursive: true, force: true }))

describe('layer rules', () => {
  it('accept imports that go down or sideways without a loop', () => {
    tree({
      'src/site/render.ts': "import { card } from '@/features/listings/card'\nexport const page = card\n",
      'src/features/listings/card.ts':
        "import { price } from '@/domain/price'\nimport { grid } from '@/ui/layout/grid'\nexport const card = [price, grid]\n",
      'src/features/property/page.ts': "import { card } from '@/features/listings/card'\nexport const page = card\n",
      'src/ui/layout/grid.ts': "import { log } from '@/platform/log'\nexport const grid = log\n",
      'src/platform/log.ts': 'export const log = 1\n',
      'src/domain/price.ts': 'export const price = 1\n',
    })
    expect(violations()).toEqual([])
  })

  it('refuse an import of a higher layer', () => {
    tree({
      'src/site/render.ts': 'export const page = 1\n',
      'src/features/listings/card.ts': "import { page } from '@/site/render'\nexport const card = page\n",
      'src/platform/log.ts': "import { card } from '@/features/listings/card'\nexport const log = card\n",
    })
    expect(violations()).toEqual(['no-features-to-higher-layer', 'no-platform-to-higher-layer'])
  })

  it('refuse two folders that import each other, directly or round a loop', () => {
    tree({
      'src/features/a/one.ts': "import { two } from '@/features/b/two'\nexport const one = two\n",
      'src/features/b/two.ts': "import { three } from '@/features/c/three'\nexport const two = three\n",
      'src/features/c/three.ts': "import { four } from '@/features/a/four'\nexport const three = four\n",
      'src/features/a/four.ts': 'export const four = 4\n',
    })
    expect(violations()).toEqual(['no-folder-cycle'])
  })
})
