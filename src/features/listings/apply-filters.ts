import { listHrefOf } from '@/domain/list-url'

/** Where the filters show unfolded (Tailwind's `md`, as in listings.css). */
const WIDE = '(min-width: 48rem)'

/** The URL a change navigated to with the panel open, should that page mount a new form. */
let openAt: string | undefined

/** Whether a field was changed before the script ran (its change event then went unheard). */
function changedEarly(form: HTMLFormElement): boolean {
  return [...form.elements].some((field) => {
    if (field instanceof HTMLInputElement) return field.value !== field.defaultValue
    if (field instanceof HTMLSelectElement) {
      const initial = [...field.options].find((o) => o.defaultSelected) ?? field.options[0]
      return initial !== undefined && !initial.selected
    }
    return false
  })
}

/**
 * The filter form with JavaScript: a changed field applies at once (the list's clean URL, empty
 * fields left out, through `navigate`) and the page updates in place; submitting does the same
 * and folds the panel on a phone. Without it the form submits as a plain GET (the proxy cleans
 * its URL). Returns what undoes it.
 */
export function applyFiltersAtOnce(formId: string, navigate: (href: string) => void): () => void {
  const form = document.getElementById(formId)
  if (!(form instanceof HTMLFormElement)) return () => undefined
  const fold = form.querySelector('details')
  const wide = () => window.matchMedia(WIDE).matches
  // Browsers without ::details-content (listings.css) unfold it on wide screens here.
  if (fold && (openAt === location.pathname + location.search || wide())) fold.open = true
  openAt = undefined
  const apply = () => {
    const href = listHrefOf(new URL(form.action).pathname, new FormData(form))
    navigate(href)
    return href
  }
  const onChange = () => {
    const href = apply()
    openAt = fold?.open ? href : undefined
  }
  const onSubmit = (event: SubmitEvent) => {
    event.preventDefault()
    if (fold && !wide()) fold.open = false
    apply()
  }
  if (changedEarly(form)) onChange()
  form.addEventListener('change', onChange)
  form.addEventListener('submit', onSubmit)
  return () => {
    form.removeEventListener('change', onChange)
    form.removeEventListener('submit', onSubmit)
  }
}
