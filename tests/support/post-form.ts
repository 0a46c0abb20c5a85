import { solveChallenge, type Challenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2'
import { vi } from 'vitest'
import type { FormState } from '@/features/enquiries/model/state'

export interface PostOptions {
  kind?: string
  locale?: string
  /** Sent by the form's script (`_js`); false: a plain post, as without JavaScript. */
  script?: boolean
  utm?: string
  property?: number
  project?: number
  /** The visitor's address; by default each post comes from a visitor of its own. */
  address?: string
  /** The script's proof of work: solved here (by default when `script`), none, or this one. */
  proof?: boolean | string
}

export type PostAnswer = { state: FormState; redirectedTo?: undefined } | { redirectedTo: string; state?: undefined }

/**
 * The request the Server Action reads its headers from: the server stamps the client's address
 * in X-Forwarded-For (src/server/request.ts), here the address of the post being sent.
 */
const request = { address: '' }
let visitors = 0
const nextVisitor = () => `198.51.${Math.floor(visitors / 250) + 100}.${(visitors++ % 250) + 1}`

/**
 * Posts an enquiry form to its Server Action as a browser would, and answers where the visitor
 * was sent or the form's state. Loaded after the test database started (the action reads the
 * environment when first imported).
 */
export async function formPoster() {
  vi.doMock('next/headers', async (original) => ({
    ...(await original<typeof import('next/headers')>()),
    headers: async () => new Headers({ 'x-forwarded-for': request.address }),
  }))
  const { GET: challenge } = await import('@/app/(site)/api/altcha/challenge/route')
  /** What the form's ALTCHA widget sends: a challenge of the site's endpoint, solved. */
  const solvedProof = async () => {
    const issued = (await (await challenge()).json()) as Challenge
    const solution = await solveChallenge({ challenge: issued, deriveKey })
    return btoa(JSON.stringify({ challenge: { parameters: issued.parameters, signature: issued.signature }, solution }))
  }
  const { submitEnquiry } = await import('@/features/enquiries/actions')
  const { isRedirectError } = await import('next/dist/client/components/redirect-error')
  const { getURLFromRedirectError } = await import('next/dist/client/components/redirect')
  const post = async function post(
    fields: Record<string, string | string[]>,
    options: PostOptions = {},
  ): Promise<PostAnswer> {
    const { kind = 'site-contact', locale = 'en', script = true, utm = '', property, project } = options
    const form = new FormData()
    form.set('_kind', kind)
    form.set('_locale', locale)
    form.set('_source', `/${locale}/contact/`)
    if (script) form.set('_js', '1')
    const proof = options.proof ?? script
    if (proof) form.set('_altcha', typeof proof === 'string' ? proof : await solvedProof())
    if (utm) form.set('_utm', utm)
    if (property) form.set('_property', String(property))
    if (project) form.set('_project', String(project))
    for (const [key, value] of Object.entries(fields))
      for (const v of Array.isArray(value) ? value : [value]) form.append(key, v)
    try {
      // Read by the action before its first wait: posts sent at once each keep their own.
      request.address = options.address ?? nextVisitor()
      return { state: await submitEnquiry({ status: 'idle' }, form) }
    } catch (error) {
      if (isRedirectError(error)) return { redirectedTo: getURLFromRedirectError(error) ?? '' }
      throw error
    }
  }
  return Object.assign(post, { solvedProof })
}
