/**
 * Two instances behind nginx (scripts/pair.ts) for the deployment tests, with a Redis server of
 * their own (so its faults touch nobody else) and the helpers that talk to the pair as staff and
 * visitors do.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import net from 'node:net'
import sharp from 'sharp'
import { formBody } from '../../../scripts/bench/no-js-form'
import { sampleStaff } from '../../../seed/data/staff'

/** A redis-server on a port of this project's, without persistence; `stop` then `start` again. */
export class PrivateRedis {
  private child?: ChildProcess
  constructor(readonly port: number) {}

  get url(): string {
    return `redis://127.0.0.1:${this.port}`
  }

  async start(): Promise<void> {
    const child = spawn(
      'redis-server',
      ['--port', String(this.port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      {
        stdio: 'ignore',
      },
    )
    this.child = child
    await waitFor(() => isOpen(this.port), 10_000, `redis-server on ${this.port}`)
  }

  async stop(): Promise<void> {
    const child = this.child
    if (!child || child.exitCode !== null || child.signalCode !== null) return
    const exited = new Promise((resolve) => child.once('exit', resolve))
    child.kill('SIGKILL') // as a crash: no goodbye to the clients
    await exited
    await waitFor(async () => !(await isOpen(this.port)), 10_000, `redis-server on ${this.port} to stop`)
  }
}

export function isOpen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1')
    socket.once('connect', () => (socket.destroy(), resolve(true)))
    socket.once('error', () => resolve(false))
  })
}

/** Polls until `check` holds; throws naming `what` after `ms`. */
export async function waitFor(check: () => boolean | Promise<boolean>, ms: number, what: string): Promise<void> {
  const deadline = Date.now() + ms
  for (;;) {
    if (await check()) return
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`)
    await new Promise((r) => setTimeout(r, 100))
  }
}

/** The answer a browser would get, as text. */
export async function page(url: string): Promise<{ status: number; text: string; headers: Headers }> {
  const res = await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(15_000) })
  return { status: res.status, text: await res.text(), headers: res.headers }
}

/**
 * A JWT of the sample administrator, got through REST as the back office gets it (from a page
 * of the site's public address, `origin`).
 */
export async function staffToken(base: string, origin: string): Promise<string> {
  const admin = sampleStaff.find((s) => s.role === 'admin') ?? sampleStaff[0]!
  const res = await fetch(`${base}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({ email: admin.email, password: admin.password }),
  })
  const { token } = (await res.json()) as { token?: string }
  if (!token) throw new Error(`the sample administrator could not log in at ${base} (${res.status})`)
  return token
}

/** Staff's REST API on one instance. */
export function staffApi(base: string, token: string, origin: string) {
  return async function api<T = Record<string, unknown>>(method: string, url: string, body?: unknown): Promise<T> {
    const res = await fetch(`${base}${url}`, {
      method,
      headers: {
        authorization: `JWT ${token}`,
        origin,
        ...(body === undefined || body instanceof FormData ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : body instanceof FormData ? body : JSON.stringify(body),
    })
    const text = await res.text()
    if (!res.ok) throw new Error(`${method} ${base}${url} answered ${res.status}: ${text.slice(0, 300)}`)
    return JSON.parse(text) as T
  }
}

/**
 * Sends the English contact form to one instance as a browser without JavaScript does (the
 * form's hidden fields name the Server Action), with the headers nginx would add (the visitor's
 * address, the public host); answers where the visitor was sent.
 */
export async function postContactForm(
  base: string,
  { email, address, origin }: { email: string; address: string; origin: string },
): Promise<string> {
  const url = `${base}/en/contact/`
  const html = await (await fetch(url)).text()
  const person = { salutation: 'mr', firstName: 'Tom', lastName: 'Claes', email, phone: '0475123456', privacy: 'on' }
  const body = formBody(html, person, /<form\b[^>]*data-testid="enquiry-form-site-contact"[^>]*>/i)
  const res = await fetch(url, {
    method: 'POST',
    body,
    redirect: 'manual',
    // What nginx passes on: the public host (Next checks a Server Action's origin against it).
    headers: { origin, 'x-forwarded-host': new URL(origin).host, 'x-forwarded-for': address },
  })
  return res.headers.get('location') ?? `no redirect (${res.status})`
}

/** A photo as a camera would give it: a small JPEG. */
export function samplePhoto(): Promise<Buffer> {
  return sharp({ create: { width: 64, height: 48, channels: 3, background: '#2a6f97' } })
    .jpeg()
    .toBuffer()
}
