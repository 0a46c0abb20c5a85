import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import path from 'node:path'
import { typescriptNode } from '../typescript-node'

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

/** Whether something accepts connections on localhost:port. */
export function portInUse(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host: 'localhost' })
    socket.once('connect', () => {
      socket.destroy()
      resolve(true)
    })
    socket.once('error', () => resolve(false))
  })
}

function processes(): Array<{ pid: number; ppid: number; cmdline: string[] }> {
  const list: Array<{ pid: number; ppid: number; cmdline: string[] }> = []
  let entries: string[] = []
  try {
    entries = fs.readdirSync('/proc').filter((e) => /^\d+$/.test(e))
  } catch {
    return list // not Linux: nothing to look at
  }
  for (const pid of entries) {
    try {
      const cmdline = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean)
      const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8')
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1])
      list.push({ pid: Number(pid), ppid, cmdline })
    } catch {
      /* gone meanwhile */
    }
  }
  return list
}

/** Waits while another `next build` runs in this tree (two builds in one .next break each other). */
export async function waitForOtherBuilds(say: (m: string) => void): Promise<void> {
  const building = () =>
    processes().some(
      (p) => p.cmdline.includes('build') && p.cmdline.some((a) => a.endsWith(path.join('next', 'dist', 'bin', 'next'))),
    )
  if (!building()) return
  say('Another `next build` is running; waiting for it to finish…')
  const until = Date.now() + 10 * 60_000
  while (building() && Date.now() < until) await sleep(2000)
}

export interface BenchServer {
  url: string
  /** Resolves once the site answers; rejects (after stopping it) when it cannot start. */
  ready: Promise<void>
  /** Stops the launcher's process group and the site's server; safe to call at any time. */
  stop(): Promise<void>
}

/**
 * The environment of a launcher child: its own port and the embedded database of `varDir`, or
 * the PostgreSQL server database `databaseUrl` when given; nothing inherited.
 */
function launcherEnv(port: number, varDir: string, databaseUrl?: string): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), VAR_DIR: varDir, NEXT_TELEMETRY_DISABLED: '1' }
  // The login measurement names its own client addresses, as a proxy in front would.
  env.TRUSTED_PROXIES = '1'
  delete env.HOSTNAME
  delete env.DATABASE_URL
  if (databaseUrl) env.DATABASE_URL = databaseUrl
  return env
}

/** Copies a child's output to the log and shows its `[vitrine]` and `[bench]` lines. */
function follow(child: ChildProcess, log: fs.WriteStream, say: (m: string) => void): void {
  for (const stream of [child.stdout, child.stderr]) {
    stream?.on('data', (chunk: Buffer) => {
      log.write(chunk)
      for (const line of chunk.toString().split('\n')) if (/^\[(vitrine|bench)\]/.test(line)) say(`  ${line}`)
    })
  }
}

/**
 * Runs a script to its end (`scripts/start.ts --no-serve`, the property generator) with the
 * bench's port and database folder, appending its output to `logFile`; resolves with its exit code.
 */
export function runScript(options: {
  root: string
  port: number
  varDir: string
  databaseUrl?: string
  logFile: string
  script: string
  args: string[]
  say: (m: string) => void
}): Promise<number> {
  const { root, logFile, say } = options
  fs.mkdirSync(path.dirname(logFile), { recursive: true })
  const log = fs.createWriteStream(logFile, { flags: 'a' })
  const child = spawn(process.execPath, typescriptNode(options.script, ...options.args), {
    cwd: root,
    env: launcherEnv(options.port, options.varDir, options.databaseUrl),
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  running.add(child)
  follow(child, log, say)
  return new Promise((resolve) => {
    child.once('error', () => resolve(1))
    child.once('exit', (code, signal) => {
      running.delete(child)
      log.end(() => resolve(code ?? (signal ? 1 : 0)))
    })
  })
}

const running = new Set<ChildProcess>()

/** Stops a running `runScript` child (on Ctrl-C of the bench). */
export function stopScripts(): void {
  for (const child of running) child.kill('SIGTERM')
}

/**
 * Starts the site with `scripts/start.ts` and the given flags (by default `--reset`: build when
 * stale, fresh sample database) in its own process group.
 */
export function startServer(options: {
  root: string
  port: number
  varDir: string
  /** A PostgreSQL server database instead of the embedded one. */
  databaseUrl?: string
  logFile: string
  timeoutMs: number
  say: (m: string) => void
  /** Flags for scripts/start.ts; `['--reset']` unless given. */
  args?: string[]
}): BenchServer {
  const { root, port, varDir, logFile, say } = options
  const url = `http://localhost:${port}`

  fs.mkdirSync(path.dirname(logFile), { recursive: true })
  const log = fs.createWriteStream(logFile)
  const child: ChildProcess = spawn(
    process.execPath,
    typescriptNode('scripts/start.ts', ...(options.args ?? ['--reset'])),
    {
      cwd: root,
      env: launcherEnv(port, varDir, options.databaseUrl),
      detached: true, // own process group, stopped as a whole
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  )
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
  let exitCode: number | null | undefined
  void exited.then((code) => (exitCode = code))
  follow(child, log, say)

  // The site's server runs in a process group of its own under the launcher: remember it, so it is
  // stopped even if the launcher dies without stopping it.
  let nextPid: number | undefined
  const findNext = () => {
    nextPid ??= processes().find((p) => p.ppid === child.pid && p.cmdline.includes('start'))?.pid
  }

  const stop = async () => {
    findNext()
    const signalGroup = (pid: number | undefined, signal: NodeJS.Signals) => {
      if (!pid) return
      try {
        process.kill(-pid, signal)
      } catch {
        /* already gone */
      }
    }
    if (exitCode === undefined) {
      signalGroup(child.pid, 'SIGTERM')
      const done = await Promise.race([exited.then(() => true), sleep(20_000).then(() => false)])
      if (!done) {
        signalGroup(child.pid, 'SIGKILL')
        await exited
      }
    }
    if (nextPid) {
      const alive = () => {
        try {
          process.kill(nextPid!, 0)
          return true
        } catch {
          return false
        }
      }
      if (alive()) signalGroup(nextPid, 'SIGTERM')
      for (let i = 0; i < 40 && alive(); i++) await sleep(250)
      if (alive()) signalGroup(nextPid, 'SIGKILL')
    }
    await new Promise<void>((resolve) => log.end(resolve))
  }

  let stopped: Promise<void> | undefined
  const stopOnce = () => (stopped ??= stop())

  const ready = (async () => {
    const started = Date.now()
    try {
      for (;;) {
        if (exitCode !== undefined) {
          throw new Error(`the site stopped during start-up (exit ${exitCode}); see ${path.relative(root, logFile)}`)
        }
        if (Date.now() - started > options.timeoutMs) {
          throw new Error(
            `the site did not answer within ${options.timeoutMs / 1000} s; see ${path.relative(root, logFile)}`,
          )
        }
        const ok = await fetch(`${url}/languages.json`, { signal: AbortSignal.timeout(5000) })
          .then((r) => r.ok)
          .catch(() => false)
        if (ok) break
        await sleep(1000)
      }
    } catch (error) {
      await stopOnce()
      throw error
    }
    findNext()
  })()
  return { url, ready, stop: stopOnce }
}
