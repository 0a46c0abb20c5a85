/**
 * The listings import at scale (scripts/bench/import-run.ts, in a child process with a database
 * of its own): the first import of BENCH_IMPORT_RECORDS listings with five photos each, and the
 * same feed again, which must write nothing and take under 30 s.
 */
import { spawn } from 'node:child_process'
import path from 'node:path'
import { typescriptNode } from '../typescript-node'
import { budgetRow, infoRow, type Row } from './report'
import { BenchError, say } from './harness'

export const IMPORT_RERUN_BUDGET_S = 30

interface ImportFigures {
  records: number
  photosPerRecord: number
  first: { seconds: number; created: number; skipped: number; photoErrors: number; properties: number; media: number }
  rerun: {
    seconds: number
    unchanged: number
    written: number
    versionsWritten: number
    mediaWritten: number
    photosFetched: number
  }
}

export async function benchImport(rows: Row[], root: string): Promise<ImportFigures> {
  say('\nListings import: a feed of listings with five photos each, imported, then the same feed again')
  const output = await new Promise<string>((resolve, reject) => {
    const child = spawn(process.execPath, typescriptNode(path.join(root, 'scripts/bench/import-run.ts')), {
      cwd: root,
      env: { ...process.env, NODE_ENV: 'production', LOG_REQUESTS: '0' },
      stdio: ['ignore', 'pipe', 'inherit'],
    })
    let out = ''
    child.stdout.on('data', (d: Buffer) => (out += d.toString()))
    child.on('error', reject)
    child.on('exit', (code) =>
      code === 0 ? resolve(out) : reject(new BenchError(`the import bench exited with ${code}: ${out.slice(-2000)}`)),
    )
  })
  const line = output.split('\n').find((l) => l.startsWith('{"records"'))
  if (!line) throw new BenchError(`the import bench printed no figures: ${output.slice(-2000)}`)
  const f = JSON.parse(line) as ImportFigures
  say(
    `  first import ${f.first.seconds.toFixed(1)} s (${f.first.created} created, ${f.first.media} photos), ` +
      `same feed again ${f.rerun.seconds.toFixed(1)} s (${f.rerun.unchanged} unchanged, ${f.rerun.written} written)`,
  )
  const zero = f.rerun.written === 0 && f.rerun.versionsWritten === 0 && f.rerun.mediaWritten === 0
  rows.push(
    infoRow(
      `import, first run (${f.records} listings × ${f.photosPerRecord} photos)`,
      `${f.first.seconds.toFixed(1)} s, ${f.first.created} created, ${f.first.media} photos`,
    ),
    budgetRow(
      'import, same feed again',
      `${f.rerun.seconds.toFixed(1)} s`,
      `< ${IMPORT_RERUN_BUDGET_S} s`,
      f.rerun.seconds < IMPORT_RERUN_BUDGET_S,
    ),
    budgetRow(
      'import, same feed again: writes',
      `${f.rerun.written} listings, ${f.rerun.versionsWritten} versions, ${f.rerun.mediaWritten} photos, ${f.rerun.photosFetched} fetched`,
      '0',
      zero && f.rerun.photosFetched === 0,
    ),
  )
  return f
}
