import 'server-only'
import { cachedRead } from '@/platform/cache/cached'
import { tags } from '@/platform/cache/tags'
import { locales, type Locale } from '@/i18n/locales'
import { payload } from '@/payload/local-api'

/** A published testimonial as the site shows it (never the e-mail address or the lead). */
export interface TestimonialCard {
  id: number
  name: string
  city: string
  text: string
  rating: number | null
  locale: Locale
}

/** The newest this many published testimonials are kept for the pages. */
const MAX_TESTIMONIALS = 200

/**
 * Published testimonials, newest first, in every language (a module picks its language). Tagged
 * `testimonials`: publishing, unpublishing or editing a published one refreshes the pages.
 */
export const getPublishedTestimonials = cachedRead(
  async (): Promise<TestimonialCard[]> => {
    const p = await payload()
    const res = await p.find({
      collection: 'testimonials',
      where: { published: { equals: true } },
      sort: '-createdAt',
      limit: MAX_TESTIMONIALS,
      depth: 0,
      select: { name: true, city: true, text: true, rating: true, locale: true },
      // The collection's own rule for the site's reads (published only) applies too.
      overrideAccess: false,
    })
    return res.docs
      .map((d) => ({
        id: d.id,
        name: (d.name ?? '').trim(),
        city: (d.city ?? '').trim(),
        text: (d.text ?? '').trim(),
        rating: typeof d.rating === 'number' && d.rating >= 1 && d.rating <= 5 ? Math.round(d.rating) : null,
        locale: ((locales as readonly string[]).includes(d.locale) ? d.locale : 'nl') as Locale,
      }))
      .filter((d) => d.text && d.name)
  },
  ['testimonials-published'],
  { tags: [tags.testimonials] },
)

/**
 * The keys of the published menu pages that hold the testimonial form (a contact form module set
 * to "Testimonial"), in menu order: where the testimonials module sends a visitor to write one.
 */
export const getTestimonialFormPages = cachedRead(
  async (): Promise<string[]> => {
    const p = await payload()
    const res = await p.find({
      collection: 'menu-pages',
      where: { and: [{ _status: { equals: 'published' } }, { 'modules.form': { equals: 'testimonial' } }] },
      sort: ['sort', 'id'],
      limit: 20,
      depth: 0,
      select: { key: true },
      overrideAccess: false,
    })
    return res.docs.map((d) => d.key).filter((k): k is string => typeof k === 'string' && k !== '')
  },
  ['testimonial-form-pages'],
  { tags: [tags.formPages] },
)
