import { axisStep } from './figures'
import type { ChartDay } from './queries'

export interface ChartTexts {
  /** The chart's accessible name: what it shows and its totals. */
  label: string
  views: string
  enquiries: string
  table: string
  caption: string
  day: string
}

interface Props {
  days: ChartDay[]
  texts: ChartTexts
  /** The day as the axis shows it (short) and as the table reads it (long). */
  shortDay: (day: string) => string
  longDay: (day: string) => string
  number: (n: number) => string
}

// Drawing units; the SVG scales to its box (at most 36rem wide, so labels stay readable).
const W = 400
const LEFT = 34
const RIGHT = 6
const PLOT = W - LEFT - RIGHT
const VIEWS = { top: 22, height: 100 }
const ENQUIRIES = { top: 152, height: 44 }
const H = 226

/** One panel: a value axis (0, half, top), gridlines, and a bar per day. */
function Panel({
  values,
  frame,
  title,
  barClass,
  number,
}: {
  values: number[]
  frame: { top: number; height: number }
  title: string
  barClass: string
  number: (n: number) => string
}) {
  const top = axisStep(Math.max(0, ...values)) * 4
  const slot = PLOT / values.length
  const base = frame.top + frame.height
  const y = (v: number) => base - (v / top) * frame.height
  return (
    <g>
      <text x={LEFT} y={frame.top - 8} className="fill-slate-700 text-[11px] font-semibold">
        {title}
      </text>
      {[0, top / 2, top].map((v) => (
        <g key={v}>
          <line x1={LEFT} x2={W - RIGHT} y1={y(v)} y2={y(v)} className="stroke-slate-300" strokeWidth={v ? 0.5 : 1} />
          <text x={LEFT - 4} y={y(v) + 3.5} textAnchor="end" className="fill-slate-600 text-[10px]">
            {number(v)}
          </text>
        </g>
      ))}
      {values.map((v, i) =>
        v > 0 ? (
          <rect
            key={i}
            x={LEFT + i * slot + slot * 0.15}
            y={y(v)}
            width={slot * 0.7}
            height={base - y(v)}
            className={barClass}
          />
        ) : null,
      )}
    </g>
  )
}

/**
 * The owner's chart: the page views (top) and enquiries (bottom) of the last 30 days as bars,
 * drawn on the server (no script, no chart library). The picture is one image with a name that
 * says what it shows; the same figures follow as a table, for screen readers and for reading
 * exact values.
 */
export function Chart({ days, texts, shortDay, longDay, number }: Props) {
  const slot = PLOT / days.length
  // A date under every seventh bar, counted back from today so the last one is today.
  const labelled = days.map((_, i) => (days.length - 1 - i) % 7 === 0)
  return (
    <div>
      <svg
        viewBox={`0 0 ${W} ${H}`}
        role="img"
        aria-label={texts.label}
        className="h-auto w-full max-w-xl"
        data-testid="portal-chart"
      >
        <Panel
          values={days.map((d) => d.views)}
          frame={VIEWS}
          title={texts.views}
          barClass="fill-brand"
          number={number}
        />
        <Panel
          values={days.map((d) => d.enquiries)}
          frame={ENQUIRIES}
          title={texts.enquiries}
          barClass="fill-amber-700"
          number={number}
        />
        {days.map((d, i) =>
          labelled[i] ? (
            <text
              key={d.day}
              x={LEFT + i * slot + slot / 2}
              y={H - 8}
              textAnchor={i === days.length - 1 ? 'end' : 'middle'}
              className="fill-slate-600 text-[10px]"
            >
              {shortDay(d.day)}
            </text>
          ) : null,
        )}
      </svg>
      <details className="mt-4 max-w-xl rounded-md border border-slate-200">
        <summary className="focus-ring-inset cursor-pointer rounded-md px-4 py-3 font-medium text-brand">
          {texts.table}
        </summary>
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{texts.caption}</caption>
          <thead className="bg-slate-50 text-slate-700">
            <tr>
              <th scope="col" className="px-4 py-2 font-semibold">
                {texts.day}
              </th>
              <th scope="col" className="px-4 py-2 text-right font-semibold">
                {texts.views}
              </th>
              <th scope="col" className="px-4 py-2 text-right font-semibold">
                {texts.enquiries}
              </th>
            </tr>
          </thead>
          <tbody>
            {[...days].reverse().map((d) => (
              <tr key={d.day} className="border-t border-slate-100">
                <th scope="row" className="px-4 py-1.5 font-normal">
                  {longDay(d.day)}
                </th>
                <td className="px-4 py-1.5 text-right tabular-nums">{number(d.views)}</td>
                <td className="px-4 py-1.5 text-right tabular-nums">{number(d.enquiries)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </div>
  )
}
