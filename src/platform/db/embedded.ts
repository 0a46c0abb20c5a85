import fs from 'node:fs'
import net from 'node:net'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { unaccent } from '@electric-sql/pglite/contrib/unaccent'
import { PGLiteSocketServer } from '@electric-sql/pglite-socket'
import { serveControl } from './control'
import { EMBEDDED_MAX_CONNECTIONS } from './limits'

/**
 * The embedded database: PGlite persisted in a folder, served over the Postgres wire protocol
 * on 127.0.0.1 so Payload's ordinary Postgres adapter can use it.
 *
 * PGlite has no lock across processes: two processes on one folder silently lose writes, so a
 * lock file (holding the pid) is taken first and a live holder makes us refuse to start.
 * The socket server serves at most EMBEDDED_MAX_CONNECTIONS (see limits.ts). A folder database
 * also answers backups of the running site on its control socket (control.ts).
 */

export class DatabaseLockedError extends Error {}

/** The extensions every opening of the embedded database loads (migrations need them). */
export const embeddedExtensions = { unaccent, pg_trgm }

export interface EmbeddedDatabase {
  url: string
  db: PGlite
  close(): Promise<void>
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

export function acquireLock(lockFile: string): () => void {
  fs.mkdirSync(path.dirname(lockFile), { recursive: true })
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = fs.openSync(lockFile, 'wx')
      fs.writeSync(fd, String(process.pid))
      fs.closeSync(fd)
      return () => {
        try {
          if (fs.readFileSync(lockFile, 'utf8').trim() === String(process.pid)) fs.unlinkSync(lockFile)
        } catch {
          /* already gone */
        }
      }
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
      const pid = Number(fs.readFileSync(lockFile, 'utf8').trim())
      if (Number.isInteger(pid) && pid > 0 && alive(pid) && pid !== process.pid) {
        throw new DatabaseLockedError(
          `The embedded database in ${path.dirname(lockFile)} is in use by process ${pid}. ` +
            'Stop that process first (only one process may open it), or set DATABASE_URL to use a PostgreSQL server.',
        )
      }
      fs.unlinkSync(lockFile) // stale lock of a process that died
    }
  }
  throw new DatabaseLockedError(`Could not take the lock ${lockFile}`)
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.unref()
    server.on('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      const port = typeof address === 'object' && address ? address.port : 0
      server.close(() => resolve(port))
    })
  })
}

/**
 * Open (creating if needed) the database in `dataDir`, or in memory when dataDir is 'memory://'.
 * `image` (a dump of PGlite's data folder) starts an in-memory database as a copy of another.
 */
export async function openEmbeddedDatabase(
  dataDir: string,
  options: { port?: number; image?: Blob } = {},
): Promise<EmbeddedDatabase> {
  const { port, image } = options
  const inMemory = dataDir.startsWith('memory://')
  const release = inMemory ? () => {} : acquireLock(`${dataDir}.lock`)
  try {
    if (!inMemory) fs.mkdirSync(dataDir, { recursive: true })
    const db = await PGlite.create(inMemory ? undefined : dataDir, {
      extensions: embeddedExtensions,
      ...(image ? { loadDataDir: image } : {}),
    })
    const listenPort = port ?? (await freePort())
    const server = new PGLiteSocketServer({
      db,
      host: '127.0.0.1',
      port: listenPort,
      maxConnections: EMBEDDED_MAX_CONNECTIONS,
    })
    await server.start()
    // Without it the site still runs; only a backup while it runs is refused.
    const control = inMemory
      ? undefined
      : await serveControl(db, dataDir).catch((error: Error) => {
          console.warn(`[vitrine] No backup socket for the running site: ${error.message}`)
          return undefined
        })
    let closed = false
    return {
      url: `postgres://postgres:postgres@127.0.0.1:${listenPort}/postgres`,
      db,
      async close() {
        if (closed) return
        closed = true
        await control?.close()
        await server.stop().catch(() => {})
        await db.close().catch(() => {})
        release()
      },
    }
  } catch (error) {
    release()
    throw error
  }
}
