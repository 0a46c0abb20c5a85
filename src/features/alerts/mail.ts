import { formatPrice } from '@/domain/currency'
import { priceDisplay, type PriceInput } from '@/domain/price'
import type { AlertReason } from '@/domain/search-alert'
import type { AlertsT } from './texts'
import escapeHtml from 'escape-html'

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
  siteUrl: string
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
 * The digest of one address: subject, plain text and HTML (a single 600-pixel column with
 * inline styles, as mail clients read it), each property with its photo, title, city, price and
 * link, and the unsubscribe link at the foot.
 */
export function digestMail(t: AlertsT, d: DigestInput): { subject: string; text: string; html: string } {
  const count = d.items.length
  const subject = t('mail.subject', { count, site: d.siteName })

  const text = [
    t('mail.intro', { count }),
    '',
    ...d.items.flatMap((item) => [
      item.title,
      [item.city, priceText(t, item.price), dropText(t, item)].filter(Boolean).join(' · '),
      item.url,
      '',
    ]),
    t('mail.why'),
    t('mail.newSearch', { url: d.registerUrl }),
    t('mail.unsubscribeText', { url: d.unsubscribeUrl }),
    '',
    d.siteName,
  ].join('\n')

  const rows = d.items
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
<a href="${escapeHtml(item.url)}" style="color:#0f3d5e;font-size:17px;font-weight:bold;text-decoration:none">${escapeHtml(item.title)}</a>
<p style="margin:4px 0;color:#475569">${escapeHtml(item.city)}</p>
<p style="margin:4px 0;font-weight:bold">${escapeHtml(priceText(t, item.price))}</p>
${drop ? `<p style="margin:4px 0;color:#b91c1c">${escapeHtml(drop)}</p>` : ''}
<p style="margin:8px 0 0"><a href="${escapeHtml(item.url)}" style="color:#0f3d5e">${escapeHtml(t('mail.view'))}</a></p>
</td>
</tr>`
    })
    .join('\n')

  const html = `<!doctype html>
<html>
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:0;background:#f1f5f9;font-family:Arial,Helvetica,sans-serif;color:#0f172a">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f1f5f9"><tr><td align="center" style="padding:24px 8px">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" style="max-width:600px;width:100%;background:#ffffff;border-radius:6px">
<tr><td style="padding:20px 24px 0"><a href="${escapeHtml(d.siteUrl)}" style="color:#0f172a;font-size:20px;font-weight:bold;text-decoration:none">${escapeHtml(d.siteName)}</a></td></tr>
<tr><td style="padding:12px 24px 0"><p style="margin:0;font-size:16px">${escapeHtml(t('mail.intro', { count }))}</p></td></tr>
<tr><td style="padding:0 24px"><table role="presentation" width="100%" cellpadding="0" cellspacing="0">
${rows}
</table></td></tr>
<tr><td style="padding:16px 24px 24px;border-top:1px solid #e2e8f0;color:#64748b;font-size:13px">
<p style="margin:0 0 8px">${escapeHtml(t('mail.why'))}</p>
<p style="margin:0"><a href="${escapeHtml(d.registerUrl)}" style="color:#64748b">${escapeHtml(t('mail.newSearchLink'))}</a> · <a href="${escapeHtml(d.unsubscribeUrl)}" style="color:#64748b">${escapeHtml(t('mail.unsubscribe'))}</a></p>
</td></tr>
</table>
</td></tr></table>
</body>
</html>`
  return { subject, text, html }
}
