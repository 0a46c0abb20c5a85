/**
 * Description cleaning for teasers (docs/rules/listings.md): plain text from CMS HTML, cut to a limit (250 by
 * default, 100 in search results) at a word boundary when one is close enough to the limit.
 */
export const DESCRIPTION_LIMIT = 250
export const SEARCH_DESCRIPTION_LIMIT = 100
const ELLIPSIS = '…'

const ENTITIES: Record<string, string> = { nbsp: ' ', amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" }

export function stripHtml(text: string): string {
  return (
    text
      // Tags become spaces so '<p>a</p><p>b</p>' keeps 'a b' apart.
      .replace(/<[^>]*>/g, ' ')
      .replace(/&(nbsp|amp|lt|gt|quot|#39);/g, (_, name: string) => ENTITIES[name])
      .replace(/\s+/g, ' ')
      .trim()
  )
}

/**
 * The cut keeps at most `limit` characters (the ellipsis comes on top). It ends at the last
 * space at or before the limit when that space lies beyond 80 % of the limit; otherwise (one
 * very long word) it is a hard cut at the limit.
 */
export function cleanDescription(text: string | null | undefined, limit = DESCRIPTION_LIMIT, ellipsis = true): string {
  if (typeof text !== 'string') return ''
  const clean = stripHtml(text)
  if (clean.length <= limit) return clean
  const space = clean.lastIndexOf(' ', limit)
  const cut = space > limit * 0.8 ? clean.slice(0, space) : clean.slice(0, limit)
  return ellipsis ? cut + ELLIPSIS : cut
}

const ligatures: Record<string, string> = { æ: 'ae', œ: 'oe', ß: 'ss', ø: 'o', đ: 'd', ł: 'l' }

/**
 * The form names and queries are compared in (accents and case ignored): lower case,
 * accents gone, ligatures spelled out, punctuation as single spaces. 'Liège' and 'liege' fold alike.
 */
export function foldText(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[æœßøđł]/g, (c) => ligatures[c] ?? c)
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
}
