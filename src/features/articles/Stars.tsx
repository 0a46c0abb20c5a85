/** Five stars, drawn for the eye only; the rating itself is read out as text. */
export function Stars({ rating, label }: { rating: number; label: string }) {
  const full = Math.max(0, Math.min(5, Math.round(rating)))
  return (
    <p className="flex items-center gap-0.5 text-accent">
      {[1, 2, 3, 4, 5].map((i) => (
        <svg
          key={i}
          viewBox="0 0 20 20"
          aria-hidden="true"
          className={`h-5 w-5 ${i <= full ? 'fill-current' : 'fill-slate-300'}`}
        >
          <path d="M10 1.5l2.6 5.5 6 .7-4.4 4.1 1.2 6L10 14.8l-5.4 3 1.2-6L1.4 7.7l6-.7z" />
        </svg>
      ))}
      <span className="sr-only">{label}</span>
    </p>
  )
}
