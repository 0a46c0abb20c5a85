import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type * as Accounts from '@/features/owners/accounts'
import type * as Actions from '@/features/owners/actions'
import type * as Login from '@/features/owners/login'
import type { AccountFormState } from '@/features/owners/state'
import type { Owner } from '@/payload/payload-types'
import { startTestDatabase, type TestDatabase } from './setup'

/*
 * The owners' forgot-password page (`/{locale}/login/forgot/`) as a stranger meets it: its Server
 * Action posted as the form would, from the address the server stamps in X-Forwarded-For.
 */

let t: TestDatabase
let forgotAction: typeof Actions.forgotAction
let sendInvitation: typeof Accounts.sendInvitation
let choosePassword: typeof Login.choosePassword
/** The address of the request being posted. */
const request = { address: '' }

beforeAll(async () => {
  t = await startTestDatabase()
  vi.doMock('next/headers', async (original) => ({
    ...(await original<typeof import('next/headers')>()),
    headers: async () => new Headers({ 'x-forwarded-for': request.address }),
  }))
  ;({ forgotAction } = await import('@/features/owners/actions'))
  ;({ sendInvitation } = await import('@/features/owners/accounts'))
  ;({ choosePassword } = await import('@/features/owners/login'))
})
afterAll(async () => {
  await t?.close()
})

let counter = 0
const unique = () => `${Date.now()}-${++counter}`
const freshAddress = () => `192.0.2.${++counter}`

const SENT_EN = {
  status: 'sent',
  message:
    'If this address belongs to an owner account, we have sent a link to it. Check your inbox, and your spam folder.',
}

/** Posts the forgot-password form. */
async function askForLink(email: string, options: { locale?: string; address?: string } = {}) {
  request.address = options.address ?? freshAddress()
  const form = new FormData()
  form.set('_locale', options.locale ?? 'en')
  form.set('email', email)
  return forgotAction({ status: 'idle' }, form)
}

async function createOwner(extra: Partial<Owner> = {}): Promise<Owner> {
  return t.payload.create({
    collection: 'owners',
    data: { name: 'Test Owner', email: `owner-${unique()}@test.example`, language: 'en', ...extra } as never,
    overrideAccess: true,
  })
}

const mailsTo = async (to: string) =>
  (await t.payload.find({ collection: 'mails', where: { to: { equals: to } }, sort: '-id', overrideAccess: true })).docs

/** The forgot-password jobs queued for this address and not run yet. */
const resetJobs = async (email: string) =>
  (
    await t.payload.find({
      collection: 'payload-jobs',
      where: { taskSlug: { equals: 'ownerPasswordReset' } },
      pagination: false,
      overrideAccess: true,
    })
  ).docs.filter((job) => (job.input as { email?: string } | null)?.email === email)

const runMailQueue = () => t.payload.jobs.run({ queue: 'mail', limit: 100, silent: true })

/** The account's password link as stored (what the job would replace). */
async function storedLink(owner: Owner) {
  const stored = (await t.payload.findByID({
    collection: 'owners',
    id: owner.id,
    showHiddenFields: true,
    overrideAccess: true,
  })) as Owner & { resetPasswordToken?: string | null }
  return stored.resetPasswordToken ?? null
}

describe('forgot password', () => {
  it('answers an owner’s address and an unknown one alike, and leaves the lookup and the mail to a job', async () => {
    const owner = await createOwner()
    const ghost = `ghost-${unique()}@test.example`
    const answers: AccountFormState[] = [await askForLink(owner.email), await askForLink(ghost)]
    expect(answers).toEqual([SENT_EN, SENT_EN])
    // The request queued one job per address, and touched no account.
    expect(await resetJobs(owner.email)).toHaveLength(1)
    expect(await resetJobs(ghost)).toHaveLength(1)
    expect(await storedLink(owner)).toBeNull()
    expect(await mailsTo(owner.email)).toEqual([])

    await runMailQueue()
    const [mail] = await mailsTo(owner.email)
    expect(mail?.subject).toBe('Choose a new password for Vitrine Immo')
    const token = /\?token=([0-9a-f]+)/.exec(mail!.text)?.[1]
    expect(token).toBe(await storedLink(owner))
    expect(await mailsTo(ghost)).toEqual([])
  })

  it('limits the requests per network and per address asked for, and says so in the visitor’s language', async () => {
    // One address asked for from three networks, then a fourth time: refused, no job.
    const target = `target-${unique()}@test.example`
    for (let i = 0; i < 3; i++) expect(await askForLink(target)).toEqual(SENT_EN)
    expect(await askForLink(target, { locale: 'nl' })).toEqual({
      status: 'refused',
      email: target,
      message: 'Te veel aanvragen voor een link, vanaf uw netwerk of voor dit adres. Probeer het opnieuw over 60 min.',
    })
    expect(await resetJobs(target)).toHaveLength(3)

    // One network (any addresses of one IPv6 /64) asking for five addresses, then a sixth.
    const network = (host: number) => `2001:db8:f0:1::${host}`
    for (let i = 1; i <= 5; i++)
      expect(await askForLink(`other-${unique()}@test.example`, { address: network(i) })).toEqual(SENT_EN)
    const sixth = `other-${unique()}@test.example`
    expect(await askForLink(sixth, { address: network(6), locale: 'en' })).toEqual({
      status: 'refused',
      email: sixth,
      message: 'Too many requests for a link, from your network or for this address. Try again in 15 min.',
    })
    expect(await resetJobs(sixth)).toHaveLength(0)
  })

  it('leaves a pending invitation’s link working: the owner gets the invitation again, with the same link', async () => {
    const owner = await createOwner({ language: 'nl' })
    await sendInvitation(t.payload, owner)
    const [invitation] = await mailsTo(owner.email)
    const token = /\?token=([0-9a-f]+)/.exec(invitation!.text)?.[1]
    expect(token).toBeTruthy()

    expect(await askForLink(owner.email, { locale: 'fr' })).toEqual({
      status: 'sent',
      message:
        'Si cette adresse appartient à un compte propriétaire, nous y avons envoyé un lien. Consultez votre boîte de réception, et vos spams.',
    })
    await runMailQueue()
    const [again] = await mailsTo(owner.email)
    expect(again!.id).not.toBe(invitation!.id)
    expect(again!.subject).toBe('Uw eigenaarsportaal bij Vitrine Immo')
    expect(again!.text).toContain(`http://localhost:3000/nl/login/password/?token=${token}`)
    expect(again!.text).toContain('De link werkt één keer, 6 dagen lang.')
    expect(await choosePassword(t.payload, token!, 'my-own-password-1')).not.toBeNull()
  })
})
