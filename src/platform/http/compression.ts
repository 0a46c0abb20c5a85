import fs from 'node:fs'
import type http from 'node:http'
import path from 'node:path'
import { promisify } from 'node:util'
import zlib from 'node:zlib'
import compression from 'compression'
import Negotiator from 'negotiator'

/**
 * Compression of the server's answers. Next compresses every answer again on every request:
 * for a cached page that is most of the cost of serving it. So Next's own compression is off
 * (next.config `compress: false`) and the server (src/server/request.ts) puts the `compression`
 * middleware on each answer itself, under a shortcut: a whole HTML or JSON body handed over at
 * once (a cached page is) is compressed once, kept, and sent as stored bytes to every visitor
 * after that, in Brotli when the browser takes it (all current ones do), gzip otherwise.
 * A page rendered for its request, which Next streams in pieces, is held and compressed whole
 * at its end (MAX_HELD), and sent whole when the client takes no encoding; other answers streamed in pieces (files, feeds) go through the middleware.
 * A client that leaves early frees the middleware's zlib stream: the middleware destroys it
 * when the answer closes (compression.test.ts shows it).
 */
type Middleware = (req: http.IncomingMessage, res: http.ServerResponse, next: () => void) => void
const middleware = compression() as unknown as Middleware

export type Encoding = 'br' | 'gzip'
const ENCODINGS = ['br', 'gzip'] as const

const brotli = promisify(zlib.brotliCompress)

/** Below this, compressing saves less than it costs (the middleware's own threshold is 1 KB). */
const MIN_LENGTH = 1024
const COMPRESSIBLE = /^(text\/html|application\/json|text\/plain|application\/xml|text\/xml)\b/i

/**
 * The encoding to send for an Accept-Encoding header: Brotli whenever it is accepted (it is the
 * smaller one), else gzip, else none.
 */
export function pickEncoding(accept: string | string[] | undefined): Encoding | undefined {
  const header = Array.isArray(accept) ? accept.join(', ') : (accept ?? '')
  const accepted = new Negotiator({ headers: { 'accept-encoding': header } }).encodings([...ENCODINGS])
  return ENCODINGS.find((encoding) => accepted.includes(encoding))
}

/**
 * Compressed copies of recent bodies, by content; the oldest go first beyond the budget. A page
 * that changes is a new body; its old copy ages out.
 */
export class CompressedBodies {
  private entries = new Map<string, Partial<Record<Encoding, Buffer>>>()
  private bytes = 0

  constructor(private readonly budgetBytes = 64 * 1024 * 1024) {}

  get(body: string, encoding: Encoding): Buffer {
    let entry = this.entries.get(body)
    if (entry) {
      // Most recently used last.
      this.entries.delete(body)
      this.entries.set(body, entry)
    } else {
      entry = {}
      this.entries.set(body, entry)
      this.bytes += body.length
    }
    let bytes = entry[encoding]
    if (!bytes) {
      bytes = compress(body, encoding)
      entry[encoding] = bytes
      this.bytes += bytes.length
      this.trim()
    }
    return bytes
  }

  get size(): number {
    return this.entries.size
  }

  private trim() {
    for (const [body, entry] of this.entries) {
      if (this.bytes <= this.budgetBytes || this.entries.size === 1) break
      this.entries.delete(body)
      this.bytes -= body.length + (entry.br?.length ?? 0) + (entry.gzip?.length ?? 0)
    }
  }
}

/**
 * Quality 5 for a body kept and sent again: within a few per cent of the best size at a fraction
 * of its time. Quality 3 for a first render, compressed for one answer: measured on the list
 * page, less than half the time for a body about a seventh larger.
 */
const KEPT_QUALITY = 5
const ONCE_QUALITY = 3
const brotliOptions = (length: number, quality: number): zlib.BrotliOptions => ({
  params: {
    [zlib.constants.BROTLI_PARAM_QUALITY]: quality,
    [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
    [zlib.constants.BROTLI_PARAM_SIZE_HINT]: length,
  },
})
const GZIP_LEVEL = 6

/**
 * Synchronous on purpose: on libuv's thread pool a page took about four times the CPU when
 * several were compressed at once (each Brotli encoder sets up its own large state), and the
 * server's thread still spent a third of the synchronous time handing the work over.
 */
function compress(body: string | Buffer, encoding: Encoding, quality = KEPT_QUALITY): Buffer {
  const input = typeof body === 'string' ? Buffer.from(body, 'utf8') : body
  return encoding === 'br'
    ? zlib.brotliCompressSync(input, brotliOptions(input.length, quality))
    : zlib.gzipSync(input, { level: GZIP_LEVEL })
}

function addVary(res: http.ServerResponse, field: string) {
  const vary = String(res.getHeader('vary') ?? '')
  if (!vary.split(',').some((v) => v.trim().toLowerCase() === field.toLowerCase())) {
    res.setHeader('Vary', vary ? `${vary}, ${field}` : field)
  }
}

/** Whether an answer about to start may be compressed here: what the middleware would compress too. */
function compressible(req: http.IncomingMessage, res: http.ServerResponse, type: RegExp): boolean {
  return (
    !res.headersSent &&
    req.method !== 'HEAD' &&
    res.statusCode !== 204 &&
    res.statusCode !== 304 &&
    !res.getHeader('content-encoding') &&
    type.test(String(res.getHeader('content-type') ?? '')) &&
    !/no-transform/i.test(String(res.getHeader('cache-control') ?? ''))
  )
}

/** Sends `bytes` as the whole body in `encoding`, with its length. */
function sendCompressed(
  res: http.ServerResponse,
  end: http.ServerResponse['end'],
  bytes: Buffer,
  encoding: Encoding,
  callback: unknown,
) {
  res.setHeader('Content-Encoding', encoding)
  res.setHeader('Content-Length', bytes.length)
  // The middleware sees the encoding set and passes the bytes through.
  return (end as (...a: unknown[]) => http.ServerResponse).call(res, bytes, callback)
}

/**
 * A page rendered for its request streams out in many small pieces (Next flushes after each),
 * and compressing it as it streams cost about three times the CPU of compressing it whole
 * (the encoder's output flushed per piece, its work handed to the thread pool). Such an HTML
 * answer is held and compressed whole at its end, up to this size; a larger one (a back-office
 * page) goes out as it streams.
 */
const MAX_HELD = 1024 * 1024
const HTML = /^text\/html\b/i

/** A piece handed to `write` or `end` as bytes: a Buffer as it is, a string in its encoding (UTF-8 unless given). */
const bytesOf = (chunk: unknown, encoding: unknown): Buffer =>
  Buffer.isBuffer(chunk)
    ? chunk
    : Buffer.from(chunk as string, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8')

type Writer = (chunk: unknown, encoding?: unknown, callback?: unknown) => boolean

/**
 * Installs compression on one answer (from the server's request handler, before Next sees it).
 * `whole`: called with a page rendered for its request once it is whole, before its status and
 * headers go out (such a page is held to its end, compressed or not).
 */
export function compressAnswer(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  bodies: CompressedBodies,
  whole?: (body: Buffer, res: http.ServerResponse) => void,
): void {
  middleware(req, res, () => undefined)
  const { end, write, flushHeaders } = res
  const streamed = res as http.ServerResponse & { flush?: () => void }
  const flush = streamed.flush
  // The pieces of an HTML answer held until its end; null while undecided, false once streaming.
  let held: Buffer[] | null | false = null
  let heldBytes = 0
  let encoding: Encoding | undefined

  /** Decides, at the answer's first piece, whether it is held. */
  const holding = (): boolean => {
    if (held === null) {
      const html = compressible(req, res, HTML)
      encoding = html ? pickEncoding(req.headers['accept-encoding']) : undefined
      held = html ? [] : false
    }
    return held !== false
  }
  /** Too large to hold: what was held goes out, and the rest streams through the middleware. */
  const release = () => {
    const pieces = held || []
    held = false
    flushHeaders.call(res)
    for (const piece of pieces) (write as Writer).call(res, piece)
  }

  res.flushHeaders = function (this: http.ServerResponse) {
    if (!holding()) flushHeaders.call(this)
  }
  if (flush) streamed.flush = () => (held ? undefined : flush.call(res))
  res.write = function (this: http.ServerResponse, chunk: unknown, ...rest: unknown[]) {
    if (!holding() || !held) return (write as Writer).call(this, chunk, ...rest)
    const piece = bytesOf(chunk, rest[0])
    held.push(piece)
    heldBytes += piece.length
    const callback = rest.find((a) => typeof a === 'function') as (() => void) | undefined
    if (heldBytes > MAX_HELD) release()
    if (callback) process.nextTick(callback)
    return true
  } as typeof res.write

  res.end = function (this: http.ServerResponse, ...args: unknown[]) {
    const [chunk] = args
    const callback = args.find((a) => typeof a === 'function')
    if (held) {
      if (chunk !== undefined && typeof chunk !== 'function') {
        held.push(bytesOf(chunk, args[1]))
      }
      addVary(this, 'Accept-Encoding')
      const body = Buffer.concat(held)
      held = false
      whole?.(body, this)
      if (!encoding || body.length < MIN_LENGTH)
        return (end as (...a: unknown[]) => http.ServerResponse).call(this, body, callback)
      return sendCompressed(this, end, compress(body, encoding!, ONCE_QUALITY), encoding!, callback)
    }
    // A whole page handed over at once (a cached page is): compressed once and kept, or, for a
    // first render, compressed for this answer alone.
    if (
      held === null &&
      typeof chunk === 'string' &&
      chunk.length >= MIN_LENGTH &&
      compressible(req, this, COMPRESSIBLE)
    ) {
      const picked = pickEncoding(req.headers['accept-encoding'])
      addVary(this, 'Accept-Encoding')
      if (picked) {
        // A page's first render (a filter combination never asked before, a page just changed)
        // is not kept: most are never asked again, and keeping them would crowd out the pages
        // that are. Its later answers come from Next's cache, and are kept from the first.
        const bytes =
          this.getHeader('x-nextjs-cache') === 'MISS'
            ? compress(chunk, picked, ONCE_QUALITY)
            : bodies.get(chunk, picked)
        return sendCompressed(this, end, bytes, picked, callback)
      }
    }
    return (end as (...a: unknown[]) => http.ServerResponse).apply(this, args)
  } as typeof res.end
}

/** A script or stylesheet of the build, by its URL path (without its query). */
const BUILD_FILE = /^\/_next\/static\/((?:[\w-]+\/)*[\w.-]+\.(?:js|css))$/
/** Larger files are the back office's; their copy would cost seconds of CPU for staff alone. */
const MAX_BUILD_FILE = 2 * 1024 * 1024

/**
 * Brotli copies, at its best quality, of the build's scripts and styles. Next serves them gzip
 * (level 6) to every browser; Brotli 11 is about a fifth smaller, which on a phone's slow network
 * is time before the page is usable. A file is compressed once, in the background after Next
 * first serves it (compressing 200 KB at quality 11 takes a good part of a second); from then
 * on Next still answers, with all its headers, and its body is swapped for the copy.
 */
export class BuildFileCopies {
  /** By path under the static folder; null for a file too large to be worth it. */
  private copies = new Map<string, Buffer | null>()
  private making = new Map<string, Promise<void>>()

  /** `dir` is the build's static folder (.next/static). */
  constructor(private readonly dir: string) {}

  /**
   * Installs on one answer. True when the answer's body will be the copy: the caller must not
   * compress it again.
   */
  apply(req: http.IncomingMessage, res: http.ServerResponse): boolean {
    const match = req.method === 'GET' ? BUILD_FILE.exec((req.url ?? '').split('?')[0]) : null
    if (!match) return false
    const key = match[1]
    const copy = this.copies.get(key)
    if (copy === null) return false
    if (!copy) {
      // Only what Next found and served in full: no copy of a missing file or a range.
      res.once('finish', () => {
        if (res.statusCode === 200) void this.make(key)
      })
      return false
    }
    if (pickEncoding(req.headers['accept-encoding']) !== 'br') return false
    replaceBody(res, copy)
    return true
  }

  /** Resolves once the copy of `key` (a path under the static folder) is made or refused. */
  make(key: string): Promise<void> {
    if (this.copies.has(key)) return Promise.resolve()
    let making = this.making.get(key)
    if (!making) {
      making = this.compress(key).finally(() => this.making.delete(key))
      this.making.set(key, making)
    }
    return making
  }

  private async compress(key: string): Promise<void> {
    try {
      const data = await fs.promises.readFile(path.join(this.dir, key))
      if (data.length > MAX_BUILD_FILE) {
        this.copies.set(key, null)
        return
      }
      const copy = await brotli(data, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
          [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
        },
      })
      this.copies.set(key, copy)
    } catch {
      // Gone since (a new build): Next answers for it as it did.
    }
  }
}

/**
 * Sends `copy` (Brotli) instead of whatever body Next writes, when Next answers 200; any other
 * answer (304, 404, 206) goes out as Next wrote it.
 */
function replaceBody(res: http.ServerResponse, copy: Buffer) {
  let replacing = false
  const { writeHead, write, end } = res
  res.writeHead = function (this: http.ServerResponse, ...args: unknown[]) {
    if ((typeof args[0] === 'number' ? args[0] : this.statusCode) === 200) {
      replacing = true
      this.setHeader('Content-Encoding', 'br')
      this.setHeader('Content-Length', copy.length)
      addVary(this, 'Accept-Encoding')
    }
    return (writeHead as (...a: unknown[]) => http.ServerResponse).apply(this, args)
  } as typeof res.writeHead
  // Headers go out before the first byte is decided on, so the status is known.
  res.write = function (this: http.ServerResponse, ...args: unknown[]) {
    if (!this.headersSent) this.writeHead(this.statusCode)
    if (!replacing) return (write as (...a: unknown[]) => boolean).apply(this, args)
    const callback = args.find((a) => typeof a === 'function') as (() => void) | undefined
    if (callback) process.nextTick(callback)
    return true
  } as typeof res.write
  res.end = function (this: http.ServerResponse, ...args: unknown[]) {
    if (!this.headersSent) this.writeHead(this.statusCode)
    if (!replacing) return (end as (...a: unknown[]) => http.ServerResponse).apply(this, args)
    const callback = args.find((a) => typeof a === 'function')
    return (end as (...a: unknown[]) => http.ServerResponse).call(this, copy, callback)
  } as typeof res.end
}
