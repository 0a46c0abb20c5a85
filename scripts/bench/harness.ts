/**
 * What every step of the bench (bench.ts) uses: its output, its error for a site that cannot be
 * measured, and the servers it starts (stopped at the end or on Ctrl-C).
 */
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { root } from './options'
import { portInUse, startServer, waitForOtherBuilds, type BenchServer } from './server'

export const say = (m: string) => console.log(m)
export const tenth = (n: number) => Math.round(n * 10) / 10
export const times = (n: number) => `${n.toFixed(2)}×`

let servers: BenchServer[] = []
let stopping: Promise<void> | undefined
export const stopServers = () => (stopping ??= Promise.all(servers.map((s) => s.stop())).then(() => undefined))

export class BenchError extends Error {}

export function commit(): string | undefined {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8' }).trim()
  } catch {
    return undefined
  }
}

/**
 * The end of a log for an error message, colours removed; lines naming an error come first, since
 * a failed build often ends with warnings printed after its real error.
 */
export function tail(file: string): string {
  const plain = (s: string) => s.replace(/\u001b\[[0-9;]*m/g, '')
  const lines = fs.existsSync(file) ? plain(fs.readFileSync(file, 'utf8')).trimEnd().split('\n') : []
  if (!lines.length) return ''
  const errors = [
    ...new Set(lines.filter((l) => /\b(error|failed)\b/i.test(l) && !/^Ecmascript file had an error$/.test(l.trim()))),
  ].slice(0, 8)
  const last = lines.slice(-12)
  return (
    `\n${errors.length ? `Errors in ${path.relative(root, file)}:\n${errors.join('\n')}\n` : ''}` +
    `Last lines of ${path.relative(root, file)}:\n${last.join('\n')}`
  )
}

export async function start(options: {
  port: number
  varDir: string
  databaseUrl?: string
  logFile: string
  args: string[]
}): Promise<BenchServer> {
  await waitForOtherBuilds(say)
  if (await portInUse(options.port)) {
    throw new BenchError(`port ${options.port} is already in use; stop what runs there or set BENCH_PORT.`)
  }
  const startedAt = Date.now()
  const server = startServer({ root, timeoutMs: 10 * 60_000, say, ...options })
  servers.push(server)
  try {
    await server.ready
  } catch (error) {
    throw new BenchError(`the site did not start: ${(error as Error).message}${tail(options.logFile)}`)
  }
  say(`Site answers on ${server.url} after ${((Date.now() - startedAt) / 1000).toFixed(0)} s.`)
  return server
}

export async function stop(server: BenchServer): Promise<void> {
  await server.stop()
  servers = servers.filter((s) => s !== server)
}

/** Fetches `path` without following redirects and requires a 200 (a redirect would be measured instead). */
export async function expect200(base: string, pathname: string): Promise<void> {
  const res = await fetch(base + pathname, { redirect: 'manual' })
  await res.arrayBuffer()
  if (res.status !== 200) throw new BenchError(`${pathname} answered ${res.status}, not 200`)
}

/** The list page's HTML, as a browser receives it before compression. */
export async function htmlOf(url: string): Promise<string> {
  const res = await fetch(url, { redirect: 'manual' })
  if (res.status !== 200) throw new BenchError(`${url} answered ${res.status}, not 200`)
  return res.text()
}
