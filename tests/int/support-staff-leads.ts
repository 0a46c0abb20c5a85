import { vi } from 'vitest'
import type { Lead } from '@/payload/payload-types'
import { MailServer } from '../support/mail-server'
import { loadRoute, restClient } from '../support/rest'
import { staffSession } from '../support/staff-session'
import { startTestDatabase, type TestDatabase } from './setup'

/*
 * What the tests of the staff side of enquiries share (staff-leads.int.test.ts,
 * personal-data.int.test.ts): a real SMTP server the site sends through, the test file's database
 * and REST client (set by startStaffTest() in its beforeAll and read through these live
 * bindings), staff sessions and leads of the test's own.
 */

const smtp = new MailServer()
export const inbox = smtp.inbox
export const startSmtp = (port?: number) => smtp.start(port)
export const stopSmtp = () => smtp.stop()

export let t: TestDatabase
export let api: ReturnType<typeof restClient>
export let smtpPort: number

export async function startStaffTest(): Promise<void> {
  smtpPort = await startSmtp()
  process.env.SMTP_URL = `smtp://127.0.0.1:${smtpPort}`
  t = await startTestDatabase()
  api = restClient(await loadRoute())
}

export async function stopStaffTest(): Promise<void> {
  vi.useRealTimers()
  await stopSmtp()
  await t?.close()
}

export const unique = (name: string) => `${name}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`

/** The back office's session of a new member of staff (its cookie and the site's origin). */
export const session = (role: 'admin' | 'agent', language = 'en') => staffSession(t.payload, api, role, language)

type NewLead = Partial<Omit<Lead, 'id' | 'updatedAt'>> & Pick<Lead, 'type'>

export async function lead(data: NewLead): Promise<Lead> {
  return t.payload.create({
    collection: 'leads',
    data: { status: 'new', verification: 'verified', locale: 'en', fields: {}, ...data },
  })
}
