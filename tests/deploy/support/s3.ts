/**
 * A local S3-compatible server (s3rver, an npm devDependency) and the production site started
 * with its media in it, for the media storage test.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { typescriptNode } from '../../../scripts/typescript-node'

const root = path.resolve(import.meta.dirname, '../../..')

async function waitFor(what: string, check: () => Promise<boolean>, child: ChildProcess, seconds: number) {
  const deadline = Date.now() + seconds * 1000
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`${what} exited before it was ready`)
    if (await check().catch(() => false)) return
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`${what} was not ready within ${seconds} s`)
}

function stopper(child: ChildProcess, group: boolean) {
  return async () => {
    if (child.exitCode !== null || child.signalCode !== null) return
    const exited = new Promise((resolve) => child.once('exit', resolve))
    if (group && child.pid) process.kill(-child.pid, 'SIGTERM')
    else child.kill('SIGTERM')
    await exited
  }
}

export interface S3Server {
  endpoint: string
  /** The keys of the bucket's objects (ListObjectsV2, unsigned as s3rver allows). */
  keys(bucket: string): Promise<string[]>
  stop(): Promise<void>
}

/** s3rver on `port` with `bucket` created, keeping its objects under `dir`. */
export async function startS3Server(port: number, dir: string, bucket: string): Promise<S3Server> {
  fs.mkdirSync(dir, { recursive: true })
  // s3rver's koa 2 breaks under Node 20's require(esm) (is-generator-function gets an ES
  // module namespace instead of a function): run it with the CommonJS resolution it expects.
  const child = spawn(
    process.execPath,
    [
      '--no-experimental-require-module',
      path.join(root, 'node_modules/s3rver/bin/s3rver.js'),
      '--directory',
      dir,
      '--address',
      '127.0.0.1',
      '--port',
      String(port),
      '--silent',
      '--configure-bucket',
      bucket,
    ],
    { stdio: ['ignore', 'inherit', 'inherit'] },
  )
  const endpoint = `http://127.0.0.1:${port}`
  await waitFor('s3rver', async () => (await fetch(`${endpoint}/${bucket}?list-type=2`)).ok, child, 30)
  return {
    endpoint,
    async keys(name) {
      const xml = await (await fetch(`${endpoint}/${name}?list-type=2&max-keys=1000`)).text()
      return [...xml.matchAll(/<Key>([^<]+)<\/Key>/g)].map((m) => m[1])
    },
    stop: stopper(child, false),
  }
}

export interface Site {
  url: string
  stop(): Promise<void>
}

/** `scripts/start.ts` (production build, migrations, sample agency) with these settings. */
export async function startSite(port: number, env: Record<string, string>): Promise<Site> {
  const childEnv: NodeJS.ProcessEnv = { ...process.env, NEXT_TELEMETRY_DISABLED: '1', PORT: String(port), ...env }
  for (const key of ['DATABASE_URL', 'DB_EMBEDDED', 'NODE_ENV', 'HOSTNAME']) if (!(key in env)) delete childEnv[key]
  const child = spawn(process.execPath, typescriptNode(path.join(root, 'scripts/start.ts')), {
    cwd: root,
    env: childEnv,
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true, // its own process group: stopping it stops next-server too
  })
  const url = `http://localhost:${port}`
  await waitFor('the site', async () => (await fetch(`${url}/robots.txt`)).ok, child, 600)
  return { url, stop: stopper(child, true) }
}
