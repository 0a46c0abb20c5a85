import type { Endpoint, PayloadRequest } from 'payload'
import { z } from 'zod'
import { refuseUnlessStaff, staffProblem } from '@/platform/api/staff-endpoint'
import { locales } from '@/i18n/locales'
import { sendInvitation } from './accounts'

const newOwnerSchema = z.object({
  name: z.string().trim().min(1).max(200),
  email: z.email().max(254),
  language: z.enum(locales),
})

async function jsonBody(req: PayloadRequest): Promise<unknown> {
  try {
    return req.json ? await req.json() : {}
  } catch {
    return {}
  }
}

/**
 * `POST /api/owners/new` (staff): creates an owner's account with a random password and mails
 * the invitation; the answer names the new account, which staff open to link its properties.
 */
export const newOwnerEndpoint: Endpoint = {
  path: '/new',
  method: 'post',
  handler: async (req) => {
    const refused = refuseUnlessStaff(req)
    if (refused) return refused
    const body = (await jsonBody(req)) as Record<string, unknown>
    const parsed = newOwnerSchema.safeParse({
      ...body,
      email: typeof body.email === 'string' ? body.email.trim().toLowerCase() : body.email,
    })
    if (!parsed.success) {
      const field = parsed.error.issues[0]?.path[0]
      return staffProblem(req, 400, field === 'email' ? 'emailInvalid' : field === 'name' ? 'nameRequired' : 'param', {
        name: String(field ?? ''),
      })
    }
    const taken = await req.payload.count({
      collection: 'owners',
      where: { email: { equals: parsed.data.email } },
      overrideAccess: true,
      req,
    })
    if (taken.totalDocs > 0) return staffProblem(req, 409, 'ownerExists')
    const owner = await req.payload.create({
      collection: 'owners',
      data: parsed.data as never,
      overrideAccess: true,
      req,
    })
    await sendInvitation(req.payload, owner, req)
    return Response.json({ id: owner.id }, { status: 201, headers: { 'Cache-Control': 'no-store' } })
  },
}

/** `POST /api/owners/{id}/invite` (staff): mails a fresh invitation; the earlier link stops working. */
export const inviteOwnerEndpoint: Endpoint = {
  path: '/:id/invite',
  method: 'post',
  handler: async (req) => {
    const refused = refuseUnlessStaff(req)
    if (refused) return refused
    const id = Number(req.routeParams?.id)
    const owner =
      Number.isInteger(id) && id > 0
        ? await req.payload.findByID({
            collection: 'owners',
            id,
            depth: 0,
            overrideAccess: true,
            disableErrors: true,
            req,
          })
        : null
    if (!owner) return staffProblem(req, 404, 'ownerNotFound')
    await sendInvitation(req.payload, owner, req)
    return Response.json({ invited: true }, { headers: { 'Cache-Control': 'no-store' } })
  },
}
