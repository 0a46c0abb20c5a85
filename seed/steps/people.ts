import { sampleEnquiries, sampleOwner, samplePublications, sampleVisits } from '../data/owners'
import { settings } from '../data/settings'
import { sampleStaff } from '../data/staff'
import { documentPdf } from '../documents'
import { DAY_MS, type Writer } from './writer'

/** The staff accounts; returns how many. */
export async function createStaff(w: Writer): Promise<number> {
  for (const s of sampleStaff) await w.create('users', { ...s })
  return sampleStaff.length
}

/**
 * The sample owner of the portal, with visits, online publications, enquiries (and their
 * confirmation mails) and a mandate document on the first of their properties. `now` as for
 * the listings, so the days line up.
 */
export async function createOwnerPortal(w: Writer, propertyIds: Map<string, number>, now: number): Promise<void> {
  const owned = sampleOwner.properties.map((reference) => propertyIds.get(reference)!)
  await w.create('owners', { ...sampleOwner, properties: owned, weeklyReport: true })
  const [first] = owned
  const at = (daysAgo: number, hour = 12) => {
    const date = new Date(now - daysAgo * DAY_MS)
    date.setUTCHours(hour - 1, 0, 0, 0)
    return date.toISOString()
  }
  for (const v of sampleVisits)
    await w.create('visits', { property: first, date: at(v.daysAgo, v.hour), feedback: v.feedback })
  for (const p of samplePublications) {
    const until = p.untilDaysAgo === undefined ? undefined : at(p.untilDaysAgo)
    await w.create('publications', { property: first, channel: p.channel, url: p.url, from: at(p.fromDaysAgo), until })
  }
  for (const e of sampleEnquiries) {
    const createdAt = at(e.daysAgo, 11)
    const lead = await w.create('leads', {
      type: e.type,
      status: 'handled',
      verification: 'verified',
      name: e.name,
      email: e.email,
      locale: e.locale,
      property: first,
      fields: { name: e.name, email: e.email },
      consents: { privacy: true, newsletter: false },
      createdAt,
    })
    const sent = { state: 'sent', attempts: 1, sentAt: createdAt, createdAt, lead, locale: e.locale }
    const subject = { nl: 'Uw aanvraag bij', fr: 'Votre demande chez', en: 'Your request at' }[e.locale]
    await w.create('mails', {
      ...sent,
      purpose: 'confirmation',
      to: e.email,
      subject: `${subject} ${settings.siteName}`,
      text: `${subject} ${settings.siteName} (sample)`,
    })
  }
  const mandate = await documentPdf('Verkoopopdracht VT-1001', [
    `${settings.siteName}`,
    `Opdrachtgever: ${sampleOwner.name}`,
    'Voorbeelddocument van de voorbeeldmakelaar.',
  ])
  await w.create(
    'property-documents',
    { title: 'Verkoopopdracht', property: first, forOwners: true },
    { data: mandate, mimetype: 'application/pdf', name: 'verkoopopdracht-vt-1001.pdf', size: mandate.length },
  )
}
