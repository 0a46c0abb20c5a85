import type { Redis } from 'ioredis'
import { solveChallenge, type Challenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { startTestDatabase, type TestDatabase } from './setup'

type Abuse = typeof import('@/features/enquiries/abuse/guard')
type Store = typeof import('@/features/enquiries/abuse/store')
type Proof = typeof import('@/features/enquiries/abuse/proof')

let t: TestDatabase
let abuse: Abuse
let store: Store
let proof: Proof
let siteSecret: string
let challengeGet: () => Promise<Response>
let redis: Redis
let deadRedis: Redis

/** The Redis server of the shared-store runs: TEST_REDIS_URL, or the machine's own. */
/** The light proof of work the test servers use (vitest.config.ts sets FORM_PROOF_COST). */
const testProofCost = Number(process.env.FORM_PROOF_COST)
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379'

beforeAll(async () => {
  // The default store: the app database (Redis is given to the guards below by hand).
  delete process.env.REDIS_URL
  t = await startTestDatabase()
  abuse = await import('@/features/enquiries/abuse/guard')
  store = await import('@/features/enquiries/abuse/store')
  proof = await import('@/features/enquiries/abuse/proof')
  siteSecret = (await import('@/platform/secret')).payloadSecret()
  challengeGet = (await import('@/app/(site)/api/altcha/challenge/route')).GET
  redis = store.redisClient(REDIS_URL)
  // Nothing listens on port 1: every command fails.
  deadRedis = store.redisClient('redis://127.0.0.1:1')
})
afterAll(async () => {
  redis?.disconnect()
  deadRedis?.disconnect()
  await t?.close()
})

/** What the widget sends once it solved a challenge: base64 of { challenge, solution }. */
async function solve(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey })
  if (!solution) throw new Error('the challenge was not solved')
  return btoa(
    JSON.stringify({ challenge: { parameters: challenge.parameters, signature: challenge.signature }, solution }),
  )
}

/** A challenge from the site's endpoint, solved by altcha-lib's own solver. */
async function solvedProof(): Promise<string> {
  return solve((await (await challengeGet()).json()) as Challenge)
}

/** A submission as the form's script sends it (`_js=1`), with its proof when given. */
function scripted(altcha?: string): FormData {
  const form = new FormData()
  form.set('_js', '1')
  if (altcha !== undefined) form.set('_altcha', altcha)
  return form
}

/** A submission sent without JavaScript: no proof. */
const plain = () => new FormData()

/** Distinct addresses and e-mails per test, so limits spent in one test stay there. */
let serial = 0
const fresh = () => {
  serial += 1
  return { ip: `198.51.100.${serial}`, email: `visitor${serial}@example.be` }
}

describe('the challenge endpoint', () => {
  it('answers a fresh signed challenge, good for 15 minutes and never cached', async () => {
    const before = Math.floor(Date.now() / 1000)
    const response = await challengeGet()
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('no-store')
    const challenge = (await response.json()) as Challenge
    expect(challenge.parameters.algorithm).toBe('PBKDF2/SHA-256')
    expect(challenge.parameters.expiresAt).toBeGreaterThanOrEqual(before + 15 * 60)
    expect(challenge.parameters.expiresAt).toBeLessThanOrEqual(before + 15 * 60 + 5)
    expect(challenge.signature).toMatch(/^[0-9a-f]{64}$/)
    const other = (await (await challengeGet()).json()) as Challenge
    expect(other.parameters.nonce).not.toBe(challenge.parameters.nonce)
  })
})

const stores = [
  { name: 'PostgreSQL (the app database)', counters: () => store.postgresCounters(t.payload.db.pool) },
  { name: `Redis (${REDIS_URL})`, counters: () => store.redisCounters(redis) },
]

describe.each(stores)('with the limits kept in $name', ({ counters }) => {
  // Two app servers: separate guards, separate limiter objects, one store.
  const servers = () => [abuse.createGuard(counters(), siteSecret), abuse.createGuard(counters(), siteSecret)] as const

  it('lets a solved challenge pass once, and refuses it when sent again, on any server', async () => {
    const [a, b] = servers()
    const proofOnce = await solvedProof()
    expect(await a({ form: scripted(proofOnce), ...fresh(), kind: 'site-contact' })).toBeNull()
    expect(await a({ form: scripted(proofOnce), ...fresh(), kind: 'site-contact' })).toBe('captchaInvalid')
    expect(await b({ form: scripted(proofOnce), ...fresh(), kind: 'site-contact' })).toBe('captchaInvalid')
  })

  it('refuses a tampered proof, and the untouched one still passes', async () => {
    const [guard] = servers()
    const good = await solvedProof()
    const decoded = JSON.parse(atob(good)) as {
      challenge: Challenge
      solution: { counter: number; derivedKey: string }
    }
    const variant = (change: (p: typeof decoded) => void) => {
      const copy = structuredClone(decoded)
      change(copy)
      return btoa(JSON.stringify(copy))
    }
    const tampered = [
      // Another derived key (one hex digit changed).
      variant((p) => {
        const k = p.solution.derivedKey
        p.solution.derivedKey = (k[0] === '0' ? '1' : '0') + k.slice(1)
      }),
      // Easier work or a longer life than the site signed.
      variant((p) => (p.challenge.parameters.cost = 1)),
      variant((p) => (p.challenge.parameters.expiresAt = p.challenge.parameters.expiresAt! + 3600)),
      // No signature at all.
      variant((p) => delete p.challenge.signature),
      // Not a proof.
      'bm90IGEgcHJvb2Y=',
      '{}',
    ]
    for (const altcha of tampered) {
      expect(await guard({ form: scripted(altcha), ...fresh(), kind: 'site-contact' })).toBe('captchaInvalid')
    }
    expect(await guard({ form: scripted(good), ...fresh(), kind: 'site-contact' })).toBeNull()
  })

  it('refuses a proof of a challenge signed by another site', async () => {
    const [guard] = servers()
    const secrets = proof.proofSecrets('another site secret'.padEnd(40, '!'))
    const foreign = await solve(await proof.newChallenge(secrets, { cost: testProofCost }))
    expect(await guard({ form: scripted(foreign), ...fresh(), kind: 'site-contact' })).toBe('captchaInvalid')
  })

  it('refuses an expired proof', async () => {
    const [guard] = servers()
    // Issued 16 minutes ago: its 15 minutes are over.
    const issued = { cost: testProofCost, now: Date.now() - 16 * 60 * 1000 }
    const old = await solve(await proof.newChallenge(proof.proofSecrets(siteSecret), issued))
    expect(await guard({ form: scripted(old), ...fresh(), kind: 'site-contact' })).toBe('captchaInvalid')
  })

  it('asks for the captcha when the form script sent none; a submission without JavaScript needs none', async () => {
    const [guard] = servers()
    expect(await guard({ form: scripted(), ...fresh(), kind: 'site-contact' })).toBe('captchaRequired')
    expect(await guard({ form: scripted(''), ...fresh(), kind: 'site-contact' })).toBe('captchaRequired')
    expect(await guard({ form: plain(), ...fresh(), kind: 'site-contact' })).toBeNull()
  })

  it('allows 10 submissions per address in 10 minutes, across servers, then refuses', async () => {
    const [a, b] = servers()
    const { ip } = fresh()
    for (let n = 0; n < 10; n++) {
      const guard = n % 2 ? b : a
      expect(await guard({ form: plain(), ip, email: `someone${n}.${ip}@example.be`, kind: 'site-contact' })).toBeNull()
    }
    expect(await a({ form: plain(), ip, email: `eleventh.${ip}@example.be`, kind: 'site-contact' })).toBe('rateLimited')
    expect(await b({ form: plain(), ip, email: `twelfth.${ip}@example.be`, kind: 'contact-me' })).toBe('rateLimited')
    // Another address is not concerned.
    expect(await a({ form: plain(), ...fresh(), kind: 'site-contact' })).toBeNull()
  })

  it("does not count the machine's own address, which every visitor has behind an undeclared proxy", async () => {
    const warned = vi.spyOn(console, 'warn')
    const [guard] = servers()
    for (let n = 0; n < 12; n++) {
      const ip = n % 2 ? '127.0.0.1' : '::1'
      expect(
        await guard({ form: plain(), ip, email: `local${n}.${serial}@example.be`, kind: 'site-contact' }),
      ).toBeNull()
    }
    expect(warned).toHaveBeenCalledWith(expect.stringContaining('set TRUSTED_PROXIES'))
    warned.mockRestore()
  })

  it('counts an IPv6 client by its /64', async () => {
    const [guard] = servers()
    const prefix = `2001:db8:${(serial += 1).toString(16)}:1`
    for (let n = 1; n <= 10; n++) {
      const ip = `${prefix}:${n}::${n}`
      expect(await guard({ form: plain(), ip, email: `v6-${n}.${serial}@example.be`, kind: 'site-contact' })).toBeNull()
    }
    expect(await guard({ form: plain(), ip: `${prefix}:ffff::1`, kind: 'site-contact' })).toBe('rateLimited')
  })

  it('allows 5 submissions per e-mail address an hour, across servers and addresses, then refuses', async () => {
    const [a, b] = servers()
    const { email } = fresh()
    const spellings = [email, email.toUpperCase(), ` ${email} `, email, email]
    for (const [n, spelling] of spellings.entries()) {
      const guard = n % 2 ? b : a
      expect(await guard({ form: plain(), ip: fresh().ip, email: spelling, kind: 'site-contact' })).toBeNull()
    }
    expect(await b({ form: plain(), ip: fresh().ip, email, kind: 'contact-me' })).toBe('rateLimited')
    // Another person is not concerned.
    expect(await a({ form: plain(), ...fresh(), kind: 'site-contact' })).toBeNull()
  })

  it('mails one mailbox 5 times an hour, across servers, however its address is spelled', async () => {
    const [a, b] = [
      abuse.createRecipientLimit(counters(), siteSecret),
      abuse.createRecipientLimit(counters(), siteSecret),
    ]
    const { email } = fresh()
    const [name, domain] = email.split('@') as [string, string]
    const spellings = [email, email.toUpperCase(), `${name}+1@${domain}`, ` ${name}+x@${domain.toUpperCase()} `, email]
    for (const [n, spelling] of spellings.entries()) expect(await (n % 2 ? b : a)(spelling), spelling).toBe(true)
    expect(await a(`${name}+2@${domain}`)).toBe(false)
    expect(await b(email)).toBe(false)
    // Another mailbox is not concerned.
    expect(await a(fresh().email)).toBe(true)
  })

  it('does not count a refused proof against the e-mail address', async () => {
    const [guard] = servers()
    const { email } = fresh()
    for (let n = 0; n < 6; n++) {
      expect(await guard({ form: scripted('forged'), ip: fresh().ip, email, kind: 'site-contact' })).toBe(
        'captchaInvalid',
      )
    }
    expect(await guard({ form: plain(), ip: fresh().ip, email, kind: 'site-contact' })).toBeNull()
  })
})

describe('when the limits store is unreachable', () => {
  it('still answers, counting in the process, and logs the failure', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    const guard = abuse.createGuard(store.redisCounters(deadRedis), siteSecret)
    const { ip } = fresh()
    for (let n = 0; n < 10; n++) {
      expect(await guard({ form: plain(), ip, kind: 'site-contact' })).toBeNull()
    }
    expect(await guard({ form: plain(), ip, kind: 'site-contact' })).toBe('rateLimited')
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('the limits store failed (address)'), expect.anything())
    logged.mockRestore()
  })
})

describe('guardSubmission', () => {
  it('keeps its limits in the app database when REDIS_URL is not set', async () => {
    const { ip, email } = fresh()
    const rows = async () =>
      (await t.payload.db.pool.query<{ key: string }>('SELECT key FROM enquiry_limits')).rows.map((r) => r.key)
    const before = new Set(await rows())
    expect(await abuse.guardSubmission({ form: plain(), ip, email, kind: 'site-contact' })).toBeNull()
    const added = (await rows()).filter((key) => !before.has(key))
    // One counter for the address, one for the e-mail, neither readable.
    expect(added.map((key) => key.split(':')[0]).sort()).toEqual(['address', 'email'])
    expect(added.join(' ')).not.toContain(ip)
    expect(added.join(' ')).not.toContain('example.be')
  })
})
