'use client'

import * as Dialog from '@radix-ui/react-dialog'
import type { ReactNode } from 'react'
import type { MobileMenuLabels } from './MobileMenu'
import { CloseIcon } from './icons'

/** The mobile drawer: a modal dialog whose content (menu, links, languages) comes rendered from the server. */
export function MobileDrawer({
  open,
  onOpenChange,
  onClosed,
  labels,
  children,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  onClosed: () => void
  labels: MobileMenuLabels
  children: ReactNode
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/50" />
        <Dialog.Content
          data-testid="mobile-drawer"
          aria-describedby={undefined}
          // The trigger is our own button (rendered before this chunk loads): give focus back to it.
          onCloseAutoFocus={(event) => {
            event.preventDefault()
            onClosed()
          }}
          // A followed link leaves the page (client-side navigation keeps this component): close.
          onClick={(event) => {
            if ((event.target as Element).closest('a[href]')) onOpenChange(false)
          }}
          className="fixed inset-y-0 right-0 z-50 flex w-[min(22rem,88vw)] flex-col overflow-y-auto bg-white text-slate-900 shadow-xl outline-none"
        >
          <div className="flex items-center justify-between border-b border-slate-200 py-2 pr-2 pl-5">
            <Dialog.Title className="text-lg font-semibold">{labels.title}</Dialog.Title>
            <Dialog.Close
              aria-label={labels.close}
              className="inline-flex size-11 items-center justify-center rounded-md hover:bg-slate-100 focus-ring-inset"
            >
              <CloseIcon />
            </Dialog.Close>
          </div>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
