import type { PayloadRequest } from 'payload'
import { roleOf } from '@/payload/access'
import { errorText, staffLocale, type ErrorKey } from '../errors/messages'

/**
 * The answers of the back office's own endpoints (CSV export, mail retry, privacy requests):
 * Payload's error shape, so the back office shows the message like any other, in the staff
 * member's language.
 */
export function staffProblem(
  req: PayloadRequest,
  status: number,
  key: ErrorKey,
  values?: Record<string, string | number>,
): Response {
  return Response.json(
    { errors: [{ message: errorText(staffLocale(req.headers), key, values) }] },
    { status, headers: { 'Cache-Control': 'no-store' } },
  )
}

/**
 * Null when the caller is staff (an administrator, with `admin`); otherwise the refusal:
 * 401 without a session, 403 for anyone else signed in (an owner of the portal, an agent
 * where an administrator is needed).
 */
export function refuseUnlessStaff(req: PayloadRequest, { admin = false } = {}): Response | null {
  if (!req.user) return staffProblem(req, 401, 'signInRequired')
  const role = roleOf(req)
  if (!role) return staffProblem(req, 403, 'staffOnly')
  if (admin && role !== 'admin') return staffProblem(req, 403, 'adminOnly')
  return null
}
