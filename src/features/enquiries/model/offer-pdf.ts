import PDFDocument from 'pdfkit'
import { formatAmount, formatDate } from '@/domain/currency'
import { OFFER_DEPOSIT_RATE, offerDeposit } from '@/domain/offer'
import { intlTags, type Locale } from '@/i18n/locales'
import type { NamespaceTranslator } from '@/i18n/translator'

/** `offer.pdf.*` messages of one language. */
export type OfferTranslator = NamespaceTranslator<'offer.pdf'>

export interface OfferSigner {
  name: string
  address?: string
  email?: string
  phone?: string
}

/** What the written offer says (the offer form and its 10 % deposit: docs/rules/forms-and-leads.md). */
export interface OfferDocument {
  locale: Locale
  agency: string
  property: { reference: string; title: string; address: string }
  signerA: OfferSigner
  signerB?: OfferSigner
  amount: number
  amountInWords: string
  /** 'YYYY-MM-DD' */
  startDate: string
  endDate: string
  signDate: string
  place: string
  conditions?: string
}

const MARGIN = 56
const INK = '#0f172a'
const MUTED = '#475569'

/**
 * The purchase offer as an A4 PDF in the visitor's language, written with pdfkit and its
 * standard Helvetica (no font files to ship; its encoding covers the four languages and €).
 * `compress: false` keeps the text readable in the file, which is small anyway.
 */
export function offerPdf(offer: OfferDocument, t: OfferTranslator, { compress = true } = {}): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    compress,
    lang: intlTags[offer.locale],
    displayTitle: true,
    info: {
      Title: `${t('title')} – ${offer.property.reference}`,
      Author: offer.agency,
      Subject: t('subject', { property: offer.property.title }),
    },
  })
  const chunks: Buffer[] = []
  doc.on('data', (chunk: Buffer) => chunks.push(chunk))
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
  })

  const heading = (text: string) => {
    doc.moveDown(1).font('Helvetica-Bold').fontSize(12).fillColor(INK).text(text)
    doc.moveDown(0.3)
  }
  const line = (label: string, value: string | undefined) => {
    if (!value) return
    doc.font('Helvetica-Bold').fontSize(10).fillColor(MUTED).text(`${label}: `, { continued: true })
    doc.font('Helvetica').fillColor(INK).text(value)
  }
  const paragraph = (text: string) => doc.font('Helvetica').fontSize(10).fillColor(INK).text(text).moveDown(0.4)
  const signer = (title: string, s: OfferSigner) => {
    doc.font('Helvetica-Bold').fontSize(10).fillColor(INK).text(title)
    line(t('name'), s.name)
    line(t('address'), s.address)
    line(t('email'), s.email)
    line(t('phone'), s.phone)
    doc.moveDown(0.5)
  }
  const day = (iso: string) => formatDate(iso)

  doc.font('Helvetica-Bold').fontSize(20).fillColor(INK).text(t('title'))
  doc.font('Helvetica').fontSize(10).fillColor(MUTED).text(offer.agency).moveDown(0.8)
  paragraph(t('intro'))

  heading(t('property'))
  line(t('reference'), offer.property.reference)
  doc.font('Helvetica').fontSize(10).fillColor(INK).text(offer.property.title)
  line(t('address'), offer.property.address)

  heading(t('buyers'))
  signer(t('signerA'), offer.signerA)
  if (offer.signerB) signer(t('signerB'), offer.signerB)

  heading(t('offer'))
  line(t('amount'), formatAmount(offer.amount))
  line(t('inWords'), offer.amountInWords)
  doc.moveDown(0.4)
  paragraph(t('validity', { start: day(offer.startDate), end: day(offer.endDate) }))
  const percent = new Intl.NumberFormat(intlTags[offer.locale], { style: 'percent' }).format(OFFER_DEPOSIT_RATE)
  paragraph(t('deposit', { percent, deposit: formatAmount(offerDeposit(offer.amount)) }))

  heading(t('conditions'))
  paragraph(offer.conditions?.trim() || t('noConditions'))

  doc.moveDown(1)
  paragraph(t('signed', { place: offer.place, date: day(offer.signDate) }))
  doc.font('Helvetica-Oblique').fontSize(9).fillColor(MUTED).text(t('readAndApproved')).moveDown(1.5)

  // Two signature boxes side by side (one when there is no buyer B).
  const signers = [offer.signerA, ...(offer.signerB ? [offer.signerB] : [])]
  const width = (doc.page.width - 2 * MARGIN - 24) / 2
  if (doc.y + 90 > doc.page.height - MARGIN) doc.addPage()
  const top = doc.y
  signers.forEach((s, i) => {
    const x = MARGIN + i * (width + 24)
    doc.rect(x, top, width, 80).strokeColor('#94a3b8').lineWidth(0.75).stroke()
    doc
      .font('Helvetica')
      .fontSize(9)
      .fillColor(MUTED)
      .text(t('signature', { name: s.name }), x + 8, top + 8, { width: width - 16 })
  })

  doc.end()
  return done
}
