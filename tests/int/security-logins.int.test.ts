import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { SITE } from '../support/rest'
import {
  api,
  createStaff,
  freshAddress,
  login,
  PASSWORD,
  session,
  startSecurityTest,
  stopSecurityTest,
  t,
} from './support-security'

/*
 * Staff logins and passwords as an attacker, a visitor's browser and each role meet them:
 * Payload's handlers behind the project's route (src/app/(payload)/api/[...slug]/route.ts),
 * called with real requests on a fresh database (the rest of the REST API's security:
 * security.int.test.ts). The site's own address here is http://localhost:3000.
 */

beforeAll(startSecurityTest)
afterAll(stopSecurityTest)

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
