/**
 * `npm run varnish -- --port 8080 --backend http://127.0.0.1:3000`: Debian's Varnish in front of
 * the site with the repository's config (deploy/varnish/vitrine.vcl), in the foreground, its
 * work files under var/varnish/<port>/; Ctrl-C (or SIGTERM) stops it. The app behind it needs
 * TRUSTED_PROXIES=1 (2 with nginx in front of Varnish).
 *
 * `startVarnish` is the same for the bench and the deployment tests.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(import.meta.dirname, '..')
const configDir = path.join(root, 'deploy/varnish')

export interface VarnishOptions {
  /** Where Varnish listens (127.0.0.1). */
  port: number
  /** The app's port (and host, 127.0.0.1 by default). */
  backendPort: number
  backendHost?: string
  /** Memory for cached objects (varnishd -s malloc,<size>). */
  storage?: string
  /** Varnish's work dir (-n); var/varnish/<port> by default. */
  workDir?: string
  /** Where varnishd's own output goes; inherited by default. */
  stdio?: 'inherit' | 'ignore'
  /**
   * Caps the TTL of what is stored (a VCL duration, e.g. `3s`), so a test sees a photo's hour
   * run out; unset in production.
   */
  maxTtl?: string
}

export interface RunningVarnish {
  url: string
  /** Varnish's work dir: `varnishlog -n` and `varnishstat -n` read it. */
  workDir: string
  process: ChildProcess
  stop: () => Promise<void>
}

function backendVcl(host: string, port: number, maxTtl?: string): string {
  if (maxTtl !== undefined && !/^\d+(ms|s|m)$/.test(maxTtl)) throw new Error(`maxTtl: not a VCL duration: ${maxTtl}`)
  // Runs before vitrine.vcl's own vcl_backend_response (included first, so its part comes first).
  const cap = maxTtl
    ? `
sub vcl_backend_response {
\tif (beresp.ttl > ${maxTtl}) {
\t\tset beresp.ttl = ${maxTtl};
\t}
}
`
    : ''
  return `# Written by scripts/varnish.ts for this run.
backend app {
\t.host = "${host}";
\t.port = "${port}";
\t.connect_timeout = 2s;
\t.first_byte_timeout = 30s;
\t.between_bytes_timeout = 10s;
}
backend app_health {
\t.host = "${host}";
\t.port = "${port}";
\t.probe = vitrine_ready;
}
${cap}`
}

function portAnswers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port })
    socket.once('connect', () => {
      socket.destroy()
      resolve(true)
    })
    socket.once('error', () => resolve(false))
  })
}

export async function startVarnish({
  port,
  backendPort,
  backendHost = '127.0.0.1',
  storage = '256m',
  workDir = path.join(root, 'var/varnish', String(port)),
  stdio = 'inherit',
  maxTtl,
}: VarnishOptions): Promise<RunningVarnish> {
  if (await portAnswers(port)) throw new Error(`Port ${port} is taken: Varnish cannot listen there.`)
  fs.rmSync(workDir, { recursive: true, force: true })
  fs.mkdirSync(workDir, { recursive: true })
  // The work dir's backend.vcl comes first on vcl_path, before the sample beside vitrine.vcl.
  fs.writeFileSync(path.join(workDir, 'backend.vcl'), backendVcl(backendHost, backendPort, maxTtl))
  const args = [
    ['-F'], // foreground: this process owns it, and its exit is Varnish's
    ['-n', workDir],
    ['-a', `127.0.0.1:${port}`],
    ['-T', 'none'], // no management port: nothing listens beyond the one above
    ['-f', path.join(configDir, 'vitrine.vcl')],
    ['-p', `vcl_path=${workDir}:${configDir}`],
    ['-s', `malloc,${storage}`],
  ].flat()
  const child = spawn('varnishd', args, { stdio: ['ignore', stdio, stdio] })
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  let gone = false
  void exited.then(() => (gone = true))

  // Up when the port answers (the VCL is compiled first: a second or two).
  const deadline = Date.now() + 30_000
  while (!(await portAnswers(port))) {
    if (gone)
      throw new Error(`varnishd exited (code ${child.exitCode ?? child.signalCode}) before listening on ${port}.`)
    if (Date.now() > deadline) {
      child.kill('SIGKILL')
      throw new Error(`varnishd did not listen on ${port} within 30 s.`)
    }
    await new Promise((r) => setTimeout(r, 100))
  }

  const stop = async () => {
    if (gone) return
    child.kill('SIGTERM')
    const killer = setTimeout(() => child.kill('SIGKILL'), 10_000)
    await exited
    clearTimeout(killer)
  }
  return { url: `http://127.0.0.1:${port}`, workDir, process: child, stop }
}

function option(args: string[], name: string): string | undefined {
  const at = args.indexOf(name)
  return at === -1 ? undefined : args[at + 1]
}

async function main() {
  const args = process.argv.slice(2)
  const port = Number(option(args, '--port') ?? 8080)
  const backend = new URL(option(args, '--backend') ?? 'http://127.0.0.1:3000')
  if (!Number.isInteger(port) || port <= 0) throw new Error('--port wants a port number')
  const varnish = await startVarnish({
    port,
    backendHost: backend.hostname === 'localhost' ? '127.0.0.1' : backend.hostname,
    backendPort: Number(backend.port || 80),
    storage: option(args, '--storage') ?? '256m',
  })
  console.log(`[varnish] ${varnish.url}/ → ${backend.origin} (the app needs TRUSTED_PROXIES=1); Ctrl-C stops it.`)
  const stop = () => void varnish.stop().then(() => process.exit(0))
  process.once('SIGINT', stop)
  process.once('SIGTERM', stop)
  varnish.process.once('exit', (code) => {
    console.error(`[varnish] varnishd exited (${code ?? 'signal'}).`)
    process.exit(code ?? 1)
  })
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error: Error) => {
    console.error(`[varnish] ${error.message}`)
    process.exit(1)
  })
}
