/**
 * Load with wrk (Debian's /usr/bin/wrk): a C load tool that needs a fraction of the CPU a Node
 * one does, so on two shared cores the server, not the tool, is what gets measured. Pages are
 * always asked the way a browser asks, with `Accept-Encoding: gzip, br`: Next.js compresses every
 * answer again, and leaving the header out measures a server that does less work.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

/** wrk's threads: one per core of this machine (two), the load spread like the server's. */
export const DEFAULT_THREADS = 2

export const WRK_BIN = process.env.WRK_PATH ?? '/usr/bin/wrk'

/** What a browser sends: without it Next skips compression and serves about twice as fast. */
export const BROWSER_HEADERS: Readonly<Record<string, string>> = { 'Accept-Encoding': 'gzip, br' }

export interface WrkOptions {
  connections: number
  seconds: number
  /** Request headers; `Accept-Encoding: gzip, br` is always sent unless overridden here. */
  headers?: Record<string, string>
  /** The source of a wrk Lua script (e.g. one cycling through many paths): written to a temp file. */
  lua?: string
  /** wrk threads; DEFAULT_THREADS unless given, never more than `connections`. */
  threads?: number
  /** A request not answered within this many seconds counts as a timeout (10 s by default). */
  timeoutSeconds?: number
}

export interface WrkResult {
  url: string
  connections: number
  seconds: number
  requestsPerSecond: number
  /** Latency percentiles of the answered requests (wrk `--latency`), in milliseconds. */
  p50Ms: number
  p75Ms: number
  p90Ms: number
  p99Ms: number
  /** Requests completed during the run. */
  requests: number
  /**
   * Answers with a status of 400 or more ("Non-2xx or 3xx responses": wrk lets redirects pass,
   * so check first that the URL answers 200).
   */
  non2xx: number
  /** Connect, read and write errors and timeouts (wrk's "Socket errors"). */
  socketErrors: { connect: number; read: number; write: number; timeout: number }
}

const UNIT_MS: Record<string, number> = { us: 0.001, ms: 1, s: 1000, m: 60_000, h: 3_600_000 }

/** A wrk duration ("360.00us", "89.53ms", "1.50s") in milliseconds. */
export function parseDurationMs(text: string): number {
  const m = /^([\d.]+)(us|ms|s|m|h)$/.exec(text.trim())
  if (!m) throw new Error(`not a wrk duration: '${text}'`)
  return Number(m[1]) * UNIT_MS[m[2]]
}

/** wrk's text report (run with `--latency`) as figures; throws when a line it always prints is missing. */
export function parseWrkOutput(output: string): Omit<WrkResult, 'url' | 'connections' | 'seconds'> {
  const need = (re: RegExp, what: string) => {
    const m = re.exec(output)
    if (!m) throw new Error(`wrk printed no ${what}:\n${output.slice(0, 600)}`)
    return m
  }
  const rps = Number(need(/^Requests\/sec:\s+([\d.]+)/m, 'Requests/sec line')[1])
  const requests = Number(need(/^\s*(\d+) requests in /m, 'request count')[1])
  const percentile = (p: number) =>
    parseDurationMs(need(new RegExp(`^\\s+${p}%\\s+(\\S+)\\s*$`, 'm'), `${p}% latency (run with --latency)`)[1])
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(output)
  const non2xx = /Non-2xx or 3xx responses: (\d+)/.exec(output)
  return {
    requestsPerSecond: rps,
    p50Ms: percentile(50),
    p75Ms: percentile(75),
    p90Ms: percentile(90),
    p99Ms: percentile(99),
    requests,
    non2xx: non2xx ? Number(non2xx[1]) : 0,
    socketErrors: {
      connect: Number(socket?.[1] ?? 0),
      read: Number(socket?.[2] ?? 0),
      write: Number(socket?.[3] ?? 0),
      timeout: Number(socket?.[4] ?? 0),
    },
  }
}

/** Whether every request of a run was answered below 400 without socket errors. */
export const wrkClean = (r: Pick<WrkResult, 'non2xx' | 'socketErrors'>): boolean =>
  r.non2xx === 0 && Object.values(r.socketErrors).every((n) => n === 0)

const running = new Set<ChildProcess>()

/** Stops a running wrk (on Ctrl-C of the bench). */
export function stopWrk(): void {
  for (const child of running) child.kill('SIGTERM')
}

/**
 * Runs wrk against `url` for `seconds` with `connections` open connections and returns its
 * figures. Reusable for any server (the app, a bare Next page, a cache in front).
 */
export async function wrk(url: string, options: WrkOptions): Promise<WrkResult> {
  const { connections, seconds } = options
  const threads = Math.max(1, Math.min(options.threads ?? DEFAULT_THREADS, connections))
  const headers = { ...BROWSER_HEADERS, ...options.headers }
  let scriptDir: string | undefined
  const args = [
    '-t',
    String(threads),
    '-c',
    String(connections),
    '-d',
    `${seconds}s`,
    '--timeout',
    `${options.timeoutSeconds ?? 10}s`,
    '--latency',
    ...Object.entries(headers).flatMap(([k, v]) => ['-H', `${k}: ${v}`]),
  ]
  if (options.lua !== undefined) {
    scriptDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-wrk-'))
    const script = path.join(scriptDir, 'script.lua')
    fs.writeFileSync(script, options.lua)
    args.push('-s', script)
  }
  args.push(url)
  try {
    const { code, out, err } = await new Promise<{ code: number | null; out: string; err: string }>(
      (resolve, reject) => {
        const child = spawn(WRK_BIN, args, { stdio: ['ignore', 'pipe', 'pipe'] })
        running.add(child)
        let out = ''
        let err = ''
        child.stdout.on('data', (d: Buffer) => (out += d.toString()))
        child.stderr.on('data', (d: Buffer) => (err += d.toString()))
        child.once('error', (error) => {
          running.delete(child)
          reject(new Error(`could not run ${WRK_BIN} (${error.message}); on Debian: apt-get install wrk`))
        })
        child.once('close', (code) => {
          running.delete(child)
          resolve({ code, out, err })
        })
      },
    )
    if (code !== 0) throw new Error(`wrk exited with ${code}: ${(err || out).trim().slice(0, 400)}`)
    return { url, connections, seconds, ...parseWrkOutput(out) }
  } finally {
    if (scriptDir) fs.rmSync(scriptDir, { recursive: true, force: true })
  }
}

/** Lua that numbers wrk's threads: each starts its `index` at its own number (0, 1, …). */
const THREAD_INDEX_LUA = `local count = 0
function setup(thread)
  thread:set("first", count)
  count = count + 1
end
function init(args)
  index = first or 0
end
`

/**
 * A wrk Lua script that asks each of `paths` in turn, for a run with `threads` threads (as given
 * to `wrk`): thread i asks paths i, i + threads, … so that no path is asked twice before all have
 * been asked once. wrk may start a thread before the next one is set up, hence the count given.
 */
export function cyclePathsLua(paths: readonly string[], threads = DEFAULT_THREADS): string {
  if (paths.length === 0) throw new Error('no paths to cycle through')
  // Lua string literals take JSON's escapes of printable ASCII (not \u): URLs are percent-encoded.
  const odd = paths.find((p) => !/^[\x20-\x7e]+$/.test(p))
  if (odd !== undefined) throw new Error(`not a percent-encoded path: ${JSON.stringify(odd)}`)
  const list = paths.map((p) => `  ${JSON.stringify(p)},`).join('\n')
  return `-- Generated by scripts/bench/wrk.ts: thread i asks paths i, i + ${threads}, ...
local paths = {
${list}
}
${THREAD_INDEX_LUA}request = function()
  local path = paths[(index % #paths) + 1]
  index = index + ${threads}
  return wrk.format(nil, path)
end
`
}

/**
 * A wrk Lua script that asks `path` with a query parameter whose value is new for every request:
 * `start`, `start + 1`, … across all threads (thread i asks start + i, start + i + threads, …),
 * for pages rendered once per distinct URL (a filtered list with a new maximum price each time).
 * Give each run its own `start`, far enough from the last run's, so no URL is asked twice.
 */
export function uniqueQueryLua(path: string, param: string, start: number, threads = DEFAULT_THREADS): string {
  if (!/^[\x21-\x7e]+$/.test(path) || path.includes('?')) throw new Error(`not a plain path: ${JSON.stringify(path)}`)
  if (!/^[A-Za-z][\w-]*$/.test(param)) throw new Error(`not a plain parameter name: ${JSON.stringify(param)}`)
  if (!Number.isSafeInteger(start) || start < 0) throw new Error(`not a whole number to start from: ${start}`)
  return `-- Generated by scripts/bench/wrk.ts: every request a new ${param}, from ${start} on
local prefix = ${JSON.stringify(`${path}?${param}=`)}
local start = ${start}
${THREAD_INDEX_LUA}request = function()
  local value = start + index
  index = index + ${threads}
  return wrk.format(nil, prefix .. string.format("%d", value))
end
`
}

/** A wrk Lua script that sends every request as a POST of `body` (wrk adds its Content-Length). */
export function postLua(body: string): string {
  if (!/^[\x20-\x7e]*$/.test(body)) throw new Error(`not a printable ASCII body: ${JSON.stringify(body)}`)
  return `-- Generated by scripts/bench/wrk.ts: every request a POST of the same body.
wrk.method = "POST"
wrk.body = ${JSON.stringify(body)}
`
}

/** The median of several runs by requests/s (with that run's latencies). */
export function medianWrk<T extends Pick<WrkResult, 'requestsPerSecond'>>(runs: T[]): T {
  if (runs.length === 0) throw new Error('no runs')
  const sorted = [...runs].sort((a, b) => a.requestsPerSecond - b.requestsPerSecond)
  return sorted[Math.floor((sorted.length - 1) / 2)]
}
