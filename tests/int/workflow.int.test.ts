import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestDatabase, type TestDatabase } from './setup'

let t: TestDatabase
// Imported once the test database is up: the Payload config reads DATABASE_URL when loaded.
let loadPropertyDetail: typeof import('@/features/property/queries').loadPropertyDetail
let loadMenuPageDraft: typeof import('@/ui/page/queries').loadMenuPageDraft
let getPublishedMenuPages: typeof import('@/ui/shell/queries').getPublishedMenuPages
let getListPage: typeof import('@/features/listings/queries').getListPage
let parseListQuery: typeof import('@/domain/list-params').parseListQuery

beforeAll(async () => {
  t = await startTestDatabase()
  ;({ loadPropertyDetail } = await import('@/features/property/queries'))
  ;({ loadMenuPageDraft } = await import('@/ui/page/queries'))
  ;({ getPublishedMenuPages } = await import('@/ui/shell/queries'))
  ;({ getListPage } = await import('@/features/listings/queries'))
  ;({ parseListQuery } = await import('@/domain/list-params'))
})
afterAll(async () => {
  await t?.close()
})

/** A sale property of the sample's first city and type, as the back office would save it. */
async function newProperty(title: string, reference: string, draft: boolean) {
  const [city] = (await t.payload.find({ collection: 'cities', limit: 1, depth: 0 })).docs
  const [type] = (await t.payload.find({ collection: 'property-types', limit: 1, depth: 0 })).docs
  return t.payload.create({
    collection: 'properties',
    locale: 'en',
    draft,
    data: { title, reference, goal: 'sale', marquee: '1', type: type.id, city: city.id, price: 250000 } as never,
  })
}

/** Every property id the public sale list shows, all on one page. */
async function listedIds(): Promise<number[]> {
  const page = await getListPage('sale', parseListQuery({}), 'en', 1000)
  return page.cards.map((c) => c.id)
}

describe('drafts never reach the public site', () => {
  it('keeps showing the published version while a newer draft waits', async () => {
    const doc = await newProperty('Published villa', 'WF-1', false)
    expect(doc._status).toBe('published')
    await t.payload.update({
      collection: 'properties',
      id: doc.id,
      locale: 'en',
      draft: true,
      data: { title: 'Draft villa' },
    })

    expect((await loadPropertyDetail(doc.id, 'en'))?.title).toBe('Published villa')
    const { docs } = await t.payload.find({
      collection: 'properties',
      where: { id: { equals: doc.id } },
      locale: 'en',
      overrideAccess: false,
    })
    expect(docs.map((d) => d.title)).toEqual(['Published villa'])
    // The staff preview reads the newest draft.
    expect((await loadPropertyDetail(doc.id, 'en', true))?.title).toBe('Draft villa')
  })

  it('never shows a document that was never published', async () => {
    const doc = await newProperty('Secret draft villa', 'WF-2', true)
    expect(doc._status).toBe('draft')

    expect(await loadPropertyDetail(doc.id, 'en')).toBeNull()
    expect(await listedIds()).not.toContain(doc.id)
    const { totalDocs } = await t.payload.count({
      collection: 'properties',
      where: { id: { equals: doc.id } },
      overrideAccess: false,
    })
    expect(totalDocs).toBe(0)
    expect((await loadPropertyDetail(doc.id, 'en', true))?.title).toBe('Secret draft villa')

    const page = await t.payload.create({
      collection: 'menu-pages',
      locale: 'en',
      draft: true,
      data: { key: 'wf-draft', title: 'Draft page', path: 'wf-draft' } as never,
    })
    expect((await getPublishedMenuPages('en')).map((p) => p.key)).not.toContain('wf-draft')
    expect((await loadMenuPageDraft('wf-draft', 'en'))?.title).toBe('Draft page')
    await t.payload.delete({ collection: 'menu-pages', id: page.id })
  })
})

describe('scheduled publish and unpublish', () => {
  /** Queues what the back office's schedule drawer queues, due now, and runs the queue. */
  async function runScheduled(type: 'publish' | 'unpublish', id: number) {
    await t.payload.jobs.queue({
      task: 'schedulePublish',
      input: { type, doc: { relationTo: 'menu-pages', value: id } },
      waitUntil: new Date(Date.now() - 1000),
    })
    await t.payload.jobs.run({ queue: 'default' })
  }

  it('publishes the newest draft when its job runs, and unpublishes it with the next', async () => {
    // In the default language, whose required fields publishing checks.
    const page = await t.payload.create({
      collection: 'menu-pages',
      locale: 'nl',
      draft: true,
      data: { key: 'wf-scheduled', title: 'Geplande pagina', path: 'wf-gepland' } as never,
    })
    const status = async () =>
      (await t.payload.findByID({ collection: 'menu-pages', id: page.id, depth: 0, overrideAccess: true }))._status

    // A job due later does not run yet.
    await t.payload.jobs.queue({
      task: 'schedulePublish',
      input: { type: 'publish', doc: { relationTo: 'menu-pages', value: page.id } },
      waitUntil: new Date(Date.now() + 3_600_000),
    })
    await t.payload.jobs.run({ queue: 'default' })
    expect(await status()).toBe('draft')

    await runScheduled('publish', page.id)
    expect(await status()).toBe('published')
    const published = (await getPublishedMenuPages('nl')).find((p) => p.key === 'wf-scheduled')
    expect(published?.title).toBe('Geplande pagina')

    await runScheduled('unpublish', page.id)
    expect(await status()).toBe('draft')
    expect((await getPublishedMenuPages('nl')).map((p) => p.key)).not.toContain('wf-scheduled')
  })
})
