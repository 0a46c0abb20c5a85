import 'server-only'
import { formatAddress } from '@/domain/address'
import { amountInWords } from '@/domain/amount-words'
import { leadProperty } from '../model/lead-property'
import { translatorOf } from '@/i18n/translator'
import { offerPdf, type OfferSigner } from '../model/offer-pdf'
import type { KindHandler } from './types'

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '')
const joined = (...parts: unknown[]) => parts.map(text).filter(Boolean).join(' ')

/**
 * Purchase offer: the written offer as a PDF in the visitor's language (the
 * property, buyers A and B, the amount in figures and in words, dates, place, conditions and
 * the 10 % deposit), attached to the agency's notification and the visitor's confirmation.
 */
export const purchaseOffer: KindHandler = {
  async attachments(payload, lead, ctx) {
    const f = (lead.fields ?? {}) as Record<string, unknown>
    const amount = typeof f.amount === 'number' ? f.amount : Number.NaN
    if (!Number.isFinite(amount)) return []
    const locale = ctx.visitorLocale
    const [t, property, words] = await Promise.all([
      translatorOf(locale, 'offer.pdf'),
      leadProperty(payload, lead, locale),
      amountInWords(amount, locale),
    ])
    const signerA: OfferSigner = {
      name: joined(f.firstName, f.lastName) || String(lead.name ?? ''),
      address: formatAddress({
        street: text(f.street),
        houseNumber: text(f.houseNumber),
        zip: text(f.zip),
        city: text(f.city),
      }),
      email: text(f.email) || lead.email || undefined,
      phone: text(f.phone) || undefined,
    }
    const partner = joined(f.partnerFirstName, f.partnerLastName)
    const signerB: OfferSigner | undefined = partner
      ? { name: partner, email: text(f.partnerEmail) || undefined }
      : undefined
    const reference = property?.reference ?? String(f.propertyId ?? '')
    const pdf = await offerPdf(
      {
        locale,
        agency: ctx.siteName,
        property: { reference, title: property?.title ?? '', address: property?.address ?? '' },
        signerA,
        signerB,
        amount,
        amountInWords: words,
        startDate: text(f.startDate),
        endDate: text(f.endDate),
        signDate: text(f.signDate),
        place: text(f.place),
        conditions: text(f.conditions) || undefined,
      },
      t,
    )
    return [{ filename: t('filename', { reference }), contentType: 'application/pdf', content: pdf.toString('base64') }]
  },
}
