/**
 * `npm test`: every check, in order of speed, stopping at the first stage that fails.
 * lint, format, types (message keys too), layers and message texts side by side → unit →
 * integration → end-to-end.
 */
import { spawn } from 'node:child_process'
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

type Step = [name: string, command: string, args: string[]]

/**
 * The checks in stages. The static checks of the first stage are single-threaded and share
 * nothing, so they run side by side (each one's output printed whole when it ends); the test
 * suites after them use both cores themselves and run one after another.
 */
const stages: Step[][] = [
  [
    ['lint', bin('eslint'), ['--max-warnings=0', '.']],
    ['format', bin('prettier'), ['--check', '--log-level=warn', '.']],
    ['types', bin('tsc'), ['--noEmit']],
    // The layers of src/ and no loop between folders (.dependency-cruiser.cjs).
    ['layers', bin('depcruise'), ['src', '--config', '.dependency-cruiser.cjs', '--output-type', 'err-long']],
    ['messages', process.execPath, typescriptNode('scripts/check-messages.ts')],
  ],
  [['unit', ...vitest('run', '--project', 'unit')]],
  [['integration', ...vitest('run', '--project', 'int')]],
  [['end-to-end', bin('playwright'), ['test']]],
]

const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' }

/** Runs one step; alone, its output goes straight to the terminal, beside others it is kept until it ends. */
function run([name, command, args]: Step, alone: boolean): Promise<{ name: string; status: number; seconds: string }> {
  const started = Date.now()
  if (alone) console.log(`\n=== ${name} ===`)
  const child = spawn(command, args, { cwd: root, env, stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'] })
  const output: Buffer[] = []
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk))
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk))
  return new Promise((resolve) => {
    const done = (status: number) => {
      if (!alone) {
        console.log(`\n=== ${name} ===`)
        process.stdout.write(Buffer.concat(output))
      }
      resolve({ name, status, seconds: ((Date.now() - started) / 1000).toFixed(0) })
    }
    child.on('error', (error) => {
      output.push(Buffer.from(`${error.message}\n`))
      done(1)
    })
    child.on('close', (code, signal) => done(code ?? (signal ? 1 : 0)))
  })
}

const only = process.argv.slice(2)
const results: string[] = []
for (const stage of stages) {
  const steps = stage.filter(([name]) => !only.length || only.includes(name))
  if (!steps.length) continue
  const ran = await Promise.all(steps.map((step) => run(step, steps.length === 1)))
  for (const r of ran) results.push(`${r.status === 0 ? '✓' : '✗'} ${r.name} (${r.seconds} s)`)
  const failed = ran.find((r) => r.status !== 0)
  if (failed) {
    console.error(`\n${results.join('\n')}\nFAILED at ${failed.name}`)
    process.exit(failed.status)
  }
}
console.log(`\n${results.join('\n')}\nAll checks passed.`)
