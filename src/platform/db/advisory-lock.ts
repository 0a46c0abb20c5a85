import type { Payload } from 'payload'
import { env } from '@/platform/env'

/**
 * Work that must run on one instance at a time (the job queues' runs, listings imports) holds a
 * PostgreSQL advisory lock: a session lock on a connection of its own, freed by PostgreSQL if
 * the process dies. A run that finds the lock held answers at once and does nothing.
 */

export interface LockClient {
  query: (sql: string, values?: unknown[]) => Promise<{ rows: Array<Record<string, unknown>> }>
  release: (destroy?: boolean) => void
}
export interface LockPool {
  connect: () => Promise<LockClient>
}

/** Within this process: the embedded database has one server, and two connections only. */
const runningHere = new Set<number>()

/** Runs `run` while holding lock `key`; null, at once, when another run holds it. */
export async function whileHoldingLock<T>(
  key: number,
  pool: LockPool | null,
  run: () => Promise<T>,
): Promise<T | null> {
  if (runningHere.has(key)) return null
  runningHere.add(key)
  try {
    if (!pool) return await run()
    const client = await pool.connect()
    let broken = false
    try {
      const { rows } = await client.query('SELECT pg_try_advisory_lock($1) AS locked', [key])
      if (rows[0]?.locked !== true) return null
      try {
        return await run()
      } finally {
        await client.query('SELECT pg_advisory_unlock($1)', [key]).catch(() => (broken = true))
      }
    } catch (error) {
      broken = true
      throw error
    } finally {
      // A connection whose unlock failed is closed: closing it frees the lock.
      client.release(broken)
    }
  } finally {
    runningHere.delete(key)
  }
}

/**
 * The pool to lock on: the server's. The embedded database serves one process (its server
 * runs in the launcher), so the process's own guard is the lock there.
 */
export function lockPoolOf(p: Payload): LockPool | null {
  if (env().DB_EMBEDDED === '1') return null
  return (p.db as unknown as { pool: LockPool }).pool
}
