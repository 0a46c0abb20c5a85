/**
 * Phone formatting (docs/rules/forms-and-leads.md). Belgian numbers are shown in groups separated by a single ordinary
 * space (U+0020): mobile numbers (10 digits) 4-2-2-2, land lines (9 digits) 3-2-2-2.
 * Any other length (international forms, typos) is returned exactly as entered, because
 * regrouping it would guess at a structure we do not know.
 */
const SEPARATOR = ' '

function group(digits: string, sizes: number[]): string {
  const parts: string[] = []
  let at = 0
  for (const size of sizes) {
    parts.push(digits.slice(at, at + size))
    at += size
  }
  return parts.join(SEPARATOR)
}

export function formatPhone(input: string | null | undefined): string {
  if (typeof input !== 'string') return ''
  const digits = input.replace(/\D/g, '')
  if (digits.length === 10) return group(digits, [4, 2, 2, 2])
  if (digits.length === 9) return group(digits, [3, 2, 2, 2])
  return input
}

/** The href of a phone number: digits, after a leading '+' when there is one. */
export function telHref(phone: string): string {
  const trimmed = phone.trim()
  return `tel:${trimmed.startsWith('+') ? '+' : ''}${trimmed.replace(/\D/g, '')}`
}

/** A phone number as link text: its spaces non-breaking, so the number never wraps across two lines. */
export function unbrokenPhone(text: string): string {
  return text.replace(/ /g, '\u00a0')
}
