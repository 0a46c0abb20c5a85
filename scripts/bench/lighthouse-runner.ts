/**
 * Lighthouse (the exact version pinned in package.json) in the installed Chromium: its default
 * mobile form factor and simulated throttling (a mid-range phone on a slow 4G network), storage
 * cleared before each run, so every run is a first-time visitor, consent dialog included.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { chromeArgs, findChrome } from '../../tests/e2e/chrome'
import {
  CATEGORIES,
  medianOfRuns,
  readLighthouseResult,
  type LighthouseFigures,
  type LighthouseMedian,
  type LighthouseResult,
} from './lighthouse'

const running = new Set<ChildProcess>()

/** Stops a running Lighthouse (on Ctrl-C of the bench). */
export function stopLighthouse(): void {
  for (const child of running) child.kill('SIGTERM')
}

/** The flags Chromium is started with: headless, and nothing that talks to the network. */
export const LIGHTHOUSE_CHROME_FLAGS = ['--headless=new', ...chromeArgs]

/**
 * One Lighthouse run of `url` by its command-line tool in a child process (its own memory; the
 * bench's event loop does not disturb it). Writes `<outputBase>.report.html` and returns the
 * result; the JSON report is read and removed.
 */
export async function runLighthouse(root: string, url: string, outputBase: string): Promise<LighthouseResult> {
  const cli = path.join(root, 'node_modules/lighthouse/cli/index.js')
  const args = [
    cli,
    url,
    '--output=json',
    '--output=html',
    `--output-path=${outputBase}`,
    `--only-categories=${CATEGORIES.join(',')}`,
    `--chrome-flags=${LIGHTHOUSE_CHROME_FLAGS.join(' ')}`,
    '--quiet',
  ]
  fs.mkdirSync(path.dirname(outputBase), { recursive: true })
  const { code, err } = await new Promise<{ code: number | null; err: string }>((resolve, reject) => {
    const child = spawn(process.execPath, args, {
      cwd: root,
      env: { ...process.env, CHROME_PATH: findChrome() },
      stdio: ['ignore', 'ignore', 'pipe'],
    })
    running.add(child)
    let err = ''
    child.stderr.on('data', (d: Buffer) => (err += d.toString()))
    child.once('error', reject)
    child.once('close', (code) => {
      running.delete(child)
      resolve({ code, err })
    })
  })
  const jsonFile = `${outputBase}.report.json`
  if (code !== 0 || !fs.existsSync(jsonFile)) {
    throw new Error(`Lighthouse exited with ${code} on ${url}: ${err.trim().split('\n').slice(-5).join('\n')}`)
  }
  const lhr = JSON.parse(fs.readFileSync(jsonFile, 'utf8')) as LighthouseResult
  fs.rmSync(jsonFile)
  return lhr
}

export interface LighthousePage {
  label: string
  url: string
}

export interface LighthousePageResult extends LighthousePage {
  median: LighthouseMedian
  runs: LighthouseFigures[]
  /** The HTML reports, one per run (relative to the repository). */
  reports: string[]
}

/**
 * `runs` Lighthouse runs of each page, the pages taking turns (a slow moment of the machine then
 * falls on several pages, not on all runs of one). Reports go to `outDir`, emptied first.
 */
export async function lighthousePages(options: {
  root: string
  pages: LighthousePage[]
  runs: number
  outDir: string
  say: (m: string) => void
}): Promise<LighthousePageResult[]> {
  const { root, pages, runs, outDir, say } = options
  fs.rmSync(outDir, { recursive: true, force: true })
  fs.mkdirSync(outDir, { recursive: true })
  const figures = new Map<string, LighthouseFigures[]>(pages.map((p) => [p.label, []]))
  const reports = new Map<string, string[]>(pages.map((p) => [p.label, []]))
  const slug = (s: string) => s.replace(/[^a-z0-9]+/gi, '-').toLowerCase()
  for (let run = 1; run <= runs; run++) {
    for (const page of pages) {
      const started = Date.now()
      const base = path.join(outDir, `${slug(page.label)}-run${run}`)
      const f = readLighthouseResult(await runLighthouse(root, page.url, base))
      figures.get(page.label)!.push(f)
      reports.get(page.label)!.push(path.relative(root, `${base}.report.html`))
      say(
        `  ${page.label.padEnd(9)} run ${run}: performance ${f.scores.performance}, accessibility ` +
          `${f.scores.accessibility}, best practices ${f.scores['best-practices']}, SEO ${f.scores.seo}; ` +
          `LCP ${(f.lcpMs / 1000).toFixed(2)} s, CLS ${f.cls.toFixed(3)}, TBT ${Math.round(f.tbtMs)} ms ` +
          `(${((Date.now() - started) / 1000).toFixed(0)} s)`,
      )
    }
  }
  return pages.map((p) => ({
    ...p,
    median: medianOfRuns(figures.get(p.label)!),
    runs: figures.get(p.label)!,
    reports: reports.get(p.label)!,
  }))
}

/** The Lighthouse version installed (package.json pins it). */
export function installedLighthouseVersion(root: string): string {
  const pkg = path.join(root, 'node_modules/lighthouse/package.json')
  return (JSON.parse(fs.readFileSync(pkg, 'utf8')) as { version: string }).version
}
