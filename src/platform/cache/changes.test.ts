import { describe, expect, it } from 'vitest'
import {
  articleChangeTags,
  mediaChangeTags,
  menuPageChangeTags,
  projectNameChanged,
  propertyChangeTags,
  testimonialChangeTags,
} from './changes'

const sorted = (list: string[]) => [...list].sort()

describe('the tags a property change expires', () => {
  const villa = { id: 7, goal: 'sale', city: 3, type: 2, project: null, published: true, price: 300_000 }

  it('a price change: its page, the lists of its goal in all cities and in its city, the sitemap', () => {
    expect(sorted(propertyChangeTags({ ...villa, price: 310_000 }, villa))).toEqual(
      sorted(['property:7', 'list:sale', 'list:sale:city:3', 'sitemap']),
    )
  })

  it('a move to another city and goal: the lists before and after, and the counts', () => {
    expect(sorted(propertyChangeTags({ ...villa, goal: 'rent', city: { id: 4 } }, villa))).toEqual(
      sorted(['property:7', 'list:sale', 'list:sale:city:3', 'list:rent', 'list:rent:city:4', 'facets', 'sitemap']),
    )
  })

  it('unpublishing or trashing changes the counts; so does a new property ({} as before)', () => {
    expect(propertyChangeTags({ ...villa, published: false }, villa)).toContain('facets')
    expect(propertyChangeTags({ ...villa, deletedAt: '2026-11-24T00:00:00Z' }, villa)).toContain('facets')
    expect(propertyChangeTags(villa, {})).toContain('facets')
    expect(propertyChangeTags(villa, null)).toContain('facets')
  })

  it('the project it belongs to, before and after', () => {
    expect(propertyChangeTags({ ...villa, project: 9 }, { ...villa, project: { id: 8 } })).toEqual(
      expect.arrayContaining(['project:8', 'project:9']),
    )
  })
})

describe('the tags of other changes', () => {
  it('an article: the lists only when what they show changed', () => {
    const article = { id: 5, title: 'Selling', excerpt: 'How', content: 'a', published: true }
    expect(articleChangeTags({ ...article, content: 'b' }, article)).toEqual(['article:5', 'sitemap'])
    expect(articleChangeTags({ ...article, title: 'Sell' }, article)).toContain('articles')
  })

  it('a menu page: the menu when its title changes, the route table when its path changes', () => {
    const page = { id: 1, key: 'about', title: 'About', path: 'about', status: 'published', modules: [] }
    expect(sorted(menuPageChangeTags({ ...page, modules: [{}] }, page))).toEqual(sorted(['menu-page:about', 'sitemap']))
    expect(menuPageChangeTags({ ...page, title: 'Us' }, page)).toContain('menu')
    expect(menuPageChangeTags({ ...page, path: 'us' }, page)).toContain('routes')
  })

  it('a menu page: the form pages when a contact form is added, changed or removed', () => {
    const page = { id: 1, key: 'reviews', title: 'Reviews', status: 'published', modules: [{ blockType: 'richText' }] }
    const withForm = { ...page, modules: [{ blockType: 'contactForm', form: 'testimonial' }] }
    expect(menuPageChangeTags(withForm, page)).toContain('form-pages')
    expect(menuPageChangeTags(page, withForm)).toContain('form-pages')
    expect(menuPageChangeTags({ ...withForm, title: 'Your reviews' }, withForm)).not.toContain('form-pages')
    expect(menuPageChangeTags({ ...page, modules: [{ blockType: 'team' }] }, page)).not.toContain('form-pages')
  })

  it('a project’s name shows on its properties’ pages', () => {
    const project = { id: 2, title: 'Riverside', delivery: '2027' }
    expect(projectNameChanged({ ...project, delivery: '2028' }, project)).toBe(false)
    expect(projectNameChanged({ ...project, title: 'Riverside II' }, project)).toBe(true)
  })

  it('a new upload is shown nowhere yet', () => {
    expect(mediaChangeTags({ id: 1 }, {}, false)).toEqual([])
    expect(mediaChangeTags({ id: 1 }, { id: 1 }, false)).toEqual(['media'])
    expect(mediaChangeTags({ id: 1 }, null, true)).toEqual(['media'])
  })

  it('a testimonial refreshes the pages only when it is, or was, published', () => {
    const waiting = { id: 3, name: 'Anna P.', text: 'Top', published: false }
    expect(testimonialChangeTags(waiting, {})).toEqual([])
    expect(testimonialChangeTags({ ...waiting, text: 'Very good' }, waiting)).toEqual([])
    expect(testimonialChangeTags({ ...waiting, published: true }, waiting)).toEqual(['testimonials'])
    expect(testimonialChangeTags(waiting, { ...waiting, published: true })).toEqual(['testimonials'])
    expect(testimonialChangeTags({ ...waiting, published: true }, null)).toEqual(['testimonials'])
  })
})
