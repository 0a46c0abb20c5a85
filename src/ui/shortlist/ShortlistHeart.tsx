import { HeartIcon } from './HeartIcon'
import './shortlist.css'

/**
 * The toggle that saves a property to the visitor's shortlist: a real button, in the page's HTML
 * for everyone (the page stays cached), pressed or not as the browser's list says once the
 * shortlist script (ShortlistIsland) has read it; that script's one listener serves every heart.
 * As an icon it is named by `label`; with `text` it shows that.
 */
export function ShortlistHeart({
  id,
  label,
  text,
  overPhoto = !text,
}: {
  id: number
  label: string
  text?: string
  /** An icon over a card's photo (top right), else one in the flow. */
  overPhoto?: boolean
}) {
  const variant = text ? 'shortlist-heart-text' : `shortlist-heart-icon ${overPhoto ? 'shortlist-heart-card' : ''}`
  return (
    <button
      type="button"
      className={`shortlist-heart ${variant}`.trim()}
      aria-pressed="false"
      aria-label={text ? undefined : label}
      data-shortlist-id={id}
      data-testid="shortlist-heart"
    >
      <HeartIcon />
      {text ? <span>{text}</span> : null}
    </button>
  )
}
