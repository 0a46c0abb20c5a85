import { formatPrice } from '@/domain/currency'
import { priceDisplay, type PriceInput } from '@/domain/price'
import type { AlertReason } from '@/domain/search-alert'
import type { AlertsT } from './texts'
import escapeHtml from 'escape-html'
import type { MailBlock, MailBrand } from '@/platform/mail/layout'

/** One property of a digest, in the recipient's language, with absolute URLs. */
export interface DigestItem {
  title: string
  city: string
  price: PriceInput
  reason: AlertReason
  /** The public price before the drop (price-drop only). */
  previousPrice: number | null
  url: string
  photo: { url: string; width?: number; height?: number; alt: string } | null
}

export interface DigestInput {
  siteName: string
  /** The page where a visitor registers a (new) search. */
  registerUrl: string
  unsubscribeUrl: string
  items: DigestItem[]
}

/** 'Price on request', '€ 385.000', 'From € 249.000', '€ 950 / month'. */
export function priceText(t: AlertsT, price: PriceInput): string {
  const shown = priceDisplay(price)
  if (shown.kind === 'hidden') return t('mail.priceOnRequest')
  let text = formatPrice(shown.amount)
  if (shown.startingFrom) text = t('mail.startingFrom', { price: text })
  if (shown.perMonth) text = t('mail.perMonth', { price: text })
  return text
}

/** 'Price reduced (was € 410.000)' for a drop; nothing for a new listing. */
function dropText(t: AlertsT, item: DigestItem): string | null {
  if (item.reason !== 'price-drop') return null
  return item.previousPrice !== null
    ? t('mail.priceDropWas', { price: formatPrice(item.previousPrice) })
    : t('mail.priceDrop')
}

/**
 * The digest of one address: its subject and message (platform/mail/layout.ts lays it out with
 * the agency's logo and colours): each property with its photo, title, city, price and link, then
 * why the mail comes, a link to register another search and the unsubscribe link.
 */
export function digestMail(t: AlertsT, d: DigestInput): { subject: string; blocks: MailBlock[] } {
  const count = d.items.length
  const subject = t('mail.subject', { count, site: d.siteName })

  const plainItems = d.items
    .map((item) =>
      [item.title, [item.city, priceText(t, item.price), dropText(t, item)].filter(Boolean).join(' · '), item.url].join(
        '\n',
      ),
    )
    .join('\n\n')

  const rows = (brand: MailBrand) =>
    d.items
      .map((item) => {
        const drop = dropText(t, item)
        const photo = item.photo
          ? `<a href="${escapeHtml(item.url)}"><img src="${escapeHtml(item.photo.url)}" alt="${escapeHtml(item.photo.alt || item.title)}" width="200"${
              item.photo.width && item.photo.height
                ? ` height="${Math.round((200 * item.photo.height) / item.photo.width)}"`
                : ''
            } style="display:block;width:200px;max-width:100%;height:auto;border:0;border-radius:4px"></a>`
          : ''
        return `<tr>
<td style="padding:12px 12px 12px 0;vertical-align:top;width:200px">${photo}</td>
<td style="padding:12px 0;vertical-align:top">
<a href="${escapeHtml(item.url)}" style="color:${brand.color};font-size:17px;font-weight:bold;text-decoration:none">${escapeHtml(item.title)}</a>
<p style="margin:4px 0;color:#4b5563">${escapeHtml(item.city)}</p>
<p style="margin:4px 0;font-weight:bold">${escapeHtml(priceText(t, item.price))}</p>
${drop ? `<p style="margin:4px 0;color:#b91c1c">${escapeHtml(drop)}</p>` : ''}
<p style="margin:8px 0 0"><a href="${escapeHtml(item.url)}" style="color:${brand.color}">${escapeHtml(t('mail.view'))}</a></p>
</td>
</tr>`
      })
      .join('\n')

  return {
    subject,
    blocks: [
      { text: t('mail.intro', { count }) },
      {
        html: (brand) =>
          `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="margin:0 0 16px">\n${rows(brand)}\n</table>`,
        plain: plainItems,
      },
      {
        html: (brand) =>
          `<p style="margin:0 0 16px;font-size:13px;line-height:1.5;color:#4b5563">${escapeHtml(t('mail.why'))}<br><a href="${escapeHtml(d.registerUrl)}" style="color:${brand.color}">${escapeHtml(t('mail.newSearchLink'))}</a> · <a href="${escapeHtml(d.unsubscribeUrl)}" style="color:#4b5563">${escapeHtml(t('mail.unsubscribe'))}</a></p>`,
        plain: [
          t('mail.why'),
          t('mail.newSearch', { url: d.registerUrl }),
          t('mail.unsubscribeText', { url: d.unsubscribeUrl }),
        ].join('\n'),
      },
    ],
  }
}
