import crypto from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import sharp from 'sharp'

/**
 * An agency's CRM as the listings import sees it (features/listings-feed): a local HTTP server
 * with a feed (`/feed.json`, whatever the test sets) and photos (`/photos/<name>.jpg`, a plain
 * colour each, so every name is a different picture). It counts what was asked, and can be made
 * to fail or to hold the feed's answer until told.
 */
export class FakeCrm {
  private server: http.Server | undefined
  feed: unknown = { Properties: [] }
  /** Requests per path. */
  readonly asked = new Map<string, number>()
  /** Answer every request with this status instead (the CRM having a bad day). */
  failWith: number | undefined
  private held: { release: () => void; arrived: Promise<void>; signal: () => void } | undefined
  private photos = new Map<string, Buffer>()
  base = ''

  async start(): Promise<string> {
    this.server = http.createServer((req, res) => void this.answer(req, res))
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve))
    this.base = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`
    return this.base
  }

  async stop(): Promise<void> {
    this.held?.release()
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()))
    this.server?.closeAllConnections()
  }

  url(path: string): string {
    return `${this.base}${path}`
  }

  photoUrl(name: string): string {
    return this.url(`/photos/${name}.jpg`)
  }

  /** Requests made for photos so far. */
  photoRequests(): number {
    return [...this.asked].filter(([p]) => p.startsWith('/photos/')).reduce((n, [, c]) => n + c, 0)
  }

  /**
   * Holds the next answers of the feed until `release()`; `arrived` resolves when a request for
   * it came in (so a test knows an import is under way).
   */
  holdFeed(): { arrived: Promise<void>; release: () => void } {
    let signal!: () => void
    const arrived = new Promise<void>((r) => (signal = r))
    let release!: () => void
    const released = new Promise<void>((r) => (release = r))
    this.held = { arrived, signal, release: () => (release(), (this.held = undefined)) }
    this.releasedFeed = released
    return { arrived, release: () => this.held?.release() }
  }
  private releasedFeed: Promise<void> | undefined

  private async answer(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const path = (req.url ?? '/').split('?')[0]!
    this.asked.set(path, (this.asked.get(path) ?? 0) + 1)
    if (this.failWith) {
      res.writeHead(this.failWith, { 'content-type': 'text/plain' }).end('unavailable')
      return
    }
    if (path === '/feed.json') {
      if (this.held) {
        this.held.signal()
        await this.releasedFeed
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(this.feed))
      return
    }
    const photo = /^\/photos\/([a-z0-9-]+)\.jpg$/.exec(path)
    if (photo) {
      res.writeHead(200, { 'content-type': 'image/jpeg' }).end(await this.photo(photo[1]!))
      return
    }
    res.writeHead(404).end()
  }

  /** A picture of its own for each name: a colour and a width from the name's hash. */
  private async photo(name: string): Promise<Buffer> {
    let data = this.photos.get(name)
    if (!data) {
      const h = crypto.createHash('sha256').update(name).digest()
      const background = { r: h[0]!, g: h[1]!, b: h[2]! }
      const width = 600 + (h.readUInt16BE(3) % 200)
      data = await sharp({ create: { width, height: 450, channels: 3, background } })
        .jpeg()
        .toBuffer()
      this.photos.set(name, data)
    }
    return data
  }
}
