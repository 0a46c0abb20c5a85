import { describe, expect, it } from 'vitest'
import { ViewCounter } from './counter'
import type { ViewCount } from './mutations'

/** A writer that records batches, failing while `failing` is set. */
function writer() {
  const batches: ViewCount[][] = []
  const w = {
    batches,
    failing: false,
    write: async (counts: ViewCount[]) => {
      if (w.failing) throw new Error('database down')
      batches.push(counts.map((c) => ({ ...c })))
    },
  }
  return w
}

const sorted = (batch: ViewCount[]) =>
  [...batch].sort((a, b) => a.propertyId - b.propertyId || (a.day < b.day ? -1 : 1))

describe('ViewCounter', () => {
  it('adds views per property and day and writes them in one batch', async () => {
    const w = writer()
    const counter = new ViewCounter({ write: w.write, intervalMs: 60_000 })
    for (let i = 0; i < 3; i++) counter.record(7, '2026-11-24')
    counter.record(8, '2026-11-24')
    counter.record(7, '2026-11-25')
    await counter.flush()
    expect(w.batches).toHaveLength(1)
    expect(sorted(w.batches[0])).toEqual([
      { propertyId: 7, day: '2026-11-24', views: 3 },
      { propertyId: 7, day: '2026-11-25', views: 1 },
      { propertyId: 8, day: '2026-11-24', views: 1 },
    ])
    expect(counter.pending).toBe(0)
    await counter.flush()
    expect(w.batches).toHaveLength(1)
  })

  it('flushes by itself after the interval', async () => {
    let done!: (counts: ViewCount[]) => void
    const written = new Promise<ViewCount[]>((resolve) => (done = resolve))
    const counter = new ViewCounter({ write: async (c) => done(c), intervalMs: 5 })
    counter.record(1, '2026-11-24')
    counter.record(1, '2026-11-24')
    expect(await written).toEqual([{ propertyId: 1, day: '2026-11-24', views: 2 }])
  })

  it('keeps the counts of a failed write and writes them with the next ones', async () => {
    const w = writer()
    const logs: string[] = []
    const counter = new ViewCounter({ write: w.write, intervalMs: 60_000, log: (m) => logs.push(m) })
    counter.record(5, '2026-11-24')
    counter.record(5, '2026-11-24')
    w.failing = true
    await counter.flush()
    expect(counter.pending).toBe(1)
    counter.record(5, '2026-11-24')
    counter.record(6, '2026-11-24')
    w.failing = false
    await counter.flush()
    expect(w.batches).toHaveLength(1)
    expect(sorted(w.batches[0])).toEqual([
      { propertyId: 5, day: '2026-11-24', views: 3 },
      { propertyId: 6, day: '2026-11-24', views: 1 },
    ])
    expect(logs).toHaveLength(2)
  })

  it('writes what came in during a write after it, never the same view twice', async () => {
    const batches: ViewCount[][] = []
    let release!: () => void
    const gate = new Promise<void>((resolve) => (release = resolve))
    const counter = new ViewCounter({
      intervalMs: 60_000,
      write: async (c) => {
        batches.push(c.map((x) => ({ ...x })))
        if (batches.length === 1) await gate
      },
    })
    counter.record(1, '2026-11-24')
    const first = counter.flush()
    counter.record(1, '2026-11-24')
    counter.record(1, '2026-11-24')
    const second = counter.flush()
    release()
    await Promise.all([first, second])
    expect(batches.map((b) => b[0].views)).toEqual([1, 2])
  })

  it('holds at most maxKeys pairs: views of new pairs are dropped, known pairs still count', async () => {
    const w = writer()
    const counter = new ViewCounter({ write: w.write, intervalMs: 60_000, maxKeys: 2, log: () => {} })
    expect(counter.record(1, '2026-11-24')).toBe(true)
    expect(counter.record(2, '2026-11-24')).toBe(true)
    expect(counter.record(3, '2026-11-24')).toBe(false)
    expect(counter.record(1, '2026-11-24')).toBe(true)
    await counter.flush()
    expect(sorted(w.batches[0]).map((c) => [c.propertyId, c.views])).toEqual([
      [1, 2],
      [2, 1],
    ])
  })
})
