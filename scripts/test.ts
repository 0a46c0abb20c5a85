/**
 * `npm test`: every check, in order of speed, stopping at the first failure.
 * lint → format → types (message keys too) → layers → message texts → unit → integration → end-to-end.
 */
import { spawnSync } from 'node:child_process'
import path from 'node:path'
import { typescriptNode } from './typescript-node'

const root = path.resolve(import.meta.dirname, '..')
const bin = (name: string) => path.join(root, 'node_modules', '.bin', name)

/**
 * Vitest with the conditions the project's Node processes use (scripts/typescript-node.ts): its
 * main process runs the integration tests' global setup, which loads the Payload config, and
 * Lexical's Node entry then hangs now and then on an unsettled top-level await (seen here).
 */
const vitest = (...args: string[]): [string, string[]] => [
  process.execPath,
  ['--conditions=production', path.join(root, 'node_modules', 'vitest', 'vitest.mjs'), ...args],
]

const steps: Array<[string, string, string[]]> = [
  ['lint', bin('eslint'), ['--max-warnings=0', '.']],
  ['format', bin('prettier'), ['--check', '--log-level=warn', '.']],
  ['types', bin('tsc'), ['--noEmit']],
  // The layers of src/ and no loop between folders (.dependency-cruiser.cjs).
  ['layers', bin('depcruise'), ['src', '--config', '.dependency-cruiser.cjs', '--output-type', 'err-long']],
  ['messages', process.execPath, typescriptNode('scripts/check-messages.ts')],
  ['unit', ...vitest('run', '--project', 'unit')],
  ['integration', ...vitest('run', '--project', 'int')],
  ['end-to-end', bin('playwright'), ['test']],
]

const only = process.argv.slice(2)
const results: string[] = []
for (const [name, command, args] of steps) {
  if (only.length && !only.includes(name)) continue
  console.log(`\n=== ${name} ===`)
  const started = Date.now()
  const run = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  })
  const seconds = ((Date.now() - started) / 1000).toFixed(0)
  if (run.status !== 0) {
    results.push(`✗ ${name} (${seconds} s)`)
    console.error(`\n${results.join('\n')}\nFAILED at ${name}`)
    process.exit(run.status ?? 1)
  }
  results.push(`✓ ${name} (${seconds} s)`)
}
console.log(`\n${results.join('\n')}\nAll checks passed.`)
