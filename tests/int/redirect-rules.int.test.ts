import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadRoute, restClient, type Answer } from '../support/rest'
import { staffSession } from '../support/staff-session'
import { startTestDatabase, type TestDatabase } from './setup'

/*
 * Redirects as an agent or an admin meet them in the back office's REST calls: the `redirects`
 * collection and a menu page of type redirect. No redirect takes the site's own pages (language
 * roots, the owners' login and portal, the preview), only an admin sends visitors to another
 * site, and no target a browser reads as another site (`/\evil.example`) is saved.
 */

let t: TestDatabase
let api: ReturnType<typeof restClient>

beforeAll(async () => {
  t = await startTestDatabase()
  api = restClient(await loadRoute())
})
afterAll(async () => {
  await t?.close()
})

/** The back office's session of a new member of staff (its cookie and the site's origin). */
const session = (role: 'admin' | 'agent', language = 'en') => staffSession(t.payload, api, role, language)

/** The message Payload's validation gave a field, as the back office shows it beside the field. */
function fieldError(res: Answer, field: string): string | undefined {
  const body = res.json() as { errors?: Array<{ data?: { errors?: Array<{ path: string; message: string }> } }> }
  return body.errors?.flatMap((e) => e.data?.errors ?? []).find((e) => e.path === field)?.message
}

const RESERVED_EN =
  'This path belongs to the site itself (a home page, the owners’ login or portal, the preview, the back office, the API, a mailed link): it cannot be redirected.'
const OFF_SITE_EN =
  'Only an administrator may send visitors to another website: enter a path of this site (such as /en/services/).'
const OFF_SITE_NL =
  'Alleen een beheerder mag bezoekers naar een andere website sturen: vul een pad van deze site in (zoals /nl/diensten/).'
const INVALID_EN =
  'Enter a path of this site starting with a single / (such as /en/services/), or a full address starting with https://.'

let oldPaths = 0
const oldPath = () => `/old-page-${++oldPaths}.html`

describe('redirects of old URLs', () => {
  it('never take the login, the portal, the password page, the preview or a language root', async () => {
    const headers = await session('admin')
    for (const from of [
      '/en/login/',
      '/nl/login/password/',
      '/fr/login/forgot/',
      '/de/portal/',
      '/en/portal/12/',
      '/nl/preview/te-koop/',
      '/en/',
      '/nl',
      '/FR/',
      '/login/',
    ]) {
      const res = await api('POST', '/redirects', { body: { from, to: '/en/services/', type: '302' }, headers })
      expect(res.status, from).toBe(400)
      expect(fieldError(res, 'from'), from).toBe(RESERVED_EN)
    }
    const taken = await t.payload.find({ collection: 'redirects', where: { to: { equals: '/en/services/' } } })
    expect(taken.totalDocs).toBe(0)
  })

  it('let an agent send an old path to a page of the site, not to another site', async () => {
    const headers = await session('agent')
    const onSite = await api('POST', '/redirects', { body: { from: oldPath(), to: '/en/services/' }, headers })
    expect(onSite.status, onSite.text).toBe(201)

    const phish = await api('POST', '/redirects', {
      body: { from: oldPath(), to: 'https://evil.example/phish' },
      headers,
    })
    expect(phish.status).toBe(400)
    expect(fieldError(phish, 'to')).toBe(OFF_SITE_EN)

    const dutch = await api('POST', '/redirects', {
      body: { from: oldPath(), to: 'https://evil.example/phish' },
      headers: await session('agent', 'nl'),
    })
    expect(fieldError(dutch, 'to')).toBe(OFF_SITE_NL)

    // Moving an existing on-site redirect off the site is refused too.
    const id = (onSite.json().doc as { id: number }).id
    const moved = await api('PATCH', `/redirects/${id}`, { body: { to: 'https://evil.example/' }, headers })
    expect(moved.status).toBe(400)
    expect((await t.payload.findByID({ collection: 'redirects', id })).to).toBe('/en/services/')
  })

  it('let an admin send an old path to another site, and an agent keep it when editing', async () => {
    const admin = await session('admin')
    const res = await api('POST', '/redirects', {
      body: { from: oldPath(), to: 'https://example.org/new-office', type: '301' },
      headers: admin,
    })
    expect(res.status, res.text).toBe(201)
    const id = (res.json().doc as { id: number }).id

    const agent = await session('agent')
    const edit = await api('PATCH', `/redirects/${id}`, { body: { type: '302' }, headers: agent })
    expect(edit.status, edit.text).toBe(200)
    expect(await t.payload.findByID({ collection: 'redirects', id })).toMatchObject({
      to: 'https://example.org/new-office',
      type: '302',
    })
    const other = await api('PATCH', `/redirects/${id}`, { body: { to: 'https://evil.example/' }, headers: agent })
    expect(fieldError(other, 'to')).toBe(OFF_SITE_EN)
  })

  it('refuse targets a browser reads as another site, for admins too', async () => {
    const headers = await session('admin')
    for (const to of [
      '/\\evil.example',
      '/\\/evil.example',
      '//evil.example',
      '/\t/evil.example',
      'javascript:alert(1)',
    ]) {
      const res = await api('POST', '/redirects', { body: { from: oldPath(), to }, headers })
      expect(res.status, JSON.stringify(to)).toBe(400)
      expect(fieldError(res, 'to'), JSON.stringify(to)).toBe(INVALID_EN)
    }
  })
})

describe('a menu page of type redirect', () => {
  async function redirectPage() {
    const page = await t.payload.create({
      collection: 'menu-pages',
      data: { title: 'Moved page', key: `moved-${Date.now()}-${++oldPaths}`, type: 'redirect', _status: 'published' },
      overrideAccess: true,
    })
    return page.id
  }

  it('takes a site path from an agent, another site only from an admin, never /\\', async () => {
    const id = await redirectPage()
    const agent = await session('agent')
    const admin = await session('admin')
    const patch = (redirectUrl: string, headers: Record<string, string>) =>
      api('PATCH', `/menu-pages/${id}`, { body: { redirectUrl }, headers })

    const tricked = await patch('/\\evil.example', admin)
    expect(tricked.status).toBe(400)
    expect(fieldError(tricked, 'redirectUrl')).toBe(INVALID_EN)

    const offSite = await patch('https://evil.example/phish', agent)
    expect(offSite.status).toBe(400)
    expect(fieldError(offSite, 'redirectUrl')).toBe(OFF_SITE_EN)

    expect((await patch('/en/services/', agent)).status).toBe(200)
    expect((await patch('https://example.org/partner', admin)).status).toBe(200)
    const saved = await t.payload.findByID({ collection: 'menu-pages', id })
    expect(saved.redirectUrl).toBe('https://example.org/partner')
  })
})
