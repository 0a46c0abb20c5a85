import { spawn, type ChildProcess } from 'node:child_process'
import path from 'node:path'

export interface LoadResult {
  url: string
  connections: number
  durationSeconds: number
  requestsPerSecond: number
  latencyP50Ms: number
  latencyP99Ms: number
  requests: number
  non2xx: number
  errors: number
  timeouts: number
}

interface AutocannonJson {
  requests: { average: number; total: number }
  latency: { p50: number; p99: number }
  non2xx: number
  errors: number
  timeouts: number
  duration: number
}

const running = new Set<ChildProcess>()

/** Stops a running autocannon (on Ctrl-C of the bench). */
export function stopLoad(): void {
  for (const child of running) child.kill('SIGTERM')
}

/** A request other than a plain GET (the page-view beacon is a POST with a body). */
export interface LoadRequest {
  method?: string
  body?: string
  headers?: Record<string, string>
}

/** Runs autocannon in its own process (so the bench's event loop does not skew it). */
export function autocannon(
  root: string,
  url: string,
  connections: number,
  seconds: number,
  request: LoadRequest = {},
): Promise<LoadResult> {
  const bin = path.join(root, 'node_modules/autocannon/autocannon.js')
  const options = [
    ...(request.method ? ['-m', request.method] : []),
    ...(request.body !== undefined ? ['-b', request.body] : []),
    ...Object.entries(request.headers ?? {}).flatMap(([k, v]) => ['-H', `${k}=${v}`]),
  ]
  return new Promise((resolve, reject) => {
    const args = [bin, '-c', String(connections), '-d', String(seconds), ...options, '-j', url]
    const child = spawn(process.execPath, args, {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    running.add(child)
    child.once('exit', () => running.delete(child))
    let out = ''
    let err = ''
    child.stdout.on('data', (d: Buffer) => (out += d.toString()))
    child.stderr.on('data', (d: Buffer) => (err += d.toString()))
    child.on('error', reject)
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`autocannon exited with ${code}: ${err.trim()}`))
      try {
        const r = JSON.parse(out) as AutocannonJson
        resolve({
          url,
          connections,
          durationSeconds: r.duration,
          requestsPerSecond: r.requests.average,
          latencyP50Ms: r.latency.p50,
          latencyP99Ms: r.latency.p99,
          requests: r.requests.total,
          non2xx: r.non2xx,
          errors: r.errors,
          timeouts: r.timeouts,
        })
      } catch (error) {
        reject(new Error(`autocannon output was not JSON (${(error as Error).message}): ${out.slice(0, 300)}`))
      }
    })
  })
}

/**
 * The run with the median requests/s of several runs of one page (its latencies with it). Two
 * cores shared with the load tool on a virtual machine vary by a fifth from run to run; the
 * median of interleaved runs is steadier than any single one.
 */
export function medianRun(runs: LoadResult[]): LoadResult {
  if (runs.length === 0) throw new Error('no runs')
  const sorted = [...runs].sort((a, b) => a.requestsPerSecond - b.requestsPerSecond)
  return sorted[Math.floor((sorted.length - 1) / 2)]
}
