/**
 * The database going away, for the outage test: a TCP forwarder in front of the PostgreSQL
 * server that can cut every connection and refuse new ones (as a stopped or unreachable
 * server does), then accept again; and the site's production server started on it.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import path from 'node:path'
import { formBody } from '../../../scripts/bench/no-js-form'
import { typescriptNode } from '../../../scripts/typescript-node'

export interface DatabaseLink {
  /** The database's URL through the forwarder. */
  url: string
  /** Cuts every open connection and refuses new ones until `restore`. */
  cut(): Promise<void>
  /** Accepts connections again, on the same port. */
  restore(): Promise<void>
  close(): Promise<void>
}

/** A forwarder on 127.0.0.1:`port` to the database at `target` (a postgres:// URL). */
export async function databaseLink(target: string, port: number): Promise<DatabaseLink> {
  const upstream = new URL(target)
  const sockets = new Set<net.Socket>()
  const server = net.createServer((client) => {
    const server = net.connect({ host: upstream.hostname, port: Number(upstream.port || 5432) })
    for (const [from, to] of [
      [client, server],
      [server, client],
    ] as const) {
      sockets.add(from)
      from.pipe(to)
      from.on('error', () => to.destroy())
      from.on('close', () => {
        sockets.delete(from)
        to.destroy()
      })
    }
  })
  const listen = () =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject)
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject)
        resolve()
      })
    })
  const stopListening = () => new Promise<void>((resolve) => server.close(() => resolve()))
  await listen()
  const url = new URL(target)
  url.host = `127.0.0.1:${port}`
  return {
    url: url.href,
    async cut() {
      const closed = stopListening() // new connections are refused from now on
      for (const socket of sockets) socket.destroy()
      await closed
    },
    restore: listen,
    async close() {
      for (const socket of sockets) socket.destroy()
      if (server.listening) await stopListening()
    },
  }
}

export interface Site {
  base: string
  /** The launcher (scripts/start.ts): still running means the site was never restarted. */
  process: ChildProcess
  stop(): Promise<void>
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

/**
 * The production server (scripts/start.ts: build when stale, migrate, and seed an empty
 * database, the site's server) on `port`, with DATABASE_URL and VAR_DIR; resolves when /readyz
 * answers 200.
 */
export async function startSite(options: {
  root: string
  port: number
  databaseUrl: string
  varDir: string
  logFile: string
}): Promise<Site> {
  const { root, port, databaseUrl, varDir, logFile } = options
  fs.mkdirSync(path.dirname(logFile), { recursive: true })
  const log = fs.createWriteStream(logFile)
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    DATABASE_URL: databaseUrl,
    VAR_DIR: varDir,
    NEXT_TELEMETRY_DISABLED: '1',
    NODE_ENV: 'production',
    // The test names each visitor's address (X-Forwarded-For), as a proxy in front would: the
    // enquiry forms' limits per address then count each visitor apart.
    TRUSTED_PROXIES: '1',
  }
  delete env.HOSTNAME
  delete env.REDIS_URL // the enquiry limits in the database, which goes away
  const child = spawn(process.execPath, typescriptNode('scripts/start.ts'), {
    cwd: root,
    env,
    detached: true, // its own process group, stopped as a whole
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  child.stdout?.pipe(log)
  child.stderr?.pipe(log)
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const base = `http://localhost:${port}`
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      try {
        process.kill(-child.pid!, 'SIGTERM')
      } catch {
        /* gone */
      }
      await Promise.race([exited, sleep(20_000)])
      try {
        process.kill(-child.pid!, 'SIGKILL')
      } catch {
        /* gone */
      }
    }
    log.end()
  }
  // A fresh build takes minutes on a busy machine; migrations and the seed of an empty database
  // about a minute.
  const until = Date.now() + 12 * 60_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the site stopped during start-up; see ${logFile}`)
    if (Date.now() > until) {
      await stop()
      throw new Error(`the site did not become ready; see ${logFile}`)
    }
    const ready = await fetch(`${base}/readyz`, { signal: AbortSignal.timeout(5000) })
      .then((r) => r.status === 200)
      .catch(() => false)
    if (ready) return { base, process: child, stop }
    await sleep(1000)
  }
}

/**
 * A form post as a browser without JavaScript sends it: the page's enquiry form with its hidden
 * fields (they name the Server Action) and the visitor's `fields`, posted to the page.
 */
export function enquiryPost(pageHtml: string, fields: Record<string, string>): FormData {
  return formBody(pageHtml, fields, /<form\b[^>]*data-testid="enquiry-form-[^"]*"[^>]*>/i)
}
