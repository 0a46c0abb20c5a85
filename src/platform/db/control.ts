import crypto from 'node:crypto'
import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { pipeline } from 'node:stream/promises'
import zlib from 'node:zlib'
import type { PGlite } from '@electric-sql/pglite'

/**
 * The embedded database's control socket: the process that holds PGlite (the launcher) is the
 * only one that may read it, so a backup of a running site asks that process for a copy of its
 * data folder over a Unix socket next to the data (reachable by the same system user only).
 *
 * The copy is PGlite's own `dumpDataDir()`: it runs inside PGlite's query lock, so no statement
 * is half-way while the files are read (0.2–1.3 s for 64–74 MB here; the site's queries
 * wait that long), and the copy is what a crash at that instant would leave: PostgreSQL replays its WAL
 * when the copy is opened, with every committed write and none of an unfinished one.
 */

/** Unix socket paths are limited to about 107 bytes: a long data path gets a hashed name in tmp. */
export function controlSocketPath(dataDir: string): string {
  const beside = `${path.resolve(dataDir)}.control.sock`
  if (Buffer.byteLength(beside) <= 100) return beside
  const hash = crypto.createHash('sha256').update(path.resolve(dataDir)).digest('hex').slice(0, 16)
  return path.join(os.tmpdir(), `vitrine-${hash}.sock`)
}

/** A gzip-compressed tar of the data folder, read while the database is idle. */
export async function dumpDataDirGzip(db: PGlite): Promise<Buffer> {
  await db.exec('CHECKPOINT') // less WAL to replay when the copy is opened
  const tar = Buffer.from(await (await db.dumpDataDir('none')).arrayBuffer())
  // Compressed outside PGlite's lock: the site waits only for the copy itself.
  return zlib.gzipSync(tar, { level: 6 })
}

export interface ControlServer {
  close(): Promise<void>
}

/** Serves `GET /pgdata.tar.gz` on the control socket of `dataDir`. */
export async function serveControl(db: PGlite, dataDir: string): Promise<ControlServer> {
  const socket = controlSocketPath(dataDir)
  fs.rmSync(socket, { force: true }) // left by a process that died (the data lock is ours now)
  const server = http.createServer((req, res) => {
    if (req.method !== 'GET' || req.url !== '/pgdata.tar.gz') {
      res.writeHead(404).end()
      return
    }
    dumpDataDirGzip(db).then(
      (body) => {
        res.writeHead(200, { 'Content-Type': 'application/gzip', 'Content-Length': body.length })
        res.end(body)
      },
      (error: Error) => {
        res.writeHead(500, { 'Content-Type': 'text/plain' }).end(error.message)
      },
    )
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(socket, () => resolve())
  })
  fs.chmodSync(socket, 0o600)
  return {
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
        fs.rmSync(socket, { force: true })
      }),
  }
}

/** Asks the process holding `dataDir` for a copy of it, written to `file`. */
export async function requestDataDirDump(dataDir: string, file: string): Promise<void> {
  const socket = controlSocketPath(dataDir)
  if (!fs.existsSync(socket)) throw new Error(`no control socket at ${socket}`)
  const res = await new Promise<http.IncomingMessage>((resolve, reject) => {
    http.get({ socketPath: socket, path: '/pgdata.tar.gz' }, resolve).on('error', reject)
  })
  if (res.statusCode !== 200) {
    let text = ''
    for await (const chunk of res) text += String(chunk)
    throw new Error(`the database process answered ${res.statusCode}: ${text}`)
  }
  await pipeline(res, fs.createWriteStream(file, { mode: 0o600 }))
}
