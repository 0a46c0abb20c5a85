import { slugify, type Goal, type Target } from '@/i18n/routes'

type PropertyTarget = Extract<Target, { kind: 'property' }>

/**
 * Whether the requested URL is the property's canonical one. The short form (no goal) always
 * redirects; the long form redirects when its goal or slugs differ (the slugs are compared when
 * the route table passes them on as `city` and `title`).
 */
export function isCanonicalRequest(
  target: PropertyTarget,
  property: { goal: Goal; city: string; title: string },
): boolean {
  if (target.goal === undefined || target.goal !== property.goal) return false
  if (target.city !== undefined && target.city !== (slugify(property.city) || '-')) return false
  if (target.title !== undefined && target.title !== (slugify(property.title) || '-')) return false
  return true
}
