/**
 * The sample agency's owner: a portal login (printed by the launcher; change it in production)
 * for two of the sample properties, with some history so the portal has something to show.
 * Days are counted back from the day the sample is made.
 */
export const sampleOwner = {
  email: 'owner@vitrine.example',
  password: 'vitrine-demo-2026',
  name: 'Annelies Verhoeven',
  language: 'nl' as const,
  properties: ['VT-1001', 'VT-1002'],
}

/** Visits of the first property, with the feedback staff wrote for the owner (in Dutch, her language). */
export const sampleVisits: Array<{ daysAgo: number; hour: number; feedback?: string }> = [
  { daysAgo: 24, hour: 10, feedback: 'Jong koppel, vond de tuin prachtig; de keuken vinden ze aan vernieuwing toe.' },
  { daysAgo: 17, hour: 14, feedback: 'Gezin met twee kinderen. Positief over de ligging, twijfelen over de prijs.' },
  { daysAgo: 9, hour: 16, feedback: 'Tweede bezoek van het jonge koppel, met een aannemer. Een bod wordt verwacht.' },
  { daysAgo: 3, hour: 11 },
]

/** Where the first property is advertised besides the site. */
export const samplePublications: Array<{ channel: string; url?: string; fromDaysAgo: number; untilDaysAgo?: number }> =
  [
    { channel: 'Immoweb', url: 'https://www.immoweb.be/', fromDaysAgo: 40 },
    { channel: 'Zimmo', url: 'https://www.zimmo.be/', fromDaysAgo: 38 },
    { channel: 'Facebook', fromDaysAgo: 35, untilDaysAgo: 21 },
  ]

/** Page views of each owned property over the last days: a weekly rhythm, more at weekends. */
export function samplePageViews(daysBack: number, propertyIndex: number): number[] {
  return Array.from({ length: daysBack }, (_, i) => {
    const weekend = i % 7 === 1 || i % 7 === 2
    return (weekend ? 18 : 9) + ((i * 7 + propertyIndex * 5) % 6)
  })
}

/** Enquiries about the first property (fictional prospects), with the mails that answered them. */
export const sampleEnquiries: Array<{
  daysAgo: number
  type: 'contact-me' | 'contact-appointment' | 'document-request'
  name: string
  email: string
  locale: 'nl' | 'fr' | 'en'
}> = [
  { daysAgo: 27, type: 'document-request', name: 'Pieter Claes', email: 'pieter.claes@example.be', locale: 'nl' },
  { daysAgo: 25, type: 'contact-appointment', name: 'Sarah Wouters', email: 'sarah.wouters@example.be', locale: 'nl' },
  { daysAgo: 19, type: 'contact-me', name: 'Julie Lambert', email: 'julie.lambert@example.be', locale: 'fr' },
  { daysAgo: 18, type: 'contact-appointment', name: 'Tom Jacobs', email: 'tom.jacobs@example.be', locale: 'nl' },
  { daysAgo: 11, type: 'contact-me', name: 'Emma Smith', email: 'emma.smith@example.com', locale: 'en' },
  { daysAgo: 10, type: 'contact-appointment', name: 'Sarah Wouters', email: 'sarah.wouters@example.be', locale: 'nl' },
  { daysAgo: 4, type: 'document-request', name: 'Lucas Dubois', email: 'lucas.dubois@example.be', locale: 'fr' },
]
