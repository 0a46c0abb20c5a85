import type { Region } from '@/domain/region'

/*
 * The energy label image (each region has its own look: docs/rules/listings.md), drawn as
 * SVG so it needs no files and stays sharp in print. Each region has its own look: Flanders a
 * horizontal band A+…F with a pointer, Wallonia stacked arrows A++…G, Brussels stacked arrows
 * A…G naming the sub-class; other countries (label text) plain arrows A…G.
 */

/** 'a_plus' → 'A+', 'b_sub' → 'B-', 'a_plusplus' → 'A++'. */
export function labelText(code: string): string {
  const [letter, suffix] = code.split('_')
  const mark = suffix === 'plusplus' ? '++' : suffix === 'plus' ? '+' : suffix === 'sub' ? '-' : ''
  return letter.toUpperCase() + mark
}

const COLOURS: Record<string, string> = {
  a_plusplus: '#00652e',
  a_plus: '#008a3e',
  a: '#1a9e48',
  b: '#5db646',
  c: '#b5d334',
  d: '#ffe500',
  e: '#fbb912',
  f: '#f26f21',
  g: '#e31d23',
}

const colourOf = (code: string) => COLOURS[code] ?? COLOURS[code.split('_')[0]] ?? '#64748b'
/** Dark text on the light middle of the scale, white on the ends (contrast). */
const inkOn = (code: string) => (['c', 'd', 'e'].includes(code.split('_')[0]) ? '#0f172a' : '#ffffff')

const SCALES: Record<Region | 'other', string[]> = {
  flanders: ['a_plus', 'a', 'b', 'c', 'd', 'e', 'f'],
  wallonia: ['a_plusplus', 'a_plus', 'a', 'b', 'c', 'd', 'e', 'f', 'g'],
  brussels: ['a', 'b', 'c', 'd', 'e', 'f', 'g'],
  other: ['a', 'b', 'c', 'd', 'e', 'f', 'g'],
}

/** The class of the scale that holds this label (Brussels sub-classes sit in their letter). */
function activeStep(scale: string[], label: string): number {
  const exact = scale.indexOf(label)
  return exact >= 0 ? exact : scale.indexOf(label.split('_')[0])
}

function Band({ label }: { label: string }) {
  const scale = SCALES.flanders
  const active = activeStep(scale, label)
  const w = 44
  return (
    <svg viewBox={`0 0 ${scale.length * w} 96`} className="h-auto w-full max-w-80" aria-hidden="true">
      {active >= 0 ? (
        <g>
          <rect x={active * w + 2} y="0" width={w - 4} height="34" rx="4" fill="#0f172a" />
          <text
            x={active * w + w / 2}
            y="24"
            textAnchor="middle"
            fontSize="20"
            fontWeight="700"
            fill="#fff"
            fontFamily="sans-serif"
          >
            {labelText(label)}
          </text>
          <path d={`M${active * w + w / 2 - 7} 34 h14 l-7 9 z`} fill="#0f172a" />
        </g>
      ) : null}
      {scale.map((code, i) => (
        <g key={code}>
          <rect x={i * w} y="48" width={w} height="40" fill={colourOf(code)} />
          <text
            x={i * w + w / 2}
            y="74"
            textAnchor="middle"
            fontSize="16"
            fontWeight="700"
            fill={inkOn(code)}
            fontFamily="sans-serif"
          >
            {labelText(code)}
          </text>
        </g>
      ))}
      {active >= 0 ? (
        <rect x={active * w + 1} y="49" width={w - 2} height="38" fill="none" stroke="#0f172a" strokeWidth="3" />
      ) : null}
    </svg>
  )
}

function Arrows({ scale, label }: { scale: string[]; label: string }) {
  const active = activeStep(scale, label)
  const row = 24
  const height = scale.length * row
  return (
    <svg viewBox={`0 0 260 ${height}`} className="h-auto w-full max-w-72" aria-hidden="true">
      {scale.map((code, i) => {
        const width = 70 + i * 16
        const y = i * row
        return (
          <g key={code}>
            <path
              d={`M0 ${y + 2} h${width} l10 ${(row - 4) / 2} l-10 ${(row - 4) / 2} h-${width} z`}
              fill={colourOf(code)}
            />
            <text x="8" y={y + 17} fontSize="14" fontWeight="700" fill={inkOn(code)} fontFamily="sans-serif">
              {labelText(code)}
            </text>
          </g>
        )
      })}
      {active >= 0 ? (
        <g>
          <path d={`M200 ${active * row + row / 2} l12 -11 h48 v22 h-48 z`} fill="#0f172a" />
          <text
            x="236"
            y={active * row + row / 2 + 6}
            textAnchor="middle"
            fontSize="16"
            fontWeight="700"
            fill="#fff"
            fontFamily="sans-serif"
          >
            {labelText(label)}
          </text>
        </g>
      ) : null}
    </svg>
  )
}

export function EnergyLabelImage({
  region,
  label,
  accessibleName,
}: {
  region: Region | null
  label: string
  /** Translated, e.g. 'Energy label C (Flanders)'. */
  accessibleName: string
}) {
  return (
    <div role="img" aria-label={accessibleName} data-testid="energy-label" data-region={region ?? 'other'}>
      {region === 'flanders' ? <Band label={label} /> : <Arrows scale={SCALES[region ?? 'other']} label={label} />}
    </div>
  )
}
