import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type * as Attacks from '@/platform/auth/attacks'
import type * as Accounts from '@/features/owners/accounts'
import type * as Login from '@/features/owners/login'
import type * as Session from '@/features/owners/session'
import type { Owner } from '@/payload/payload-types'
import { pdfWith } from '../support/pdf'
import { loadRoute, restClient, SITE } from '../support/rest'
import { startTestDatabase, type TestDatabase } from './setup'
import { createListing } from '../support/listing'

/*
 * Owners' accounts: invitation and reset links, the login's limits, and what an owner's session
 * can reach outside the portal (nothing: REST and GraphQL are staff's, owner documents are
 * never public files). The portal's own data functions: portal.int.test.ts.
 */

let t: TestDatabase
let api: ReturnType<typeof restClient>
const PASSWORD = 'owner-password-2026'

// Loaded once the test database is set: they read the settings when first imported.
let requestPasswordReset: typeof Accounts.requestPasswordReset
let sendInvitation: typeof Accounts.sendInvitation
let choosePassword: typeof Login.choosePassword
let ownerLogin: typeof Login.ownerLogin
let ownerOfToken: typeof Session.ownerOfToken
let endSessionOfToken: typeof Session.endSessionOfToken
let accountsUnderAttack: typeof Attacks.accountsUnderAttack
/** Thirty minutes (features/owners/accounts.ts RESET_MS), written out. */
const RESET_MS = 30 * 60 * 1000

beforeAll(async () => {
  t = await startTestDatabase()
  api = restClient(await loadRoute())
  ;({ requestPasswordReset, sendInvitation } = await import('@/features/owners/accounts'))
  ;({ choosePassword, ownerLogin } = await import('@/features/owners/login'))
  ;({ ownerOfToken, endSessionOfToken } = await import('@/features/owners/session'))
  ;({ accountsUnderAttack } = await import('@/platform/auth/attacks'))
})
afterAll(async () => {
  await t?.close()
})

let counter = 0
const unique = () => `${Date.now()}-${++counter}`
const freshAddress = () => `203.0.113.${++counter}`

async function staffSession() {
  const email = `admin-${unique()}@test.example`
  await t.payload.create({
    collection: 'users',
    data: { email, password: 'a-long-staff-password-1', name: 'Admin', role: 'admin' },
    overrideAccess: true,
  })
  const res = await api('POST', '/users/login', {
    body: { email, password: 'a-long-staff-password-1' },
    headers: { origin: SITE, 'x-forwarded-for': freshAddress() },
  })
  expect(res.status, res.text).toBe(200)
  return { cookie: (res.headers.get('set-cookie') ?? '').split(';')[0]!, origin: SITE }
}

async function createOwner(extra: Partial<Owner> = {}): Promise<Owner> {
  return t.payload.create({
    collection: 'owners',
    data: { name: 'Test Owner', email: `owner-${unique()}@test.example`, language: 'nl', ...extra } as never,
    overrideAccess: true,
  })
}

/** The link of the newest mail to this address, and the mail. */
async function newestMail(to: string) {
  const { docs } = await t.payload.find({
    collection: 'mails',
    where: { to: { equals: to } },
    sort: '-id',
    limit: 1,
    overrideAccess: true,
  })
  const mail = docs[0]
  expect(mail, `a mail to ${to}`).toBeTruthy()
  const link = /https?:\/\/\S+\?token=([0-9a-f]+)/.exec(mail!.text)
  return { mail: mail!, url: link?.[0], token: link?.[1] ?? '' }
}

async function withPassword(owner: Owner, password = PASSWORD) {
  await t.payload.update({ collection: 'owners', id: owner.id, data: { password } as never, overrideAccess: true })
  return owner
}

describe('invitation and password links', () => {
  it('staff invite an owner: the mail in the owner’s language links to a page that sets the password once', async () => {
    const staff = await staffSession()
    const email = `invited-${unique()}@test.example`
    const res = await api('POST', '/owners/new', {
      headers: staff,
      body: { name: 'Marie Peeters', email, language: 'fr' },
    })
    expect(res.status, res.text).toBe(201)
    const id = res.json().id as number
    const { mail, url, token } = await newestMail(email)
    expect(mail.purpose).toBe('owner')
    expect(mail.locale).toBe('fr')
    expect(mail.subject).toBe('Votre portail propriétaire chez Vitrine Immo')
    expect(mail.text).toContain('Bonjour Marie Peeters,')
    expect(url).toBe(`http://localhost:3000/fr/login/password/?token=${token}`)
    expect(mail.text).toContain('Le lien fonctionne une fois, pendant 7 jours.')
    const owner = await t.payload.findByID({ collection: 'owners', id, overrideAccess: true })
    expect(owner.invitedAt).toBeTruthy()

    // Nobody knows the account's first password: no login before the link is used.
    expect((await ownerLogin(t.payload, { email, password: PASSWORD, address: freshAddress() })).ok).toBe(false)
    const session = await choosePassword(t.payload, token, PASSWORD)
    expect(session?.token).toBeTruthy()
    expect((await ownerOfToken(session!.token))?.email).toBe(email)
    expect(await choosePassword(t.payload, token, 'another-password-99')).toBeNull()
    expect((await ownerLogin(t.payload, { email, password: PASSWORD, address: freshAddress() })).ok).toBe(true)
  })

  it('refuses to invite an address that has an account, and anyone but staff', async () => {
    const staff = await staffSession()
    const owner = await createOwner()
    const again = await api('POST', '/owners/new', {
      headers: staff,
      body: { name: 'Twice', email: owner.email, language: 'nl' },
    })
    expect(again.status).toBe(409)
    expect(again.json()).toEqual({ errors: [{ message: 'An owner with this e-mail address already exists.' }] })
    const bad = await api('POST', '/owners/new', { headers: staff, body: { name: 'X', email: 'not-an-address' } })
    expect(bad.status).toBe(400)
    const anonymous = await api('POST', '/owners/new', { body: { name: 'X', email: 'x@test.example', language: 'nl' } })
    expect(anonymous.status).toBe(401)
    const invite = await api('POST', `/owners/${owner.id}/invite`, { headers: { origin: SITE } })
    expect(invite.status).toBe(401)
  })

  it('mails a reset link that works once, within 30 minutes; an unknown address gets nothing', async () => {
    const owner = await withPassword(await createOwner({ language: 'de' }))
    const before = Date.now()
    await requestPasswordReset(t.payload, owner.email.toUpperCase())
    const { mail, url, token } = await newestMail(owner.email)
    expect(mail.subject).toBe('Wählen Sie ein neues Passwort für Vitrine Immo')
    expect(url).toBe(`http://localhost:3000/de/login/password/?token=${token}`)
    expect(mail.text).toContain('Der Link funktioniert einmal, 30 Minuten lang.')
    const stored = await t.payload.findByID({
      collection: 'owners',
      id: owner.id,
      showHiddenFields: true,
      overrideAccess: true,
    })
    const expires = Date.parse(String((stored as { resetPasswordExpiration?: string }).resetPasswordExpiration))
    expect(expires).toBeGreaterThanOrEqual(before + RESET_MS)
    expect(expires).toBeLessThanOrEqual(Date.now() + RESET_MS)

    expect(await choosePassword(t.payload, token, 'new-password-for-me')).not.toBeNull()
    expect(await choosePassword(t.payload, token, 'new-password-again')).toBeNull()
    expect(
      (await ownerLogin(t.payload, { email: owner.email, password: 'new-password-for-me', address: freshAddress() }))
        .ok,
    ).toBe(true)

    // Asked again within a minute: no second mail.
    await requestPasswordReset(t.payload, owner.email)
    await requestPasswordReset(t.payload, owner.email)
    const { totalDocs: resets } = await t.payload.count({
      collection: 'mails',
      where: { to: { equals: owner.email } },
      overrideAccess: true,
    })
    expect(resets).toBe(2)
    // An invited owner who asks gets the invitation again: its link stays (forgot-password.int.test.ts).
    const invited = await createOwner()
    await sendInvitation(t.payload, invited)
    const invitation = await newestMail(invited.email)
    await requestPasswordReset(t.payload, invited.email)
    const again = await newestMail(invited.email)
    expect(again.mail.id).not.toBe(invitation.mail.id)
    expect(again.mail.subject).toBe('Uw eigenaarsportaal bij Vitrine Immo')
    expect(again.token).toBe(invitation.token)

    const ghost = `ghost-${unique()}@test.example`
    await requestPasswordReset(t.payload, ghost)
    const { totalDocs } = await t.payload.count({
      collection: 'mails',
      where: { to: { equals: ghost } },
      overrideAccess: true,
    })
    expect(totalDocs).toBe(0)
  })

  it('refuses an expired reset link', async () => {
    const owner = await withPassword(await createOwner())
    await requestPasswordReset(t.payload, owner.email)
    const { token } = await newestMail(owner.email)
    // Thirty minutes and a second later.
    vi.useFakeTimers({ now: Date.now() + RESET_MS + 1000, toFake: ['Date'] })
    try {
      expect(await choosePassword(t.payload, token, 'too-late-password')).toBeNull()
    } finally {
      vi.useRealTimers()
    }
    expect((await ownerLogin(t.payload, { email: owner.email, password: PASSWORD, address: freshAddress() })).ok).toBe(
      true,
    )
  })
})

describe('owner login', () => {
  it('answers alike for an unknown e-mail, a wrong password and a locked account, and logs each attempt', async () => {
    const owner = await withPassword(await createOwner())
    const locked = await withPassword(await createOwner())
    await t.payload.update({
      collection: 'owners',
      id: locked.id,
      data: { lockUntil: new Date(Date.now() + 3_600_000).toISOString(), loginAttempts: 30 } as never,
      overrideAccess: true,
    })
    const spy = vi.spyOn(t.payload.logger, 'info')
    const address = freshAddress()
    const answers = [
      await ownerLogin(t.payload, { email: 'nobody@test.example', password: PASSWORD, address }),
      await ownerLogin(t.payload, { email: owner.email, password: 'wrong-password-1', address }),
      await ownerLogin(t.payload, { email: locked.email, password: PASSWORD, address }),
    ]
    const entries = spy.mock.calls
      .map(([entry]) => entry as unknown as Record<string, unknown>)
      .filter((e) => typeof e === 'object' && e?.event === 'owner-login')
    spy.mockRestore()
    for (const a of answers) expect(a).toMatchObject({ ok: false })
    expect(answers.map((a) => !a.ok && a.waitMs)).toEqual([undefined, undefined, undefined])
    expect(entries.map(({ outcome, address: a }) => ({ outcome, address: a }))).toEqual([
      { outcome: 'unknown-email', address },
      { outcome: 'wrong-password', address },
      { outcome: 'locked', address },
    ])
    expect(JSON.stringify(spy.mock.calls)).not.toContain('wrong-password-1')
  })

  it('makes the network that failed wait, longer after each failure, and never locks the account from many networks', async () => {
    const owner = await withPassword(await createOwner())
    const attempt = (password: string, address: string) =>
      ownerLogin(t.payload, { email: owner.email, password, address })
    const attacker = freshAddress()
    for (let i = 0; i < 5; i++) expect((await attempt(`guess-${i}`, attacker)).ok).toBe(false)
    const waiting = await attempt(PASSWORD, attacker)
    expect(waiting).toMatchObject({ ok: false, outcome: 'pair-limited' })
    expect(!waiting.ok && waiting.waitMs).toBeGreaterThan(55_000)
    expect(!waiting.ok && waiting.waitMs).toBeLessThanOrEqual(60_000)
    expect((await attempt(PASSWORD, freshAddress())).ok).toBe(true)

    // Thirty more failures (Payload's own rule locked the account there) from three IPv4
    // addresses and three IPv6 /64s, each /64 from addresses of its own.
    for (let a = 0; a < 6; a++) {
      const n = ++counter
      const address = (i: number) => (a % 2 ? `203.0.113.${n}` : `2001:db8:${n}:7:${i + 1}::${i + 9}`)
      for (let i = 0; i < 5; i++) expect((await attempt(`g-${a}-${i}`, address(i))).ok).toBe(false)
    }
    expect((await attempt(PASSWORD, '2001:db8:beef:7::1')).ok).toBe(true)
    // Administrators see it on the dashboard (platform/auth/admin/AttackNotice.tsx).
    expect(await accountsUnderAttack(t.payload)).toContainEqual({
      collection: 'owners',
      id: owner.id,
      email: owner.email,
      failures: 35,
      networks: 7,
    })
  })

  it('stops an address after fifteen failures, whatever the accounts, and says how long', async () => {
    const owner = await withPassword(await createOwner())
    const address = freshAddress()
    for (let i = 0; i < 15; i++)
      await ownerLogin(t.payload, { email: `guess${i}@test.example`, password: 'x', address })
    const refused = await ownerLogin(t.payload, { email: owner.email, password: PASSWORD, address })
    expect(refused.ok).toBe(false)
    expect(!refused.ok && refused.waitMs).toBeGreaterThan(50 * 60_000)
  })

  it('ends the session on the server at logout: the token stops working', async () => {
    const owner = await withPassword(await createOwner())
    const result = await ownerLogin(t.payload, { email: owner.email, password: PASSWORD, address: freshAddress() })
    if (!result.ok) throw new Error('login failed')
    expect((await ownerOfToken(result.value.token))?.id).toBe(owner.id)
    await endSessionOfToken(result.value.token)
    expect(await ownerOfToken(result.value.token)).toBeNull()
  })
})

describe('what an owner’s session reaches outside the portal', () => {
  async function ownerWithProperty() {
    const property = await createListing(t.payload, 'Owned house')
    const owner = await withPassword(await createOwner({ properties: [property.id] }))
    const pdf = await pdfWith('Mandate')
    const document = await t.payload.create({
      collection: 'property-documents',
      data: { title: 'Mandate', property: property.id, forOwners: true } as never,
      file: {
        data: pdf,
        mimetype: 'application/pdf',
        name: `mandate-${unique()}.pdf`,
        size: pdf.length,
      },
      overrideAccess: true,
    })
    const login = await ownerLogin(t.payload, { email: owner.email, password: PASSWORD, address: freshAddress() })
    if (!login.ok) throw new Error('login failed')
    return { owner, property, document, token: login.value.token }
  }

  it('reads nothing of another owner, nor of its own, through REST, GraphQL or a document’s file URL', async () => {
    const a = await ownerWithProperty()
    const b = await ownerWithProperty()
    const asA: Record<string, string>[] = [
      { authorization: `JWT ${a.token}` },
      { cookie: `vitrine-owner=${a.token}`, origin: SITE },
      {},
    ]
    for (const headers of asA) {
      for (const path of [
        `/properties/${b.property.id}`,
        `/properties/${a.property.id}`,
        `/properties?where[id][equals]=${b.property.id}`,
        `/owners/${b.owner.id}`,
        '/owners',
        `/property-documents/${b.document.id}`,
        '/property-documents',
        `/property-documents/file/${b.document.filename}`,
        `/property-documents/file/${a.document.filename}`,
        '/visits',
        '/publications',
        '/leads',
      ]) {
        const res = await api('GET', path, { headers })
        expect([401, 403, 404], `${path} ${JSON.stringify(headers)}: ${res.status}`).toContain(res.status)
        expect(res.text.startsWith('%PDF')).toBe(false)
        expect(res.text).not.toContain(b.owner.email)
        expect(res.text).not.toContain('Owned house')
      }
      const graphql = await api('POST', '/graphql', {
        headers: { ...headers, origin: SITE },
        body: { query: `{ Property(id: ${b.property.id}) { title } Owners { docs { email } } }` },
      })
      expect(graphql.status).toBe(404)
      expect(graphql.text).not.toContain(b.owner.email)
    }
    // The same addresses do answer staff: the refusals above are about who asks.
    const staff = await staffSession()
    const file = await api('GET', `/property-documents/file/${b.document.filename}`, { headers: staff })
    expect(file.status).toBe(200)
    expect(file.text.startsWith('%PDF')).toBe(true)
    expect((await api('GET', `/owners/${b.owner.id}`, { headers: staff })).json().email).toBe(b.owner.email)
  })

  it('cannot use Payload’s own login, reset or token refresh for owners', async () => {
    const { owner } = await ownerWithProperty()
    for (const route of ['login', 'forgot-password', 'reset-password', 'refresh-token']) {
      const res = await api('POST', `/owners/${route}`, {
        headers: { origin: SITE, 'x-forwarded-for': freshAddress() },
        body: { email: owner.email, password: PASSWORD, token: 'x' },
      })
      expect(res.status, route).toBe(404)
      expect(res.headers.get('set-cookie')).toBeNull()
    }
  })
})
