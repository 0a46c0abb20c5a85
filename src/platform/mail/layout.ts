import escapeHtml from 'escape-html'

/*
 * The one layout of every mail the site sends: the agency's logo, its colours, the message, and a
 * footer with the agency's name, address, phone and e-mail (and the unsubscribe link of a
 * subscription mail); the plain-text part says the same, from the same blocks.
 *
 * Written as escaped strings rather than with React's renderToStaticMarkup: the forms' Server
 * Actions queue their mails inside the React Server Components layer, where `react-dom/server`
 * refuses to load. What mail programs read: a table of one 600-pixel column, inline styles only
 * (no <style> block, no stylesheet), images by absolute URL with alt text, no script.
 */

/** What a mail shows of the agency (site settings), with absolute URLs. */
export interface MailBrand {
  name: string
  /** The home page in the mail's language. */
  homeUrl: string
  /** A raster image (mail programs do not show SVG), shown LOGO_HEIGHT pixels high. */
  logo: { url: string; width: number; height: number } | null
  /** #rrggbb */
  color: string
  accent: string
  address: string
  phone: string
  email: string
}

/** The footer's words in the mail's language (messages/mail). */
export interface MailWords {
  unsubscribe: string
  unsubscribeText: (url: string) => string
  phone: (phone: string) => string
  linkFallback: string
}

/**
 * A part of a mail's message, shown in both parts: a paragraph (its lines kept, its web
 * addresses made links), a button (its address on a line of its own in the text), or markup
 * prepared by a feature (a digest's listings) with its plain text.
 */
export type MailBlock =
  | { text: string }
  | { button: { href: string; label: string } }
  | { html: string | ((brand: MailBrand) => string); plain: string }

export interface MailMessage {
  lang: string
  subject: string
  blocks: MailBlock[]
  /** A subscription mail's one-click unsubscribe address. */
  unsubscribeUrl?: string
}

export const LOGO_HEIGHT = 48
const FONT = 'Arial,Helvetica,sans-serif'
const TEXT_COLOR = '#1f2937'
const MUTED = '#4b5563'
const URL_PATTERN = /https?:\/\/[^\s<>"]+[^\s<>".,;:!?)]/g

const esc = (value: string) => escapeHtml(value)

/** The relative luminance of a #rrggbb colour (WCAG 2). */
function luminance(hex: string): number {
  const channel = (i: number) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  }
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5)
}

/** White or near-black, whichever reads better on `background`. */
export function textOn(background: string): string {
  const l = luminance(background)
  return 1.05 / (l + 0.05) >= (l + 0.05) / 0.05 ? '#ffffff' : '#111111'
}

/** A colour the links can take on white: the brand colour, or the text colour when it is too light. */
function linkColor(brand: string): string {
  return 1.05 / (luminance(brand) + 0.05) >= 4.5 ? brand : TEXT_COLOR
}

/** One line of text, escaped, its web addresses as links. */
function linked(line: string, color: string): string {
  let out = ''
  let last = 0
  for (const match of line.matchAll(URL_PATTERN)) {
    const at = match.index ?? 0
    out += esc(line.slice(last, at))
    out += `<a href="${esc(match[0])}" style="color:${color};word-break:break-all">${esc(match[0])}</a>`
    last = at + match[0].length
  }
  return out + esc(line.slice(last))
}

function blockHtml(block: MailBlock, brand: MailBrand, words: MailWords): string {
  const link = linkColor(brand.color)
  if ('text' in block) {
    const lines = block.text.split('\n').map((line) => linked(line, link))
    return `<p style="margin:0 0 16px;font-size:15px;line-height:1.5;color:${TEXT_COLOR}">${lines.join('<br>')}</p>`
  }
  if ('button' in block) {
    const { href, label } = block.button
    return `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:4px 0 8px"><tr><td style="border-radius:4px;background:${brand.color}"><a href="${esc(href)}" style="display:inline-block;padding:12px 22px;font-family:${FONT};font-size:15px;font-weight:bold;color:${textOn(brand.color)};text-decoration:none;border-radius:4px">${esc(label)}</a></td></tr></table>
<p style="margin:0 0 16px;font-size:12px;line-height:1.4;color:${MUTED}">${esc(words.linkFallback)}<br><a href="${esc(href)}" style="color:${link};word-break:break-all">${esc(href)}</a></p>`
  }
  return typeof block.html === 'function' ? block.html(brand) : block.html
}

function blockText(block: MailBlock): string {
  if ('text' in block) return block.text
  if ('button' in block) return block.button.href
  return block.plain
}

/** The footer's lines: name, address, phone and e-mail, the site. */
function footerLines(brand: MailBrand, words: MailWords): string[] {
  return [
    brand.name,
    ...brand.address
      .split('\n')
      .map((l) => l.trim())
      .filter(Boolean),
    [brand.phone ? words.phone(brand.phone) : '', brand.email].filter(Boolean).join(' · '),
    brand.homeUrl,
  ].filter(Boolean)
}

/** The plain-text part: the blocks, the unsubscribe link, and the agency's details after a signature line. */
export function mailText(message: MailMessage, brand: MailBrand, words: MailWords): string {
  const body = message.blocks.map(blockText).join('\n\n')
  const unsubscribe =
    message.unsubscribeUrl && !body.includes(message.unsubscribeUrl)
      ? ['', words.unsubscribeText(message.unsubscribeUrl)]
      : []
  return [body, ...unsubscribe, '', '-- ', ...footerLines(brand, words)].join('\n')
}

/** The HTML part. */
export function mailHtml(message: MailMessage, brand: MailBrand, words: MailWords): string {
  const link = linkColor(brand.color)
  const logo = brand.logo
    ? `<img src="${esc(brand.logo.url)}" alt="${esc(brand.name)}" width="${brand.logo.width}" height="${brand.logo.height}" style="display:block;border:0;height:${brand.logo.height}px;width:${brand.logo.width}px;max-width:100%">`
    : `<span style="font-family:${FONT};font-size:22px;font-weight:bold;color:${brand.color}">${esc(brand.name)}</span>`
  const phone = brand.phone
    ? `<a href="tel:${esc(brand.phone.replace(/[^\d+]/g, ''))}" style="color:${MUTED}">${esc(words.phone(brand.phone))}</a>`
    : ''
  const email = brand.email ? `<a href="mailto:${esc(brand.email)}" style="color:${MUTED}">${esc(brand.email)}</a>` : ''
  const address = brand.address
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean)
    .map(esc)
  const footer = [
    `<strong style="color:${TEXT_COLOR}">${esc(brand.name)}</strong>`,
    ...address,
    [phone, email].filter(Boolean).join(' · '),
    `<a href="${esc(brand.homeUrl)}" style="color:${link}">${esc(brand.homeUrl.replace(/^https?:\/\//, '').replace(/\/$/, ''))}</a>`,
  ].filter(Boolean)
  const unsubscribe = message.unsubscribeUrl
    ? `<p style="margin:12px 0 0"><a href="${esc(message.unsubscribeUrl)}" style="color:${MUTED}">${esc(words.unsubscribe)}</a></p>`
    : ''
  return `<!DOCTYPE html>
<html lang="${esc(message.lang)}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="color-scheme" content="light"><title>${esc(message.subject)}</title></head>
<body style="margin:0;padding:0;background:#f3f4f6;font-family:${FONT};color:${TEXT_COLOR}">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background:#f3f4f6"><tr><td align="center" style="padding:24px 8px">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" border="0" style="width:100%;max-width:600px;background:#ffffff;border-top:4px solid ${brand.accent}">
<tr><td style="padding:20px 24px;border-bottom:1px solid #e5e7eb"><a href="${esc(brand.homeUrl)}" style="text-decoration:none">${logo}</a></td></tr>
<tr><td style="padding:24px 24px 8px;font-family:${FONT};font-size:15px;line-height:1.5;color:${TEXT_COLOR}">
${message.blocks.map((b) => blockHtml(b, brand, words)).join('\n')}
</td></tr>
<tr><td style="padding:16px 24px 20px;background:#f9fafb;border-top:3px solid ${brand.color};font-family:${FONT};font-size:13px;line-height:1.5;color:${MUTED}">
<p style="margin:0">${footer.join('<br>')}</p>${unsubscribe}
</td></tr>
</table>
</td></tr></table>
</body>
</html>`
}

/** The blocks of a mail written as plain text: its paragraphs, split at blank lines. */
export function blocksOfText(text: string): MailBlock[] {
  return text
    .split(/\n\s*\n/)
    .map((p) => p.replace(/^\n+|\n+$/g, ''))
    .filter((p) => p.trim())
    .map((p) => ({ text: p }))
}
