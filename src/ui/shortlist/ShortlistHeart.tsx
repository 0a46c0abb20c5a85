import { HeartIcon } from './HeartIcon'
import './shortlist.css'

/**
 * The toggle that saves a property to the visitor's shortlist: a real button, in the page's HTML
 * for everyone (the page stays cached), pressed or not as the browser's list says once the
 * shortlist script (ShortlistIsland) has read it; that script's one listener serves every heart.
 * On a card it is an icon named by `label`; elsewhere it shows `text`.
 */
export function ShortlistHeart({ id, label, text }: { id: number; label: string; text?: string }) {
  return (
    <button
      type="button"
      className={`shortlist-heart ${text ? 'shortlist-heart-text' : 'shortlist-heart-card'}`}
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
