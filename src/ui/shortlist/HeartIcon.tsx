/** The shortlist's heart, drawn by shortlist.css (outlined, or filled once saved). */
export function HeartIcon() {
  return <span aria-hidden="true" className="heart" />
}
