import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { pdfWith } from '../support/pdf'
import { loadRoute, restClient, SITE, type Method } from '../support/rest'
import { createStaff as createStaffAccount, STAFF_PASSWORD, staffSession } from '../support/staff-session'
import { startTestDatabase, type TestDatabase } from './setup'

/*
 * The REST API as an attacker, a visitor's browser and each role meet it: Payload's handlers
 * behind the project's route (src/app/(payload)/api/[...slug]/route.ts), called with real
 * requests on a fresh database. The site's own address here is http://localhost:3000.
 */

let t: TestDatabase
let api: ReturnType<typeof restClient>
const PASSWORD = STAFF_PASSWORD

beforeAll(async () => {
  t = await startTestDatabase()
  api = restClient(await loadRoute())
})
afterAll(async () => {
  await t?.close()
})

let addressCounter = 0
/** A fresh client address, so each test starts with untouched login counters. */
const freshAddress = () => `198.51.100.${++addressCounter}`

const createStaff = (role: 'admin' | 'agent') => createStaffAccount(t.payload, role)

async function login(email: string, password = PASSWORD, address = freshAddress()) {
  return api('POST', '/users/login', {
    body: { email, password },
    headers: { 'x-forwarded-for': address, origin: SITE },
  })
}

/** The session of a member of staff, as the back office's browser holds it (the cookie). */
const session = (role: 'admin' | 'agent') => staffSession(t.payload, api, role)

async function someRelations() {
  const [type, city] = await Promise.all([
    t.payload.create({
      collection: 'property-types',
      data: { name: 'Testtype', webId: 1 } as never,
      overrideAccess: true,
    }),
    t.payload.create({ collection: 'cities', data: { name: 'Teststad', zip: '9999' } as never, overrideAccess: true }),
  ])
  return { type: type.id, city: city.id }
}

/** A property whose owner hides both its address and its price. */
async function secretProperty(extra: Record<string, unknown> = {}) {
  const rel = await someRelations()
  return t.payload.create({
    collection: 'properties',
    data: {
      title: 'Discrete villa',
      reference: `SEC-${Date.now()}-${Math.random().toString(36).slice(2, 6)}`,
      goal: 'sale',
      type: rel.type,
      city: rel.city,
      price: 987654,
      publishPrice: false,
      publishAddress: false,
      street: 'Verborgenstraat',
      houseNumber: '77',
      latitude: 50.123456,
      longitude: 4.654321,
      _status: 'published',
      ...extra,
    } as never,
    overrideAccess: true,
  })
}

const hidden = ['Verborgenstraat', '987654', '50.123456', '4.654321']

describe('anonymous REST shows nothing the site hides', () => {
  it('refuses to read, filter, sort or count properties, also on hidden values', async () => {
    const p = await secretProperty()
    const probes = [
      `/properties/${p.id}`,
      '/properties?where[publishAddress][equals]=false',
      '/properties?where[price][equals]=987654',
      '/properties?where[price][greater_than]=987653&where[price][less_than]=987655',
      '/properties?sort=-price&limit=1',
      '/properties?where[street][like]=Verborgen',
      '/properties/count?where[price][equals]=987654',
      '/properties/count?where[latitude][greater_than]=50.12',
    ]
    for (const path of probes) {
      const res = await api('GET', path)
      expect(res.status, path).toBe(403)
      for (const value of hidden) expect(res.text, path).not.toContain(value)
    }
  })

  it('refuses every collection and global, drafts and unpublished documents included', async () => {
    await secretProperty({ _status: 'draft', title: 'Unpublished villa' })
    for (const slug of [
      'properties',
      'projects',
      'property-types',
      'cities',
      'menu-pages',
      'articles',
      'categories',
      'team-members',
      'media',
      'users',
      'payload-locked-documents',
      'appointment-bookings',
    ]) {
      expect((await api('GET', `/${slug}`)).status, slug).toBe(403)
      expect((await api('GET', `/${slug}/count`)).status, `${slug}/count`).toBe(403)
    }
    for (const slug of ['footer', 'top-bar', 'site-settings', 'appointment-slots']) {
      expect((await api('GET', `/globals/${slug}`)).status, slug).toBe(403)
    }
  })

  it('still lets the site read published properties on the server, and only those', async () => {
    const shown = await secretProperty({ title: 'Shown villa' })
    const unpublished = await secretProperty({ _status: 'draft' })
    const ids = [shown.id, unpublished.id]
    const { docs } = await t.payload.find({
      collection: 'properties',
      where: { id: { in: ids } },
      overrideAccess: false,
      depth: 0,
    })
    expect(docs.map((d) => d.id)).toEqual([shown.id])
  })

  it('keeps a hidden address off the list map', async () => {
    const { getMapMarkers } = await import('@/features/listings/queries')
    const { parseListQuery } = await import('@/domain/list-params')
    const secret = await secretProperty()
    const shown = await secretProperty({ publishAddress: true, city: secret.city })
    const markers = await getMapMarkers('sale', parseListQuery({ city: 'Teststad|9999' }), 'nl')
    const ids = markers.map((m) => m.id)
    expect(ids).toContain(shown.id)
    expect(ids).not.toContain(secret.id)
  })

  it('serves a media file to anyone, and the list of media to staff only', async () => {
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#88aacc' } })
      .png()
      .toBuffer()
    const media = await t.payload.create({
      collection: 'media',
      data: { alt: 'Test photo' },
      file: { data: png, mimetype: 'image/png', name: 'security-test.png', size: png.length },
      overrideAccess: true,
    })
    const file = await api('GET', `/media/file/${media.filename}`)
    expect(file.status).toBe(200)
    expect(file.headers.get('content-type')).toBe('image/png')
    expect((await api('GET', '/media')).status).toBe(403)
    expect((await api('GET', `/media/${media.id}`)).status).toBe(403)
    const staff = await session('agent')
    const list = await api('GET', `/media?where[id][equals]=${media.id}`, { headers: staff })
    expect(list.status).toBe(200)
    expect(list.json().totalDocs).toBe(1)
  })
})

describe('roles', () => {
  it('let an agent edit listings and see hidden values, but not site settings, top bar, footer or users', async () => {
    const agent = await session('agent')
    const p = await secretProperty()
    const read = await api('GET', `/properties/${p.id}`, { headers: agent })
    expect(read.status).toBe(200)
    expect(read.json().price).toBe(987654)
    expect((await api('PATCH', `/properties/${p.id}`, { headers: agent, body: { price: 900000 } })).status).toBe(200)

    const settingsBefore = await t.payload.findGlobal({ slug: 'site-settings', overrideAccess: true })
    const refused: Array<[Method, string, unknown]> = [
      ['POST', '/globals/site-settings', { analytics: { googleTagManagerId: 'GTM-EVIL1' } }],
      ['POST', '/globals/top-bar', { show: false }],
      ['POST', '/globals/footer', { columns: [] }],
      ['POST', '/users', { email: 'new@test.example', password: PASSWORD, name: 'New', role: 'admin' }],
    ]
    for (const [method, path, body] of refused) {
      const res = await api(method, path, { headers: agent, body })
      expect(res.status, `${method} ${path}: ${res.text}`).toBe(403)
    }
    const settingsAfter = await t.payload.findGlobal({ slug: 'site-settings', overrideAccess: true })
    expect(settingsAfter.updatedAt).toBe(settingsBefore.updatedAt)
    expect(
      (await t.payload.count({ collection: 'users', where: { email: { equals: 'new@test.example' } } })).totalDocs,
    ).toBe(0)
  })

  it('let only an admin delete, one document or many, and move documents to the trash and back', async () => {
    const agent = await session('agent')
    const admin = await session('admin')
    const [a, b] = [await secretProperty(), await secretProperty()]
    const bulk = `/properties?where[id][in]=${a.id},${b.id}`
    for (const [method, path, body] of [
      ['DELETE', `/properties/${a.id}`, undefined],
      ['DELETE', bulk, undefined],
      ['PATCH', `/properties/${a.id}`, { deletedAt: new Date().toISOString() }],
      ['PATCH', bulk, { deletedAt: new Date().toISOString() }],
    ] as Array<[Method, string, unknown]>) {
      const res = await api(method, path, { headers: agent, body })
      // A bulk request answers 200 with the documents it could not change listed as errors.
      if (res.status === 200) expect(res.json().docs, `${method} ${path}`).toEqual([])
      else expect(res.status, `${method} ${path}: ${res.text}`).toBe(403)
    }
    expect((await t.payload.count({ collection: 'properties', where: { id: { in: [a.id, b.id] } } })).totalDocs).toBe(2)

    // The admin moves one to the trash: gone from the site, back after a restore.
    const trashed = await api('PATCH', `/properties/${a.id}`, {
      headers: admin,
      body: { deletedAt: new Date().toISOString() },
    })
    expect(trashed.status, trashed.text).toBe(200)
    const siteRead = () =>
      t.payload.find({ collection: 'properties', where: { id: { equals: a.id } }, overrideAccess: false, depth: 0 })
    expect((await siteRead()).totalDocs).toBe(0)
    const restored = await api('PATCH', `/properties/${a.id}?trash=true`, { headers: admin, body: { deletedAt: null } })
    expect(restored.status, restored.text).toBe(200)
    expect((await siteRead()).totalDocs).toBe(1)

    const deleted = await api('DELETE', bulk, { headers: admin })
    expect(deleted.status, deleted.text).toBe(200)
    expect((await t.payload.count({ collection: 'properties', where: { id: { in: [a.id, b.id] } } })).totalDocs).toBe(0)
  })

  it('let an admin, not an agent, change site settings and unlock an account', async () => {
    const agent = await session('agent')
    const admin = await session('admin')
    const res = await api('POST', '/globals/top-bar', { headers: admin, body: { show: true } })
    expect(res.status, res.text).toBe(200)
    const locked = await createStaff('agent')
    await t.payload.update({
      collection: 'users',
      where: { email: { equals: locked } },
      data: { lockUntil: new Date(Date.now() + 3_600_000).toISOString(), loginAttempts: 30 } as never,
      overrideAccess: true,
    })
    expect((await api('POST', '/users/unlock', { headers: agent, body: { email: locked } })).status).toBe(403)
    expect((await login(locked)).status).toBe(401)
    expect((await api('POST', '/users/unlock', { headers: admin, body: { email: locked } })).status).toBe(200)
    expect((await login(locked)).status).toBe(200)
  })
})

describe('requests from another site', () => {
  it('cannot use the staff session to change anything', async () => {
    const admin = await session('admin')
    const p = await secretProperty()
    const foreign = { ...admin, origin: 'https://attacker.example' }
    const create = await api('POST', '/cities', { headers: foreign, body: { name: 'Evil', zip: '6666' } })
    expect(create.status).toBe(403)
    expect(create.json()).toEqual({
      errors: [{ message: 'This request was sent from another website and has been refused.' }],
    })
    const patch = await api('PATCH', `/properties/${p.id}`, { headers: foreign, body: { price: 1 } })
    expect(patch.status).toBe(403)
    const crossSite = await api('DELETE', `/properties/${p.id}`, {
      headers: { cookie: admin.cookie, 'sec-fetch-site': 'cross-site' },
    })
    expect(crossSite.status).toBe(403)
    const after = await t.payload.findByID({ collection: 'properties', id: p.id, overrideAccess: true })
    expect(after.price).toBe(987654)
    expect((await t.payload.count({ collection: 'cities', where: { name: { equals: 'Evil' } } })).totalDocs).toBe(0)
    // The same session from the site itself works.
    expect((await api('PATCH', `/properties/${p.id}`, { headers: admin, body: { price: 2 } })).status).toBe(200)
  })

  it('are not logged in by the staff cookie, even to read', async () => {
    const admin = await session('admin')
    const me = await api('GET', '/users/me', { headers: { ...admin, origin: 'https://attacker.example' } })
    expect(me.json().user).toBeNull()
    expect(
      (await api('GET', '/properties', { headers: { ...admin, origin: 'https://attacker.example' } })).status,
    ).toBe(403)
  })
})

describe('staff login', () => {
  const failedLogin = {
    errors: [
      {
        message:
          'The e-mail address or the password is not correct, or this login is locked for a while after too many attempts. Try again later, or ask an administrator to unlock it.',
      },
    ],
  }
  const tooMany = (minutes: number) => ({
    errors: [{ message: `Too many failed logins from your network. Try again in ${minutes} min.` }],
  })

  let networks = 0
  /** A fresh IPv6 /64: its addresses by number, each a different address of the one network. */
  const freshNetwork = () => {
    const n = (++networks).toString(16)
    return (host: number) => `2001:db8:${n}:1:${host.toString(16)}:0:0:${(host * 7 + 1).toString(16)}`
  }

  async function staffId(email: string) {
    const { docs } = await t.payload.find({ collection: 'users', where: { email: { equals: email } }, limit: 1 })
    return docs[0]!.id
  }

  /** What the dashboard shows a member of staff (src/platform/auth/admin/AttackNotice.tsx), as text. */
  async function dashboardNotice(role: 'admin' | 'agent', language: string) {
    const { AttackNotice } = await import('@/platform/auth/admin/AttackNotice')
    const { renderToStaticMarkup } = await import('react-dom/server')
    const element = await AttackNotice({ payload: t.payload, i18n: { language }, user: { role } } as never)
    return element ? renderToStaticMarkup(element) : ''
  }

  it('answers alike for an unknown e-mail, a wrong password and a locked account', async () => {
    const known = await createStaff('agent')
    const locked = await createStaff('agent')
    // A lock left by Payload's own rule before it was put out of reach.
    await t.payload.update({
      collection: 'users',
      where: { email: { equals: locked } },
      data: { lockUntil: new Date(Date.now() + 3_600_000).toISOString(), loginAttempts: 30 } as never,
      overrideAccess: true,
    })
    const answers = [
      await login('nobody@test.example', PASSWORD),
      await login(known, 'wrong-password-123'),
      await login(locked, PASSWORD),
    ]
    for (const a of answers) {
      expect(a.status).toBe(401)
      expect(a.json()).toEqual(failedLogin)
      expect(a.headers.get('set-cookie')).toBeNull()
    }
  })

  it('answers in the back office language', async () => {
    const res = await api('POST', '/users/login', {
      body: { email: 'nobody@test.example', password: 'x' },
      headers: { 'x-forwarded-for': freshAddress(), cookie: 'payload-lng=nl' },
    })
    expect(res.json()).toEqual({
      errors: [
        {
          message:
            'Het e-mailadres of het wachtwoord klopt niet, of deze login is na te veel pogingen een tijdje geblokkeerd. Probeer het later opnieuw of vraag een beheerder om hem te deblokkeren.',
        },
      ],
    })
  })

  it('makes the network that failed five times wait, longer after each further failure, not the account elsewhere', async () => {
    const email = await createStaff('admin')
    const attacker = freshAddress()
    const retryAfter = (res: { headers: Headers }) => Number(res.headers.get('retry-after'))
    for (let i = 0; i < 5; i++) expect((await login(email, `guess-${i}`, attacker)).status).toBe(401)
    const first = await login(email, PASSWORD, attacker)
    expect(first.status).toBe(429)
    expect(first.json()).toEqual(tooMany(1))
    expect(retryAfter(first)).toBeGreaterThan(55)
    expect(retryAfter(first)).toBeLessThanOrEqual(60)
    // The staff member, on their own network, with the right password.
    expect((await login(email, PASSWORD, freshAddress())).status).toBe(200)
    // An e-mail without an account meets the same waits.
    const stranger = freshAddress()
    for (let i = 0; i < 5; i++) expect((await login('nobody@test.example', `g-${i}`, stranger)).status).toBe(401)
    expect(retryAfter(await login('nobody@test.example', 'g', stranger))).toBe(retryAfter(first))

    const start = Date.now()
    vi.useFakeTimers({ now: start + 61_000, toFake: ['Date'] })
    try {
      expect((await login(email, 'guess-6', attacker)).status).toBe(401)
      const second = await login(email, PASSWORD, attacker)
      expect(second.status).toBe(429)
      expect(retryAfter(second)).toBeGreaterThan(115)
      expect(retryAfter(second)).toBeLessThanOrEqual(120)
      vi.setSystemTime(start + 61_000 + 121_000)
      expect((await login(email, 'guess-7', attacker)).status).toBe(401)
      const third = await login(email, PASSWORD, attacker)
      expect(third.json()).toEqual(tooMany(4))
      expect(retryAfter(third)).toBeGreaterThan(235)
      // Once the wait is over, the right password works there too, and the count starts again.
      vi.setSystemTime(start + 61_000 + 121_000 + 241_000)
      expect((await login(email, PASSWORD, attacker)).status).toBe(200)
      expect((await login(email, 'guess-8', attacker)).status).toBe(401)
      expect((await login(email, PASSWORD, attacker)).status).toBe(200)
    } finally {
      vi.useRealTimers()
    }
  })

  it('never locks the account: strangers failing from many networks leave its own network in, and admins are told', async () => {
    const email = await createStaff('agent')
    const id = await staffId(email)
    const attackers = [...Array.from({ length: 6 }, () => freshAddress()), freshNetwork()(1), freshNetwork()(1)]
    // Forty failures from eight networks: Payload's own rule locked the account at thirty.
    for (const [a, address] of attackers.entries()) {
      for (let i = 0; i < 5; i++) expect((await login(email, `guess-${a}-${i}`, address)).status).toBe(401)
      expect((await login(email, PASSWORD, address)).status).toBe(429)
    }
    const own = freshNetwork()
    expect((await login(email, PASSWORD, own(1))).status).toBe(200)
    expect((await login(email, PASSWORD, freshAddress())).status).toBe(200)

    const notice = await dashboardNotice('admin', 'nl')
    expect(notice).toContain('Logins onder vuur')
    expect(notice).toContain(
      `<a href="/admin/collections/users/${id}">${email}</a> (medewerker): 40 mislukte logins vanaf 8 netwerken`,
    )
    expect(await dashboardNotice('agent', 'nl')).toBe('')

    // An administrator's unlock clears the waits: the account is no longer listed.
    const admin = await session('admin')
    expect((await api('POST', '/users/unlock', { headers: admin, body: { email } })).status).toBe(200)
    expect(await dashboardNotice('admin', 'en')).not.toContain(email)
    expect((await login(email, PASSWORD, attackers[0])).status).toBe(200)
  })

  it('counts the addresses of one IPv6 /64 as one network', async () => {
    const email = await createStaff('agent')
    const network = freshNetwork()
    const statuses: number[] = []
    for (let host = 1; host <= 12; host++) statuses.push((await login(email, `guess-${host}`, network(host))).status)
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429, 429, 429, 429, 429, 429])
    expect((await login(email, PASSWORD, network(100))).status).toBe(429)
    expect((await login(email, PASSWORD, freshNetwork()(1))).status).toBe(200)
  })

  it('stops a network after fifteen failures, whatever the accounts and addresses, with a 429', async () => {
    const network = freshNetwork()
    const victim = await createStaff('agent')
    for (let i = 0; i < 15; i++) expect((await login(`guess${i}@test.example`, 'x', network(i + 1))).status).toBe(401)
    const res = await login(victim, PASSWORD, network(99))
    expect(res.status).toBe(429)
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(3000)
    expect(res.json()).toEqual(tooMany(60))
    expect((await login(victim, PASSWORD, freshNetwork()(1))).status).toBe(200)
  })

  it('logs every attempt with its outcome and address, never the password', async () => {
    const spy = vi.spyOn(t.payload.logger, 'info')
    const email = await createStaff('agent')
    const address = freshAddress()
    await login(email, 'wrong-secret-word-1', address)
    await login(email, PASSWORD, address)
    await login('ghost@test.example', 'wrong-secret-word-2', address)
    const entries = spy.mock.calls
      .map(([entry]) => entry as unknown as Record<string, unknown>)
      .filter((e) => typeof e === 'object' && e?.event === 'staff-login')
    spy.mockRestore()
    expect(entries.map(({ outcome, email: e, address: a }) => ({ outcome, email: e, address: a }))).toEqual([
      { outcome: 'wrong-password', email, address },
      { outcome: 'success', email, address },
      { outcome: 'unknown-email', email: 'ghost@test.example', address },
    ])
    const logged = JSON.stringify(entries)
    for (const secret of ['wrong-secret-word-1', 'wrong-secret-word-2', PASSWORD]) expect(logged).not.toContain(secret)
  })
})

describe('passwords: staff set no owner’s, and are not reset by mail', () => {
  async function ownerAccount() {
    const email = `owner-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@owners.test`
    const owner = await t.payload.create({
      collection: 'owners',
      data: { name: 'Oscar Owner', email, password: PASSWORD, language: 'en' } as never,
      overrideAccess: true,
    })
    return owner
  }
  const ownerSignsIn = (email: string, password: string) =>
    t.payload
      .login({ collection: 'owners', data: { email, password } })
      .then(({ token }) => !!token)
      .catch(() => false)

  it('refuse an agent’s and an admin’s new password for an owner, in their language; an invitation still goes', async () => {
    const owner = await ownerAccount()
    const message = {
      errors: [
        {
          message:
            'Only the owner chooses their password. Send them an invitation instead: its link lets them set a new one.',
        },
      ],
    }
    for (const role of ['agent', 'admin'] as const) {
      const staff = await session(role)
      const res = await api('PATCH', `/owners/${owner.id}`, {
        headers: staff,
        body: { password: `taken-over-${role}-1` },
      })
      expect(res.status, res.text).toBe(403)
      expect(res.json()).toEqual(message)
      const dutch = await api('PATCH', `/owners/${owner.id}`, {
        headers: { ...staff, cookie: `${staff.cookie}; payload-lng=nl` },
        body: { name: 'Renamed', password: `taken-over-${role}-2` },
      })
      expect(dutch.status).toBe(403)
      expect(dutch.json()).toEqual({
        errors: [
          {
            message:
              'Alleen de eigenaar kiest zijn wachtwoord. Stuur hem in de plaats een uitnodiging: met de link stelt hij een nieuw in.',
          },
        ],
      })
      expect(await ownerSignsIn(owner.email, `taken-over-${role}-1`)).toBe(false)
    }
    expect(await ownerSignsIn(owner.email, PASSWORD)).toBe(true)
    const after = await t.payload.findByID({ collection: 'owners', id: owner.id, overrideAccess: true })
    expect(after.name).toBe('Oscar Owner')

    // Staff still edit the account, and send a link with which the owner chooses a password.
    const agent = await session('agent')
    const renamed = await api('PATCH', `/owners/${owner.id}`, { headers: agent, body: { name: 'Oscar Owner-Peeters' } })
    expect(renamed.status, renamed.text).toBe(200)
    const invited = await api('POST', `/owners/${owner.id}/invite`, { headers: agent, body: {} })
    expect(invited.status, invited.text).toBe(200)
    const mails = await t.payload.find({ collection: 'mails', where: { to: { equals: owner.email } }, depth: 0 })
    expect(mails.docs.map((m) => m.purpose)).toEqual(['owner'])
  })

  it('answer the staff forgot-password with 404 and the way to a new password, and set no reset link', async () => {
    const email = await createStaff('agent')
    for (const [cookie, message] of [
      [
        undefined,
        'Back-office passwords are not reset by e-mail. Ask an administrator of the agency to set a new one for you; you can change it once you are signed in.',
      ],
      [
        'payload-lng=fr',
        'Les mots de passe du back-office ne sont pas réinitialisés par e-mail. Demandez à un administrateur de l’agence d’en définir un nouveau ; vous pourrez le changer une fois connecté.',
      ],
    ] as const) {
      const res = await api('POST', '/users/forgot-password', {
        body: { email },
        headers: { origin: SITE, ...(cookie ? { cookie } : {}) },
      })
      expect(res.status).toBe(404)
      expect(res.json()).toEqual({ errors: [{ message }] })
    }
    const { docs } = await t.payload.find({
      collection: 'users',
      where: { email: { equals: email } },
      showHiddenFields: true,
      depth: 0,
    })
    expect((docs[0] as { resetPasswordToken?: string | null }).resetPasswordToken ?? null).toBeNull()
    expect((await t.payload.count({ collection: 'mails', where: { to: { equals: email } } })).totalDocs).toBe(0)
  })
})

describe('what Payload answered with a 500', () => {
  it('answers a fitting 4xx, in the back office language', async () => {
    const admin = await session('admin')
    const noVersions = { errors: [{ message: 'This keeps no versions.' }] }
    for (const path of ['/globals/site-settings/versions', '/globals/site-settings/versions/1']) {
      const res = await api('GET', path, { headers: admin })
      expect(res.status, path).toBe(404)
      expect(res.json(), path).toEqual(noVersions)
    }
    expect((await api('GET', '/globals/site-settings', { headers: admin })).status).toBe(200)
    expect((await api('GET', '/cities/versions', { headers: admin })).status).toBe(404)

    const nul = { errors: [{ message: 'The request contains a null character (\\u0000), which no text may hold.' }] }
    const preference = await api('GET', '/payload-preferences/%00', { headers: admin })
    expect(preference.status).toBe(400)
    expect(preference.json()).toEqual(nul)
    const nulQuery = await api('GET', '/cities?where[name][equals]=a%00b', { headers: admin })
    expect(nulQuery.status).toBe(400)
    const nulBody = await api('POST', '/cities', { headers: admin, body: { name: 'Nul\u0000stad', zip: '1000' } })
    expect(nulBody.status).toBe(400)
    expect(nulBody.json()).toEqual(nul)

    const levels = 500_000
    const deep = `{"name":${'['.repeat(levels)}${']'.repeat(levels)},"zip":"1000"}`
    const citiesBefore = await t.payload.count({ collection: 'cities' })
    const res = await loadRoute().then((route) =>
      route.POST(
        new Request(`${SITE}/api/cities`, {
          method: 'POST',
          body: deep,
          headers: { ...admin, 'content-type': 'application/json', cookie: `${admin.cookie}; payload-lng=de` },
        }),
        { params: Promise.resolve({ slug: ['cities'] }) },
      ),
    )
    expect(res.status).toBe(400)
    expect(await res.json()).toEqual({
      errors: [{ message: 'Der Inhalt der Anfrage ist zu tief verschachtelt: höchstens 100 Ebenen.' }],
    })
    expect(await t.payload.count({ collection: 'cities' })).toEqual(citiesBefore)
  })
})

describe('deleting a property that has visits, online media and owner documents', () => {
  it('deletes them with it, for an admin; the trash keeps them', async () => {
    const admin = await session('admin')
    const agent = await session('agent')
    const p = await secretProperty()
    const visit = (days: number) =>
      t.payload.create({
        collection: 'visits',
        data: { property: p.id, date: new Date(Date.now() - days * 86_400_000).toISOString(), feedback: 'Bright' },
        overrideAccess: true,
      })
    const pdf = await pdfWith('The mandate')
    await Promise.all([
      visit(3),
      visit(1),
      t.payload.create({
        collection: 'publications',
        data: { property: p.id, channel: 'Immoweb', from: new Date().toISOString() },
        overrideAccess: true,
      }),
      t.payload.create({
        collection: 'property-documents',
        data: { title: 'Mandate', property: p.id, forOwners: true } as never,
        file: { data: pdf, mimetype: 'application/pdf', name: `mandate-${p.id}.pdf`, size: pdf.length },
        overrideAccess: true,
      }),
    ])
    const recordsOf = async () =>
      Promise.all(
        (['visits', 'publications', 'property-documents'] as const).map(
          async (collection) =>
            (await t.payload.count({ collection, where: { property: { equals: p.id } } })).totalDocs,
        ),
      )

    expect((await api('DELETE', `/properties/${p.id}`, { headers: agent })).status).toBe(403)
    const trashed = await api('PATCH', `/properties/${p.id}`, {
      headers: admin,
      body: { deletedAt: new Date().toISOString() },
    })
    expect(trashed.status, trashed.text).toBe(200)
    expect(await recordsOf()).toEqual([2, 1, 1])

    const deleted = await api('DELETE', `/properties/${p.id}?trash=true`, { headers: admin })
    expect(deleted.status, deleted.text).toBe(200)
    expect(await recordsOf()).toEqual([0, 0, 0])
    expect(
      (await t.payload.count({ collection: 'properties', where: { id: { equals: p.id } }, trash: true })).totalDocs,
    ).toBe(0)
  })
})
