import type { FormState } from '@/features/enquiries/state'

export interface PostOptions {
  kind?: string
  locale?: string
  /** Sent by the form's script (`_js`); false: a plain post, as without JavaScript. */
  script?: boolean
  utm?: string
  property?: number
  project?: number
}

export type PostAnswer = { state: FormState; redirectedTo?: undefined } | { redirectedTo: string; state?: undefined }

/**
 * Posts an enquiry form to its Server Action as a browser would, and answers where the visitor
 * was sent or the form's state. Loaded after the test database started (the action reads the
 * environment when first imported).
 */
export async function formPoster() {
  const { submitEnquiry } = await import('@/features/enquiries/actions')
  const { isRedirectError } = await import('next/dist/client/components/redirect-error')
  const { getURLFromRedirectError } = await import('next/dist/client/components/redirect')
  return async function post(
    fields: Record<string, string | string[]>,
    { kind = 'site-contact', locale = 'en', script = true, utm = '', property, project }: PostOptions = {},
  ): Promise<PostAnswer> {
    const form = new FormData()
    form.set('_kind', kind)
    form.set('_locale', locale)
    form.set('_source', `/${locale}/contact/`)
    if (script) form.set('_js', '1')
    if (utm) form.set('_utm', utm)
    if (property) form.set('_property', String(property))
    if (project) form.set('_project', String(project))
    for (const [key, value] of Object.entries(fields))
      for (const v of Array.isArray(value) ? value : [value]) form.append(key, v)
    try {
      return { state: await submitEnquiry({ status: 'idle' }, form) }
    } catch (error) {
      if (isRedirectError(error)) return { redirectedTo: getURLFromRedirectError(error) ?? '' }
      throw error
    }
  }
}
