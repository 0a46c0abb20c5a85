import type { Payload } from 'payload'
import { accountKey, type AccountCollection } from './guard'
import { loginLimits } from './limits'

export interface AttackedAccount {
  collection: AccountCollection
  id: number
  email: string
  /** Failed logins in the counters' memory (policy.ts PAIR_DELAY), and from how many networks. */
  failures: number
  networks: number
}

/**
 * The accounts that many failed logins from several networks aim at now, most failures first:
 * what the back office shows administrators (admin/AttackNotice.tsx). Only existing accounts:
 * failures for unknown e-mails are counted alike but name nobody to protect.
 */
export async function accountsUnderAttack(payload: Payload): Promise<AttackedAccount[]> {
  const counted = await loginLimits(payload).underAttack()
  if (!counted.length) return []
  // The limits' keys: a staff member's e-mail as it is, an owner's prefixed (guard.ts accountKey).
  const prefix = accountKey('owners', '')
  const emails = (collection: AccountCollection) =>
    counted.flatMap(({ account }) =>
      account.startsWith(prefix) === (collection === 'owners') ? [account.replace(prefix, '')] : [],
    )
  const found = await Promise.all(
    (['users', 'owners'] as const).map(async (collection) => {
      const list = emails(collection)
      if (!list.length) return []
      const { docs } = await payload.find({
        collection,
        where: { email: { in: list } },
        limit: list.length,
        depth: 0,
        pagination: false,
        overrideAccess: true,
      })
      return docs.map((doc) => ({ collection, id: doc.id, email: doc.email }))
    }),
  )
  const byKey = new Map(found.flat().map((a) => [accountKey(a.collection, a.email), a] as const))
  return counted.flatMap(({ account, failures, networks }) => {
    const known = byKey.get(account)
    return known ? [{ ...known, failures, networks }] : []
  })
}
