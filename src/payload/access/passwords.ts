import { APIError, type CollectionBeforeOperationHook } from 'payload'
import { errorText, staffLocale } from '../../platform/errors/messages'

/**
 * An owner's password is the owner's alone: it is set through the one-time link of an
 * invitation or a reset (features/owners/login.ts, with Payload's reset operation, not an
 * update). An update made for a person (staff in the back office or at `/api`: access not
 * overridden) may not carry one, or a member of staff could sign in as the owner; staff send an
 * invitation instead. Server code that overrides access (tests, the seed) is not a person.
 */
export const ownerChoosesPassword: CollectionBeforeOperationHook = ({ args, operation, req }) => {
  if (operation !== 'update') return args
  const { data, overrideAccess } = args as { data?: Record<string, unknown>; overrideAccess?: boolean }
  if (overrideAccess || !data || !Object.hasOwn(data, 'password')) return args
  throw new APIError(errorText(staffLocale(req.headers), 'ownerPassword'), 403, null, true)
}
