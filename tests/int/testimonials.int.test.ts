import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { tagCache } from '../support/next-cache'
import { formPoster } from '../support/post-form'
import { loadRoute, restClient } from '../support/rest'
import { staffSession } from '../support/staff-session'
import { startTestDatabase, type TestDatabase } from './setup'

/*
 * The testimonial form (docs/rules/forms-and-leads.md#testimonials): a visitor's testimonial is
 * stored as a lead and a testimonial awaiting moderation, refused without a valid rating or the
 * consent to publish name and town, and shown by the testimonials module's query once staff
 * publish it.
 */
let t: TestDatabase
let post: Awaited<ReturnType<typeof formPoster>>
let api: ReturnType<typeof restClient>

beforeAll(async () => {
  t = await startTestDatabase()
  post = await formPoster()
  api = restClient(await loadRoute())
})
afterAll(async () => {
  tagCache.reset()
  await t?.close()
})

const unique = (name: string) => `${name}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.be`

const written = (email: string) => ({
  text: 'Une équipe à l’écoute du début à la fin.',
  rating: '4',
  firstName: 'Sophie',
  lastName: 'Lambert',
  email,
  city: 'Namur',
  publishConsent: 'on',
  privacy: 'on',
})

describe('the testimonial form', () => {
  it('refuses a rating that is not 1 to 5 stars and a missing consent, in the visitor’s language, storing nothing', async () => {
    const { translatorOf } = await import('@/i18n/translator')
    const fr = await translatorOf('fr', 'enquiries')
    const email = unique('refused')
    const withoutConsent: Record<string, string> = written(email)
    delete withoutConsent.publishConsent
    const answer = await post({ ...withoutConsent, rating: '9' }, { kind: 'testimonial', locale: 'fr' })
    expect(answer.state).toMatchObject({ status: 'invalid', errors: { rating: 'invalid', publishConsent: 'required' } })
    // The texts the form shows beside those fields.
    expect(fr('errors.invalid')).toBe('Cette valeur n’est pas valide')
    expect(fr('errors.required.publishConsent')).toBe(
      'Veuillez accepter que votre témoignage soit publié avec votre prénom et votre localité',
    )
    const missing = await post({ ...withoutConsent, rating: '' }, { kind: 'testimonial', locale: 'fr' })
    expect(missing.state).toMatchObject({ status: 'invalid', errors: { rating: 'required' } })
    expect(fr('errors.required.rating')).toBe('Veuillez donner une note de 1 à 5 étoiles')

    expect((await t.payload.find({ collection: 'leads', where: { email: { equals: email } } })).docs).toEqual([])
    expect((await t.payload.find({ collection: 'testimonials', where: { email: { equals: email } } })).docs).toEqual([])
  })

  it('stores a testimonial awaiting moderation, notifies the agency, and shows it once staff publish it', async () => {
    const { getPublishedTestimonials } = await import('@/features/testimonials/queries')
    const email = unique('praise')
    const answer = await post(written(email), { kind: 'testimonial', locale: 'fr' })
    expect(answer.redirectedTo).toBe('/fr/merci/testimonial/')

    const [lead] = (await t.payload.find({ collection: 'leads', where: { email: { equals: email } } })).docs
    expect(lead.type).toBe('testimonial')
    const mails = (await t.payload.find({ collection: 'mails', where: { lead: { equals: lead.id } }, depth: 0 })).docs
    expect(mails.map((m) => m.purpose).sort()).toEqual(['confirmation', 'notification'])

    const [stored] = (await t.payload.find({ collection: 'testimonials', where: { lead: { equals: lead.id } } })).docs
    expect(stored).toMatchObject({
      name: 'Sophie L.',
      city: 'Namur',
      text: 'Une équipe à l’écoute du début à la fin.',
      rating: 4,
      locale: 'fr',
      published: false,
    })

    tagCache.enable()
    try {
      expect((await getPublishedTestimonials()).map((x) => x.id)).not.toContain(stored.id)

      // Staff publish it in the back office (its REST call, with a member of staff's session).
      const { cookie, origin } = await staffSession(t.payload, api, 'agent')
      const published = await api('PATCH', `/testimonials/${stored.id}`, {
        body: { published: true },
        headers: { cookie, origin },
      })
      expect(published.status, published.text).toBe(200)
      expect(tagCache.revalidated).toContain('testimonials')

      expect((await getPublishedTestimonials()).find((x) => x.id === stored.id)).toEqual({
        id: stored.id,
        name: 'Sophie L.',
        city: 'Namur',
        text: 'Une équipe à l’écoute du début à la fin.',
        rating: 4,
        locale: 'fr',
      })
    } finally {
      tagCache.reset()
    }
  })
})
