import { describe, expect, it } from 'vitest'
import { buildMenuTree, sameHref, withCurrent, withoutLinksTo, type MenuPageEntry, type MenuNode } from './menu'

const hrefOf = (key: string) => (key === 'home' ? '/en/' : `/en/${key}/`)
const page = (id: number, key: string, extra: Partial<MenuPageEntry> = {}): MenuPageEntry => ({
  id,
  key,
  title: key.toUpperCase(),
  status: 'published',
  showInMenu: true,
  sort: id,
  ...extra,
})
const keys = (nodes: MenuNode[]): unknown[] => nodes.map((n) => (n.children.length ? [n.key, keys(n.children)] : n.key))

describe('buildMenuTree', () => {
  it('shows only published entries', () => {
    const tree = buildMenuTree([page(1, 'home'), page(2, 'for-sale', { status: 'draft' }), page(3, 'contact')], hrefOf)
    expect(keys(tree)).toEqual(['home', 'contact'])
  })

  it('leaves out entries not meant for the menu', () => {
    const tree = buildMenuTree([page(1, 'home'), page(2, 'Disclaimer', { showInMenu: false })], hrefOf)
    expect(keys(tree)).toEqual(['home'])
  })

  it('orders by sort, then by id', () => {
    const tree = buildMenuTree(
      [
        page(1, 'contact', { sort: 50 }),
        page(2, 'for-sale', { sort: 10 }),
        page(3, 'for-rent', { sort: 10 }),
        page(4, 'home', { sort: null }),
      ],
      hrefOf,
    )
    expect(keys(tree)).toEqual(['home', 'for-sale', 'for-rent', 'contact'])
  })

  it('puts children under their parent, sorted, with a relation given as id or document', () => {
    const tree = buildMenuTree(
      [
        page(1, 'services', { sort: 1 }),
        page(2, 'jobs', { parent: 1, sort: 2 }),
        page(3, 'contact-demand', { parent: { id: 1 }, sort: 1 }),
        page(4, 'contact', { sort: 2 }),
      ],
      hrefOf,
    )
    expect(keys(tree)).toEqual([['services', ['contact-demand', 'jobs']], 'contact'])
    expect(tree[0].children[0].href).toBe('/en/contact-demand/')
  })

  it('never shows a child of an unpublished parent, nor an unpublished child', () => {
    const tree = buildMenuTree(
      [
        page(1, 'services', { status: 'draft' }),
        page(2, 'jobs', { parent: 1 }),
        page(3, 'contact'),
        page(4, 'contact-demand', { parent: 3, status: 'draft' }),
      ],
      hrefOf,
    )
    expect(keys(tree)).toEqual(['contact'])
  })

  it('survives cycles and self-parents', () => {
    const tree = buildMenuTree(
      [page(1, 'a', { parent: 2 }), page(2, 'b', { parent: 1 }), page(3, 'c', { parent: 3 }), page(4, 'home')],
      hrefOf,
    )
    expect(keys(tree)).toEqual(['home'])
  })

  it('marks the current page and its ancestors', () => {
    const tree = buildMenuTree(
      [page(1, 'home'), page(2, 'services'), page(3, 'jobs', { parent: 2 })],
      hrefOf,
      '/en/jobs/',
    )
    expect(tree.map((n) => [n.key, n.current, n.active])).toEqual([
      ['home', false, false],
      ['services', false, true],
    ])
    expect(tree[1].children[0]).toMatchObject({ key: 'jobs', current: true, active: true, label: 'JOBS' })
  })
})

describe('withCurrent', () => {
  const pages = [page(1, 'home'), page(2, 'services'), page(3, 'jobs', { parent: 2 })]

  it('marks the page at a URL on a tree built without one, and moves the mark', () => {
    const tree = buildMenuTree(pages, hrefOf)
    const onJobs = withCurrent(tree, '/en/jobs/')
    expect(onJobs).toEqual(buildMenuTree(pages, hrefOf, '/en/jobs/'))
    const onHome = withCurrent(onJobs, '/en/')
    expect(onHome.map((n) => [n.key, n.current, n.active])).toEqual([
      ['home', true, true],
      ['services', false, false],
    ])
    expect(onHome[1].children[0]).toMatchObject({ key: 'jobs', current: false, active: false })
  })
})

describe('sameHref', () => {
  it('ignores case, a missing trailing slash and the query', () => {
    expect(sameHref('/nl/te-koop/', '/nl/te-koop')).toBe(true)
    expect(sameHref('/nl/Te-Koop/', '/nl/te-koop/?city=Brugge')).toBe(true)
    expect(sameHref('/nl/', '/nl/te-koop/')).toBe(false)
    expect(sameHref('/nl/', undefined)).toBe(false)
  })
})

describe('withoutLinksTo', () => {
  it('drops the entries leading to the given pages, at any depth, but keeps a parent of others', () => {
    const tree = buildMenuTree(
      [
        page(1, 'home'),
        page(2, 'contact-demand'),
        page(3, 'about'),
        page(4, 'demand-register', { parent: 3 }),
        page(5, 'team', { parent: 3 }),
        page(6, 'for-sale'),
        page(7, 'contact-demand-child', { parent: 6 }),
      ],
      hrefOf,
    )
    const kept = withoutLinksTo(tree, ['/en/contact-demand', '/en/demand-register/', '/en/for-sale/'])
    expect(keys(kept)).toEqual(['home', ['about', ['team']], ['for-sale', ['contact-demand-child']]])
  })
})
