/**
 * One spelling per mailbox, for counting what an address receives or sends (the enquiry forms'
 * limits). Case is folded (mail providers treat `Victim@X` and `victim@x` as one mailbox) and so
 * is plus-addressing (`victim+1@x` reaches `victim@x` at most providers), so neither spelling
 * gets an allowance of its own. Only for counting: mails go to the address as typed.
 *
 * Written here rather than taken from a package: the maintained normalisers (validator's
 * `normalizeEmail`, normalize-email, email-normalizer) fold a sub-address only for a list of
 * known providers (Gmail, Outlook, …), and an agency's visitors use any domain.
 */
export function mailboxKey(email: string): string {
  const address = email.trim().toLowerCase()
  const at = address.lastIndexOf('@')
  if (at <= 0) return address
  const local = address.slice(0, at)
  const domain = address.slice(at + 1).replace(/\.$/, '')
  // 'victim+1' → 'victim'; a local part that starts with '+' keeps its text (nothing to fold to).
  const plus = local.indexOf('+')
  return `${plus > 0 ? local.slice(0, plus) : local}@${domain}`
}
