import type { CollectionSlug, Payload, PayloadRequest, Where } from 'payload'

/**
 * Where the site keeps a visitor's personal data, found by their e-mail address: one line per
 * collection, so a collection added later (search alerts, newsletter subscribers …) joins the
 * export and the erasure with one line here.
 */
export interface PersonalDataSource {
  collection: CollectionSlug
  /** The field(s) holding the person's e-mail address (a plain address or `"Name" <address>`). */
  email: string | readonly string[]
  /** A relation to `leads`: a record of one of the person's leads is theirs too. */
  lead?: string
}

export const personalDataCollections: readonly PersonalDataSource[] = [
  { collection: 'leads', email: 'email' },
  // Their confirmations (to them) and the agency's notifications about them (reply to them).
  { collection: 'mails', email: ['to', 'replyTo'], lead: 'lead' },
  { collection: 'testimonials', email: 'email', lead: 'lead' },
  // Their matches go with them (the collection's own delete hook).
  { collection: 'search-alerts', email: 'email', lead: 'lead' },
  { collection: 'newsletter-subscribers', email: 'email', lead: 'lead' },
]

type Doc = Record<string, unknown> & { id: number | string }

/** The person's records, by collection. */
export type PersonalData = Record<string, Doc[]>

/** One address as the forms store it: trimmed, lower case. */
export const normaliseEmail = (email: string) => email.trim().toLowerCase()

/** The addresses in a header-like value (`a@b.be`, `"Anna" <a@b.be>, c@d.be`), lower case. */
function addressesIn(value: unknown): string[] {
  if (typeof value !== 'string') return []
  return value
    .split(',')
    .map((part) => (/<([^>]+)>/.exec(part)?.[1] ?? part).trim().toLowerCase())
    .filter(Boolean)
}

const fieldsOf = (source: PersonalDataSource) => (typeof source.email === 'string' ? [source.email] : source.email)

/**
 * Every record of the person in one collection. `like` finds candidates whatever their case
 * (and only those); each is then checked exactly, so `anna@x.be` never takes `joanna@x.be`'s.
 */
async function recordsIn(
  payload: Payload,
  source: PersonalDataSource,
  email: string,
  leadIds: (number | string)[],
  req?: PayloadRequest,
): Promise<Doc[]> {
  const fields = fieldsOf(source)
  const or: Where[] = fields.map((field) => ({ [field]: { like: email } }))
  if (source.lead && leadIds.length) or.push({ [source.lead]: { in: leadIds } })
  const { docs } = await payload.find({
    collection: source.collection,
    where: { or },
    pagination: false,
    depth: 0,
    overrideAccess: true,
    // Documents in a collection's trash are the person's data too.
    trash: true,
    req,
  })
  const leadSet = new Set(leadIds.map(String))
  return (docs as unknown as Doc[]).filter(
    (doc) =>
      fields.some((field) => addressesIn(doc[field]).includes(email)) ||
      (!!source.lead && leadSet.has(String(doc[source.lead] ?? ''))),
  )
}

/** All records of one person, by collection (leads first: the others may hang on them). */
export async function findPersonalData(
  payload: Payload,
  rawEmail: string,
  req?: PayloadRequest,
): Promise<PersonalData> {
  const email = normaliseEmail(rawEmail)
  const out: PersonalData = {}
  const leads = personalDataCollections.find((s) => s.collection === 'leads')
  const leadDocs = leads ? await recordsIn(payload, leads, email, [], req) : []
  const leadIds = leadDocs.map((d) => d.id)
  for (const source of personalDataCollections)
    out[source.collection] =
      source.collection === 'leads' ? leadDocs : await recordsIn(payload, source, email, leadIds, req)
  return out
}

/** What an export file holds. */
export interface PersonalDataExport {
  email: string
  exportedAt: string
  records: PersonalData
}

export async function exportPersonalData(
  payload: Payload,
  email: string,
  req?: PayloadRequest,
  now = new Date(),
): Promise<PersonalDataExport> {
  return {
    email: normaliseEmail(email),
    exportedAt: now.toISOString(),
    records: await findPersonalData(payload, email, req),
  }
}

/**
 * Deletes every record of the person (the records hanging on their leads first, then the
 * leads) and answers how many went, by collection.
 */
export async function erasePersonalData(
  payload: Payload,
  email: string,
  req?: PayloadRequest,
): Promise<Record<string, number>> {
  const found = await findPersonalData(payload, email, req)
  const counts: Record<string, number> = {}
  const order = [...personalDataCollections].sort(
    (a, b) => Number(a.collection === 'leads') - Number(b.collection === 'leads'),
  )
  for (const { collection } of order) {
    const ids = (found[collection] ?? []).map((d) => d.id)
    counts[collection] = ids.length
    if (!ids.length) continue
    await payload.delete({
      collection,
      where: { id: { in: ids } },
      overrideAccess: true,
      // For good, those in a collection's trash included.
      trash: true,
      req,
    })
  }
  return counts
}
