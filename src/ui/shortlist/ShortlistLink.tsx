import { HeartIcon } from './HeartIcon'
import './shortlist.css'

/**
 * The header's link to the shortlist page with the number saved. The list lives in the
 * browser, so the link is hidden in the page's HTML and shown by the shortlist script once
 * something is saved (it also puts the ids in its URL).
 */
export function ShortlistLink({ href, label }: { href: string; label: string }) {
  return (
    <a href={href} className="shortlist-link" data-shortlist-link hidden data-testid="shortlist-link">
      <HeartIcon />
      <span className="max-md:sr-only">{label}</span>
      <span className="shortlist-count" data-shortlist-count>
        0
      </span>
    </a>
  )
}
