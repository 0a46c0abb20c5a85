import type { KeyboardEvent, ReactNode, Ref } from 'react'

export interface SearchBoxIds {
  input: string
  hint: string
  panel: string
  /** The prefix of the panel's section headings' ids. */
  sections: string
}

/**
 * The search box's live status and results panel: empty and hidden until the suggestions
 * (SearchSuggestions) have loaded, so the input's `aria-controls` always names a panel.
 */
export function SearchPanelFrame({
  ids,
  open = false,
  status = '',
  panelRef,
  onKeyDown,
  children,
}: {
  ids: SearchBoxIds
  open?: boolean
  status?: string
  panelRef?: Ref<HTMLDivElement>
  onKeyDown?: (event: KeyboardEvent<HTMLDivElement>) => void
  children?: ReactNode
}) {
  return (
    <>
      <p role="status" aria-live="polite" className="sr-only" data-testid="search-status">
        {open ? status : ''}
      </p>
      <div
        ref={panelRef}
        id={ids.panel}
        data-testid="search-panel"
        hidden={!open}
        // Focusable so a click on its text keeps the box focused (and the panel open).
        tabIndex={-1}
        onKeyDown={onKeyDown}
        className="absolute inset-x-0 top-full z-30 mt-2 max-h-[min(60vh,28rem)] overflow-y-auto overscroll-contain rounded-md bg-white pb-2 text-slate-900 shadow-xl ring-1 ring-black/5 outline-none"
      >
        {children}
      </div>
    </>
  )
}
