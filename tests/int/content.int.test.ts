import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestDatabase, type TestDatabase } from './setup'

let t: TestDatabase
// Imported once the test database is up: the Payload config reads DATABASE_URL when loaded.
let getFacets: typeof import('@/features/listings/facets').getFacets
let getListPage: typeof import('@/features/listings/queries').getListPage
let parseListQuery: typeof import('@/domain/list-params').parseListQuery
let getKnownFilters: typeof import('@/features/listings/known-filters').getKnownFilters
let loadPropertyDetail: typeof import('@/features/property/queries').loadPropertyDetail
let projects: typeof import('@/features/projects/queries')
let seo: typeof import('@/features/seo/queries')
let sitemap: typeof import('@/features/seo/sitemap-queries')
let articles: typeof import('@/features/articles/queries')

beforeAll(async () => {
  t = await startTestDatabase()
  ;({ getFacets } = await import('@/features/listings/facets'))
  ;({ getListPage } = await import('@/features/listings/queries'))
  ;({ parseListQuery } = await import('@/domain/list-params'))
  ;({ getKnownFilters } = await import('@/features/listings/known-filters'))
  ;({ loadPropertyDetail } = await import('@/features/property/queries'))
  projects = await import('@/features/projects/queries')
  seo = await import('@/features/seo/queries')
  sitemap = await import('@/features/seo/sitemap-queries')
  articles = await import('@/features/articles/queries')
})
afterAll(async () => {
  await t?.close()
})

/** Two cities of the sample and a property type. */
async function lookups() {
  const cities = (await t.payload.find({ collection: 'cities', limit: 2, depth: 0, sort: 'id' })).docs
  const [type] = (await t.payload.find({ collection: 'property-types', limit: 1, depth: 0 })).docs
  return { gent: cities[0], other: cities[1], type }
}

describe('neighbourhoods (the lists exist and are empty in the sample)', () => {
  it('the sample has none, so the facets offer none', async () => {
    expect((await t.payload.count({ collection: 'neighbourhoods' })).totalDocs).toBe(0)
    expect((await getFacets('en')).neighbourhoods).toEqual([])
  })

  it('count the published properties of each neighbourhood, named per language, and filter the list', async () => {
    const { gent, other, type } = await lookups()
    const wijk = await t.payload.create({
      collection: 'neighbourhoods',
      locale: 'nl',
      data: { name: 'Patershol', city: gent.id, sort: 1 },
    })
    await t.payload.update({
      collection: 'neighbourhoods',
      id: wijk.id,
      locale: 'fr',
      data: { name: 'Patershol (FR)' },
    })
    const make = (reference: string, status: 'published' | 'draft') =>
      t.payload.create({
        collection: 'properties',
        locale: 'en',
        draft: status === 'draft',
        data: {
          title: `House ${reference}`,
          reference,
          goal: 'sale',
          marquee: '1',
          type: type.id,
          city: gent.id,
          neighbourhood: wijk.id,
          price: 300000,
          _status: status,
        } as never,
      })
    const shown = await make('NB-1', 'published')
    const hidden = await make('NB-2', 'draft')
    try {
      const en = (await getFacets('en')).neighbourhoods
      expect(en).toEqual([{ id: wijk.id, name: 'Patershol', cityId: gent.id, sale: 1, rent: 0 }])
      expect((await getFacets('fr')).neighbourhoods[0].name).toBe('Patershol (FR)')

      const list = await getListPage('sale', parseListQuery({ neighbourhood: String(wijk.id) }), 'en', 100)
      expect(list.cards.map((c) => c.id)).toEqual([shown.id])
      expect((await getKnownFilters()).neighbourhoods).toEqual([wijk.id])

      // The detail page names it with the address.
      expect((await loadPropertyDetail(shown.id, 'nl'))?.neighbourhood).toBe('Patershol')

      // A neighbourhood of another city is refused.
      await expect(
        t.payload.update({ collection: 'properties', id: shown.id, data: { city: other.id } as never }),
      ).rejects.toThrow(/neighbourhood/i)
    } finally {
      await t.payload.delete({ collection: 'properties', id: shown.id })
      await t.payload.delete({ collection: 'properties', id: hidden.id })
      await t.payload.delete({ collection: 'neighbourhoods', id: wijk.id })
    }
    expect((await getFacets('en')).neighbourhoods).toEqual([])
  })
})

describe('a project with an external address', () => {
  const base = async () => {
    const { gent } = await lookups()
    return { title: 'Elsewhere', city: gent.id }
  }

  it('refuses anything but an http(s) address', async () => {
    for (const externalAddress of ['javascript:alert(1)', 'ftp://files.example/plans', '/nl/projecten/', 'www.x'])
      await expect(
        t.payload.create({
          collection: 'projects',
          locale: 'en',
          data: { ...(await base()), externalAddress } as never,
        }),
        externalAddress,
      ).rejects.toThrow(/external address/i)
  })

  it('leads its cards and its properties there, and leaves the sitemap', async () => {
    const { type } = await lookups()
    const project = await t.payload.create({
      collection: 'projects',
      locale: 'en',
      data: { ...(await base()), externalAddress: 'https://elsewhere.example/project' } as never,
    })
    const property = await t.payload.create({
      collection: 'properties',
      locale: 'en',
      data: {
        title: 'Flat in Elsewhere',
        reference: 'EX-1',
        goal: 'sale',
        marquee: '1',
        type: type.id,
        city: project.city,
        project: project.id,
        price: 200000,
      } as never,
    })
    try {
      const card = (await projects.getPublishedProjects('en')).find((p) => p.id === project.id)
      expect(card?.externalAddress).toBe('https://elsewhere.example/project')
      expect((await projects.getProject(project.id, 'en'))?.externalAddress).toBe('https://elsewhere.example/project')
      expect((await loadPropertyDetail(property.id, 'en'))?.project).toEqual({
        id: project.id,
        title: 'Elsewhere',
        externalAddress: 'https://elsewhere.example/project',
      })
      // Only the projects with a page of their own are in the sitemap.
      const all = await projects.getPublishedProjects('en')
      const own = all.filter((p) => p.externalAddress === null).map((p) => p.id)
      expect(own.length).toBe(all.length - 1)
      expect((await sitemap.getSitemapProjects()).map((p) => p.id).sort()).toEqual(own.sort())
    } finally {
      await t.payload.delete({ collection: 'properties', id: property.id })
      await t.payload.delete({ collection: 'projects', id: project.id })
    }
  })
})

describe('the staff preview reads drafts of projects and articles, and their metadata', () => {
  it('a project: the draft for the preview, the published version for the public', async () => {
    const project = await t.payload.create({
      collection: 'projects',
      locale: 'en',
      data: await (async () => {
        const { gent } = await lookups()
        return { title: 'Riverside', description: 'Published text', city: gent.id } as never
      })(),
    })
    try {
      await t.payload.update({
        collection: 'projects',
        id: project.id,
        locale: 'en',
        draft: true,
        data: { title: 'Riverside draft', description: 'Draft text' },
      })
      expect((await projects.loadProject(project.id, 'en'))?.title).toBe('Riverside')
      expect((await projects.loadProject(project.id, 'en', true))?.title).toBe('Riverside draft')
      expect((await seo.loadDetailSeo('projects', project.id, 'en'))?.description).toBe('Published text')
      expect(await seo.loadDetailSeo('projects', project.id, 'en', true)).toMatchObject({
        title: 'Riverside draft',
        description: 'Draft text',
      })
    } finally {
      await t.payload.delete({ collection: 'projects', id: project.id })
    }
  })

  it('an article never published: found by its slug in the preview only', async () => {
    const article = await t.payload.create({
      collection: 'articles',
      locale: 'en',
      draft: true,
      data: { title: 'Coming soon', slug: 'coming-soon', kind: 'service', excerpt: 'Soon.', _status: 'draft' } as never,
    })
    try {
      expect(await articles.articleOf('services', 'coming-soon', 'en')).toBeNull()
      expect((await articles.articleOf('services', 'coming-soon', 'en', true))?.title).toBe('Coming soon')
      expect(await seo.loadArticleSeo('service', 'coming-soon', 'en')).toBeNull()
      expect((await seo.loadArticleSeo('service', 'coming-soon', 'en', true))?.title).toBe('Coming soon')
    } finally {
      await t.payload.delete({ collection: 'articles', id: article.id })
    }
  })
})
