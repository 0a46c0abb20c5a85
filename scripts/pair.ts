/**
 * `npm run pair`: two app servers behind nginx, as the site runs on several machines, on one
 * machine. Needs DATABASE_URL (a PostgreSQL server) and REDIS_URL. Builds when the sources
 * changed, migrates and (on an empty database) seeds once, starts two app servers
 * (src/server/main.ts) on PORT+1 and PORT+2 sharing VAR_DIR (media, documents, Payload's secret), and nginx on PORT
 * (3000 by default) with deploy/nginx/vitrine.conf. Ctrl-C stops all three.
 *
 * startPair() is what the deployment tests start (tests/deploy/support/pair.ts).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import path from 'node:path'
import { EnvError, parseEnv } from '../src/platform/env'
import { buildFingerprint, buildIsStale, writeBuildStamp } from './build-stamp'
import { addCompileHints } from './compile-hints'
import { nextCli } from './next-cli'
import { serverNodeOptions } from './server-options'
import { siteServerArgs } from './site-server'
import { typescriptNode } from './typescript-node'

const root = path.resolve(import.meta.dirname, '..')
const say = (m: string) => console.log(`[pair] ${m}`)

export interface PairOptions {
  /** nginx's port; the app servers take the next two unless `appPorts` names them. */
  port: number
  appPorts?: [number, number]
  databaseUrl: string
  redisUrl: string
  /** Shared by both servers: media, documents, Payload's secret; nginx's files in `nginx/`. */
  varDir: string
  /** More settings for both app servers (SMTP_URL, PAYLOAD_SECRET …). */
  env?: Record<string, string>
  /** Where the servers' and nginx's output goes (inherit: this terminal). */
  output?: 'inherit' | 'ignore'
}

export interface Pair {
  /** nginx, as visitors reach the site. */
  url: string
  /** The two app servers, directly. */
  instances: [string, string]
  stop: () => Promise<void>
  /** Resolves, naming it, when one of the three first started exits. */
  exited: Promise<string>
  /** The app servers' process ids (undefined while one is stopped). */
  pids: () => [number | undefined, number | undefined]
  /** Sends `signal` to app server `i` (its process group) and resolves once it has exited. */
  killInstance: (i: 0 | 1, signal?: NodeJS.Signals) => Promise<void>
  /** Starts app server `i` again after it exited; resolves when it accepts connections. */
  startInstance: (i: 0 | 1) => Promise<void>
  /** nginx's access log: one line per request, with the app server that answered it. */
  accessLog: string
}

/** Why the pair cannot start with these settings, or null. */
export function missingSettings(source: NodeJS.ProcessEnv): string | null {
  const missing = ['DATABASE_URL', 'REDIS_URL'].filter((name) => !source[name]?.trim())
  if (!missing.length) return null
  return (
    `${missing.join(' and ')} ${missing.length > 1 ? 'are' : 'is'} not set. Two instances share one ` +
    'PostgreSQL server and one Redis: set DATABASE_URL=postgres://… and REDIS_URL=redis://… ' +
    '(npm start runs one server on the embedded database without them).'
  )
}

function runOrThrow(command: string, args: string[], env: NodeJS.ProcessEnv, output: 'inherit' | 'ignore'): void {
  const result = spawnSync(command, args, { cwd: root, env, stdio: output === 'inherit' ? 'inherit' : 'pipe' })
  if (result.status !== 0) {
    const detail = output === 'inherit' ? '' : `\n${String(result.stdout)}${String(result.stderr)}`.slice(-4000)
    throw new Error(`${[command, ...args].join(' ')} failed (exit ${result.status ?? result.signal})${detail}`)
  }
}

/** Resolves when something accepts connections on the port. */
async function waitForPort(port: number, child: ChildProcess, what: string, seconds = 120): Promise<void> {
  const deadline = Date.now() + seconds * 1000
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`${what} exited before serving`)
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1')
      socket.once('connect', () => (socket.destroy(), resolve(true)))
      socket.once('error', () => resolve(false))
    })
    if (open) return
    await new Promise((r) => setTimeout(r, 250))
  }
  throw new Error(`${what} did not open port ${port} within ${seconds} s`)
}

/** deploy/nginx/vitrine.conf with these ports, inside a main config of its own. */
export function nginxConfig(port: number, appPorts: [number, number], prefix: string): string {
  const site = fs
    .readFileSync(path.join(root, 'deploy/nginx/vitrine.conf'), 'utf8')
    .replace(/^(\s*)listen\s+80;/m, `$1listen 127.0.0.1:${port};`)
    .replace(/server 127\.0\.0\.1:3001\b/, `server 127.0.0.1:${appPorts[0]}`)
    .replace(/server 127\.0\.0\.1:3002\b/, `server 127.0.0.1:${appPorts[1]}`)
  const temp = (name: string) => path.join(prefix, 'temp', name)
  return [
    'worker_processes 1;',
    `pid ${path.join(prefix, 'nginx.pid')};`,
    `error_log ${path.join(prefix, 'error.log')} warn;`,
    'events { worker_connections 1024; }',
    'http {',
    '    include /etc/nginx/mime.types;',
    // Which app server answered each request (or tried: "a:port, b:port" when nginx retried).
    '    log_format vitrine \'$remote_addr [$time_local] "$request" $status $body_bytes_sent ' +
      "upstream=$upstream_addr upstream_status=$upstream_status $request_time';",
    `    access_log ${path.join(prefix, 'access.log')} vitrine;`,
    `    client_body_temp_path ${temp('body')};`,
    `    proxy_temp_path ${temp('proxy')};`,
    `    fastcgi_temp_path ${temp('fastcgi')};`,
    `    uwsgi_temp_path ${temp('uwsgi')};`,
    `    scgi_temp_path ${temp('scgi')};`,
    site.replace(/^/gm, '    '),
    '}',
    '',
  ].join('\n')
}

/** Stops a child's process group: SIGTERM, then SIGKILL after a grace period. */
async function stopGroup(child: ChildProcess, graceMs = 8000): Promise<void> {
  if (!child.pid || child.exitCode !== null || child.signalCode !== null) return
  const exited = new Promise((resolve) => child.once('exit', resolve))
  const signal = (s: NodeJS.Signals) => {
    try {
      process.kill(-child.pid!, s)
    } catch {
      /* gone */
    }
  }
  signal('SIGTERM')
  const killer = setTimeout(() => signal('SIGKILL'), graceMs)
  await exited
  clearTimeout(killer)
}

export async function startPair(options: PairOptions): Promise<Pair> {
  const output = options.output ?? 'inherit'
  const appPorts = options.appPorts ?? [options.port + 1, options.port + 2]
  const varDir = path.resolve(options.varDir)
  const siteUrl = `http://localhost:${options.port}`
  const base: NodeJS.ProcessEnv = {
    ...process.env,
    ...options.env,
    NEXT_TELEMETRY_DISABLED: '1',
    DATABASE_URL: options.databaseUrl,
    REDIS_URL: options.redisUrl,
    VAR_DIR: varDir,
    SITE_URL: options.env?.SITE_URL ?? siteUrl,
    TRUSTED_PROXIES: '1',
  }
  // HOSTNAME=127.0.0.1 makes Next's proxy rewrites absolute and localized paths redirect to themselves.
  delete base.HOSTNAME
  delete base.DB_EMBEDDED
  delete base.VITRINE_LAUNCHER_PID

  if (buildIsStale(root)) {
    say('Building the site (a few minutes)…')
    const sources = buildFingerprint(root)
    // Built without the shared services: nothing at build time is to be cached in Redis.
    const buildEnv = { ...base }
    delete buildEnv.REDIS_URL
    runOrThrow(process.execPath, [nextCli(root), 'build'], { ...buildEnv, NODE_ENV: 'production' }, output)
    addCompileHints(root)
    writeBuildStamp(root, sources)
  }

  // Once, before either server starts: migrations, and the sample agency on an empty database.
  say('Preparing the database…')
  runOrThrow(process.execPath, typescriptNode(path.join(root, 'scripts/prepare.ts')), base, output)

  const stdio = output === 'inherit' ? 'inherit' : 'ignore'
  const startApp = (port: number) =>
    spawn(process.execPath, siteServerArgs(root), {
      cwd: root,
      env: {
        ...base,
        PORT: String(port),
        NODE_ENV: 'production',
        NODE_OPTIONS: serverNodeOptions(base.NODE_OPTIONS),
      },
      stdio,
      detached: true,
    })
  const children: ChildProcess[] = []
  const stop = async () => {
    await Promise.all(children.map((c) => stopGroup(c)))
  }
  const prefix = path.join(varDir, 'nginx')
  try {
    for (const port of appPorts) children.push(startApp(port))
    await Promise.all(appPorts.map((port, i) => waitForPort(port, children[i]!, `the app server on ${port}`)))

    for (const dir of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'])
      fs.mkdirSync(path.join(prefix, 'temp', dir), { recursive: true })
    const conf = path.join(prefix, 'nginx.conf')
    fs.writeFileSync(conf, nginxConfig(options.port, appPorts, prefix))
    const nginx = spawn(
      'nginx',
      ['-p', prefix, '-c', conf, '-e', path.join(prefix, 'error.log'), '-g', 'daemon off;'],
      {
        cwd: root,
        stdio,
        detached: true,
      },
    )
    children.push(nginx)
    await waitForPort(options.port, nginx, 'nginx', 20)
  } catch (error) {
    await stop()
    throw error
  }
  const names = [`the app server on ${appPorts[0]}`, `the app server on ${appPorts[1]}`, 'nginx']
  const exited = Promise.race(
    children.map((c, i) => new Promise<string>((resolve) => c.once('exit', () => resolve(names[i]!)))),
  )
  const alive = (c: ChildProcess) => c.exitCode === null && c.signalCode === null
  return {
    url: siteUrl,
    instances: [`http://localhost:${appPorts[0]}`, `http://localhost:${appPorts[1]}`],
    stop,
    exited,
    pids: () => {
      const pid = (i: 0 | 1) => (alive(children[i]!) ? children[i]!.pid : undefined)
      return [pid(0), pid(1)]
    },
    async killInstance(i, signal = 'SIGTERM') {
      const child = children[i]!
      if (!alive(child) || !child.pid) return
      const gone = new Promise((resolve) => child.once('exit', resolve))
      process.kill(-child.pid, signal)
      await gone
    },
    async startInstance(i) {
      if (alive(children[i]!)) throw new Error(`the app server on ${appPorts[i]} is running`)
      children[i] = startApp(appPorts[i])
      await waitForPort(appPorts[i], children[i]!, `the app server on ${appPorts[i]}`)
    },
    accessLog: path.join(prefix, 'access.log'),
  }
}

async function main() {
  const refusal = missingSettings(process.env)
  if (refusal) {
    console.error(`[pair] ${refusal}`)
    process.exit(1)
  }
  let settings
  try {
    settings = parseEnv()
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(`[pair] ${error.message}`)
      process.exit(1)
    }
    throw error
  }
  const pair = await startPair({
    port: settings.PORT,
    databaseUrl: settings.DATABASE_URL!,
    redisUrl: settings.REDIS_URL!,
    varDir: settings.varDir,
  }).catch((error: Error) => {
    console.error(`[pair] ${error.message}`)
    process.exit(1)
  })
  say(`Serving on ${pair.url}/ through nginx; the app servers: ${pair.instances.join(' and ')}`)
  let stopping = false
  const stop = () => {
    if (stopping) return
    stopping = true
    say('Stopping…')
    void pair.stop().then(() => process.exit(0))
  }
  process.on('SIGINT', stop)
  process.on('SIGTERM', stop)
  void pair.exited.then((name) => {
    if (stopping) return
    console.error(`[pair] ${name} stopped; stopping the others.`)
    stopping = true
    void pair.stop().then(() => process.exit(1))
  })
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) await main()
