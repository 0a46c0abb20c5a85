import { describe, expect, it, vi } from 'vitest'

vi.mock('@/payload/local-api', () => ({ payload: async () => ({}) }))
const { JOBS_LOCK_KEY, whileHoldingJobsLock } = await import('./run-once')

/** A pool whose one advisory lock is held by whoever took it first. */
function fakePool() {
  let holder: object | null = null
  const released: boolean[] = []
  return {
    released,
    connect: async () => {
      const client = {
        query: async (sql: string, values?: unknown[]) => {
          expect(values).toEqual([JOBS_LOCK_KEY])
          if (sql.includes('pg_try_advisory_lock')) {
            const locked = holder === null
            if (locked) holder = client
            return { rows: [{ locked }] }
          }
          if (holder === client) holder = null
          return { rows: [{}] }
        },
        release: (destroy?: boolean) => void released.push(destroy ?? false),
      }
      return client
    },
  }
}

describe('a run of the jobs', () => {
  it('runs while holding the lock, and gives the lock and its connection back', async () => {
    const pool = fakePool()
    expect(await whileHoldingJobsLock(pool, async () => 'ran')).toBe('ran')
    expect(await whileHoldingJobsLock(pool, async () => 'ran again')).toBe('ran again')
    expect(pool.released).toEqual([false, false])
  })

  it('a second run while one is working answers null at once, and the work is done once', async () => {
    const pool = fakePool()
    let finish!: () => void
    const work = vi.fn(() => new Promise<string>((resolve) => (finish = () => resolve('done'))))
    const first = whileHoldingJobsLock(pool, work)
    await vi.waitFor(() => expect(work).toHaveBeenCalledTimes(1))
    expect(await whileHoldingJobsLock(pool, work)).toBeNull()
    finish()
    expect(await first).toBe('done')
    expect(work).toHaveBeenCalledTimes(1)
  })

  it('another process holding the lock: null, without running', async () => {
    const pool = fakePool()
    const other = await pool.connect()
    await other.query('SELECT pg_try_advisory_lock($1) AS locked', [JOBS_LOCK_KEY])
    const work = vi.fn(async () => 'ran')
    expect(await whileHoldingJobsLock(pool, work)).toBeNull()
    expect(work).not.toHaveBeenCalled()
  })
})
