/**
 * The site's production build on a copy of the seeded template, with Varnish in front
 * (scripts/varnish.ts), for the shared-cache deployment tests; and the few HTTP steps they take
 * as staff and as an owner.
 */
import path from 'node:path'
import { sampleStaff } from '../../../seed/data/staff'
import { startServer, type BenchServer } from '../../../scripts/bench/server'
import { startVarnish, type RunningVarnish } from '../../../scripts/varnish'
import { copyTemplate, dropDatabase } from './services'

const root = path.resolve(import.meta.dirname, '../../..')

export interface SiteBehindVarnish {
  /** The app itself. */
  app: string
  /** Varnish in front of it. */
  varnish: string
  /** The app's VAR_DIR (its mails are written to `mail/` there). */
  varDir: string
  stop: () => Promise<void>
}

/**
 * `scripts/start.ts` (builds when stale) on `appPort` with TRUSTED_PROXIES=1, on a copy of the
 * template on the PostgreSQL server, then Varnish on `varnishPort`.
 *
 * What these tests prove is the app's Cache-Control and what Varnish keeps, which does not
 * depend on the database the app reads: a copy of the template spares them seeding an embedded
 * one of their own. The embedded database's production start is still tested by the S3 media
 * test and the end-to-end tests.
 */
export async function startSiteBehindVarnish(appPort: number, varnishPort: number): Promise<SiteBehindVarnish> {
  const varDir = `var/deploy-shared-cache-${appPort}`
  const databaseUrl = copyTemplate('shared_cache', path.join(root, varDir))
  const server: BenchServer = startServer({
    root,
    port: appPort,
    varDir,
    databaseUrl,
    logFile: path.join(root, `${varDir}.log`),
    timeoutMs: 600_000,
    say: () => {},
    // Not --reset: on a server database that empties it and seeds it again.
    args: [],
  })
  let varnish: RunningVarnish | undefined
  try {
    await server.ready
    varnish = await startVarnish({ port: varnishPort, backendPort: appPort, stdio: 'ignore' })
  } catch (error) {
    await server.stop()
    dropDatabase(databaseUrl)
    throw error
  }
  return {
    app: `http://localhost:${appPort}`,
    varnish: varnish.url,
    varDir: path.join(root, varDir),
    stop: async () => {
      await varnish?.stop()
      await server.stop()
      dropDatabase(databaseUrl)
    },
  }
}

const admin = sampleStaff.find((s) => s.role === 'admin')!

/** The sample admin's session token (Payload's REST login). */
export async function staffToken(base: string): Promise<string> {
  const res = await fetch(`${base}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: admin.email, password: admin.password }),
  })
  const { token } = (await res.json()) as { token?: string }
  if (res.status !== 200 || !token) throw new Error(`staff login answered ${res.status}`)
  return token
}

/** A REST call as staff; the answer's JSON. */
export async function asStaff(
  base: string,
  token: string,
  method: 'POST' | 'PATCH',
  url: string,
  body: unknown,
): Promise<{ status: number; json: Record<string, unknown> }> {
  const res = await fetch(`${base}${url}`, {
    method,
    headers: { 'content-type': 'application/json', Authorization: `JWT ${token}` },
    body: JSON.stringify(body),
  })
  return { status: res.status, json: (await res.json()) as Record<string, unknown> }
}

/** Uploads a picture to the media collection as staff; its file URL (`/api/media/file/…`). */
export async function uploadPicture(base: string, token: string, name: string, png: Buffer): Promise<string> {
  const form = new FormData()
  form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), name)
  form.append('_payload', JSON.stringify({ alt: 'A test picture' }))
  const res = await fetch(`${base}/api/media?locale=en`, {
    method: 'POST',
    headers: { Authorization: `JWT ${token}` },
    body: form,
  })
  const body = (await res.json()) as { doc?: { url?: string } }
  if (res.status !== 201 || !body.doc?.url) throw new Error(`the upload answered ${res.status}`)
  return new URL(body.doc.url, base).pathname
}
