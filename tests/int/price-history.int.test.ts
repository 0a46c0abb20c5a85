import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createListing } from '../support/listing'
import { startTestDatabase, type TestDatabase } from './setup'

/*
 * The price history: what a save of a property records (features/price-history/record.ts), what
 * the lists read of it (list-sql.ts) and which properties the hourly job refreshes when their
 * badge ends (expiry.ts).
 */

let t: TestDatabase
beforeAll(async () => {
  t = await startTestDatabase()
})
afterAll(async () => {
  await t?.close()
})

const historyOf = async (property: number) =>
  (
    await t.payload.find({
      collection: 'price-changes',
      where: { property: { equals: property } },
      sort: ['at', 'id'],
      depth: 0,
      pagination: false,
    })
  ).docs.map((r) => ({ kind: r.kind, oldPrice: r.oldPrice ?? null, newPrice: r.newPrice ?? null, lowered: r.lowered }))

const setPrice = (id: number, price: number, draft = false) =>
  t.payload.update({ collection: 'properties', id, data: { price, ...(draft ? { _status: 'draft' } : {}) }, draft })

describe('price history', () => {
  it('records the first publication and each change of the public price of a published property', async () => {
    const house = await createListing(t.payload, 'Price history house', { price: 385000 })
    expect(await historyOf(house.id)).toEqual([{ kind: 'listed', oldPrice: null, newPrice: 385000, lowered: false }])

    await setPrice(house.id, 365000)
    await setPrice(house.id, 370000)
    // A save that leaves the price as it is records nothing.
    await t.payload.update({ collection: 'properties', id: house.id, data: { title: 'Price history house, garden' } })
    expect(await historyOf(house.id)).toEqual([
      { kind: 'listed', oldPrice: null, newPrice: 385000, lowered: false },
      { kind: 'change', oldPrice: 385000, newPrice: 365000, lowered: true },
      { kind: 'change', oldPrice: 365000, newPrice: 370000, lowered: false },
    ])

    // Price on request: the public price is gone, and that is a change too (not a reduction).
    await t.payload.update({ collection: 'properties', id: house.id, data: { publishPrice: false } })
    expect((await historyOf(house.id)).at(-1)).toEqual({
      kind: 'change',
      oldPrice: 370000,
      newPrice: null,
      lowered: false,
    })
  })

  it('records nothing for a draft change, nor for an unpublished property', async () => {
    const house = await createListing(t.payload, 'Price history draft', { price: 420000 })
    await setPrice(house.id, 400000, true)
    expect(await historyOf(house.id)).toEqual([{ kind: 'listed', oldPrice: null, newPrice: 420000, lowered: false }])

    const unpublished = await createListing(t.payload, 'Price history unpublished', { price: 300000, _status: 'draft' })
    await setPrice(unpublished.id, 280000, true)
    expect(await historyOf(unpublished.id)).toEqual([])

    // Published at last: its first record holds the price of the publication.
    await t.payload.update({ collection: 'properties', id: unpublished.id, data: { _status: 'published' } })
    expect(await historyOf(unpublished.id)).toEqual([
      { kind: 'listed', oldPrice: null, newPrice: 280000, lowered: false },
    ])
  })

  it('gives the list cards the dates of their badges', async () => {
    const { cardsByIdsSql } = await import('@/features/listings/list-sql')
    const house = await createListing(t.payload, 'Price history card', { price: 250000 })
    await setPrice(house.id, 240000)
    const { rows } = await t.payload.db.drizzle.execute<Record<string, unknown>>(cardsByIdsSql([house.id], 'en'))
    expect(rows).toHaveLength(1)
    expect(rows[0].first_published_at).toBeTruthy()
    expect(rows[0].last_drop_at).toBeTruthy()
    expect(new Date(String(rows[0].last_change_at)).getTime()).toBe(new Date(String(rows[0].last_drop_at)).getTime())
  })

  it('finds the properties whose badge ends at a Brussels midnight', async () => {
    const { propertiesWhoseBadgeChanged } = await import('@/features/price-history/expiry')
    // Published on 1 October: 'New' on the 15th (day 14), not on the 16th (day 15).
    const fresh = await createListing(t.payload, 'Badge ends: new', { listedAt: '2026-10-01T10:00:00.000Z' })
    // Published a day later: still new on the 16th.
    const newer = await createListing(t.payload, 'Badge stays: new', { listedAt: '2026-10-02T10:00:00.000Z' })
    // Reduced on 15 September: 'Price lowered' on 15 October (day 30), not on the 16th (day 31).
    const reduced = await createListing(t.payload, 'Badge ends: lowered', { listedAt: '2026-08-01T10:00:00.000Z' })
    await t.payload.create({
      collection: 'price-changes',
      data: {
        property: reduced.id,
        kind: 'change',
        at: '2026-09-15T10:00:00.000Z',
        oldPrice: 350000,
        newPrice: 330000,
        lowered: true,
      },
    })
    // Midnight in Brussels between 15 and 16 October is 22:00 UTC (summer time).
    const ended = await propertiesWhoseBadgeChanged(
      t.payload,
      new Date('2026-10-15T21:30:00.000Z'),
      new Date('2026-10-15T22:30:00.000Z'),
    )
    expect(ended).toEqual(expect.arrayContaining([fresh.id, reduced.id]))
    expect(ended).not.toContain(newer.id)
    // The hour before midnight, nothing of theirs ends.
    const before = await propertiesWhoseBadgeChanged(
      t.payload,
      new Date('2026-10-15T20:30:00.000Z'),
      new Date('2026-10-15T21:30:00.000Z'),
    )
    expect(before).not.toContain(fresh.id)
    expect(before).not.toContain(reduced.id)
  })

  it('keeps the records from the public REST API and from staff edits', async () => {
    const house = await createListing(t.payload, 'Price history access', { price: 199000 })
    const req = { payloadAPI: 'REST' } as never
    await expect(
      t.payload.find({
        collection: 'price-changes',
        where: { property: { equals: house.id } },
        overrideAccess: false,
        req,
      }),
    ).rejects.toThrow()
    const account = await t.payload.create({
      collection: 'users',
      data: {
        name: 'Price history agent',
        email: 'price-history-agent@example.be',
        password: 'Price-History-Agent-2026!',
        role: 'agent',
      } as never,
    })
    const agent = { ...account, collection: 'users' as const }
    // Staff read the history, and cannot write it.
    const read = await t.payload.find({
      collection: 'price-changes',
      where: { property: { equals: house.id } },
      overrideAccess: false,
      user: agent,
    })
    expect(read.docs).toHaveLength(1)
    await expect(
      t.payload.create({
        collection: 'price-changes',
        data: { property: house.id, kind: 'change', at: new Date().toISOString(), oldPrice: 1, newPrice: 2 },
        overrideAccess: false,
        user: agent,
      }),
    ).rejects.toThrow()
  })
})
