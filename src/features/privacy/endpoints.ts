import type { Endpoint, PayloadRequest } from 'payload'
import { z } from 'zod'
import { refuseUnlessStaff, staffProblem } from '@/platform/api/staff-endpoint'
import { erasePersonalData, exportPersonalData, normaliseEmail } from './personal-data'

const emailSchema = z.email().max(254)

/** The e-mail address a request names, or the refusal to answer it. */
async function personOf(req: PayloadRequest, email: unknown): Promise<string | Response> {
  const parsed = emailSchema.safeParse(typeof email === 'string' ? email.trim() : email)
  if (!parsed.success) return staffProblem(req, 400, 'emailInvalid')
  const address = normaliseEmail(parsed.data)
  // The agency's and the staff's own addresses are on every notification and confirmation:
  // "their" data would be the whole outbox.
  const [settings, staff] = await Promise.all([
    req.payload.findGlobal({ slug: 'site-settings', depth: 0, req }),
    req.payload.count({ collection: 'users', where: { email: { equals: address } }, req }),
  ])
  if ((settings.email && normaliseEmail(settings.email) === address) || staff.totalDocs > 0)
    return staffProblem(req, 400, 'ownAddress')
  return address
}

const fileName = (email: string) => `personal-data-${email.replace(/[^a-z0-9.@_-]+/g, '_')}.json`

/** `GET /api/globals/privacy/export?email=…` (administrators): the person's records as a JSON file. */
export const exportPersonalDataEndpoint: Endpoint = {
  path: '/export',
  method: 'get',
  handler: async (req) => {
    const refused = refuseUnlessStaff(req, { admin: true })
    if (refused) return refused
    const email = await personOf(req, req.query?.email)
    if (email instanceof Response) return email
    const data = await exportPersonalData(req.payload, email, req)
    req.payload.logger.info({ msg: 'Personal data exported on request', by: req.user?.id })
    return new Response(JSON.stringify(data, null, 2), {
      headers: {
        'Content-Type': 'application/json; charset=utf-8',
        'Content-Disposition': `attachment; filename="${fileName(email)}"`,
        'Cache-Control': 'no-store',
      },
    })
  },
}

/** `POST /api/globals/privacy/erase` `{ email }` (administrators): deletes the person's records. */
export const erasePersonalDataEndpoint: Endpoint = {
  path: '/erase',
  method: 'post',
  handler: async (req) => {
    const refused = refuseUnlessStaff(req, { admin: true })
    if (refused) return refused
    const body = (await req.json?.().catch(() => null)) as { email?: unknown } | null
    const email = await personOf(req, body?.email)
    if (email instanceof Response) return email
    const erased = await erasePersonalData(req.payload, email, req)
    req.payload.logger.info({ msg: 'Personal data erased on request', by: req.user?.id, erased })
    return Response.json({ email, erased }, { headers: { 'Cache-Control': 'no-store' } })
  },
}
