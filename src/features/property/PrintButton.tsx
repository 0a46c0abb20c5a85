'use client'

/** Prints the page as a brochure (see print.css). */
export function PrintButton({ label, className }: { label: string; className?: string }) {
  return (
    <button type="button" onClick={() => window.print()} className={className} data-testid="print-button">
      {label}
    </button>
  )
}
