/**
 * How a visitor's testimonial is signed on the site: first name and the initial of the last
 * name ("Anna P."), so a published testimonial does not name the person in full. Staff can
 * change it before publishing.
 */
export function publicName(firstName: string, lastName: string): string {
  const first = firstName.trim().replace(/\s+/g, ' ')
  const initial = [...lastName.trim()][0]
  if (!first) return initial ? `${initial.toUpperCase()}.` : ''
  return initial ? `${first} ${initial.toUpperCase()}.` : first
}
