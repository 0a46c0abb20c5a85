/**
 * Energy labels (EPC; docs/rules/listings.md). Belgium (country 10) derives the letter from the EPC value with
 * its region's scale and falls back to the label text; country 50 always uses the label text;
 * every other country shows no label.
 *
 * Edge decisions (where the published scales touch, overlap or leave a gap):
 * - Flanders and Wallonia give real-valued bands whose bounds touch: a band holds
 *   lower ≤ v < upper, so a value on a bound belongs to the next (worse) band (100 → b).
 * - Brussels gives integer ranges (1-23, 24-45 …): a band holds every value ≤ its upper bound,
 *   so 23 → a, 23.5 → a_sub. Values from 0 up to 23 are a (the published scale has a gap between 0 and 1).
 * - Brussels '223-345 f_sub' is read as 323-345: 223 would overlap e_plus … f.
 */
import { isEmpty } from './empty'
import { regionOf, type Region } from './region'

export const BELGIUM = 10
export const LABEL_TEXT_COUNTRY = 50

/** [exclusive upper bound, label]; the last entry catches everything above. */
type Scale = ReadonlyArray<readonly [number, string]>

const FLANDERS: Scale = [
  [0, 'a_plus'],
  [100, 'a'],
  [200, 'b'],
  [300, 'c'],
  [400, 'd'],
  [500, 'e'],
  [Infinity, 'f'],
]

const WALLONIA: Scale = [
  [0, 'a_plusplus'],
  [45, 'a_plus'],
  [85, 'a'],
  [170, 'b'],
  [255, 'c'],
  [340, 'd'],
  [425, 'e'],
  [510, 'f'],
  [Infinity, 'g'],
]

/** Inclusive upper bounds (integer ranges), except a_plus which is strictly below 0. */
const BRUSSELS: Scale = [
  [23, 'a'],
  [45, 'a_sub'],
  [62, 'b_plus'],
  [79, 'b'],
  [95, 'b_sub'],
  [113, 'c_plus'],
  [132, 'c'],
  [150, 'c_sub'],
  [170, 'd_plus'],
  [190, 'd'],
  [210, 'd_sub'],
  [232, 'e_plus'],
  [253, 'e'],
  [275, 'e_sub'],
  [298, 'f_plus'],
  [322, 'f'],
  [345, 'f_sub'],
  [Infinity, 'g'],
]

export function letterFor(region: Region, value: number): string {
  if (region === 'brussels') {
    if (value < 0) return 'a_plus'
    return BRUSSELS.find(([upper]) => value <= upper)![1]
  }
  const scale = region === 'flanders' ? FLANDERS : WALLONIA
  return scale.find(([upper]) => value < upper)![1]
}

/** Label text as typed ('A+', 'B-', 'a_plus') to the code used by the label images. */
export function labelCode(text: string | null | undefined): string | null {
  if (isEmpty(text)) return null
  const code = text.trim().toLowerCase().replace(/\+\+$/, '_plusplus').replace(/\+$/, '_plus').replace(/[-–]$/, '_sub')
  return /^[a-g](_plusplus|_plus|_sub)?$/.test(code) ? code : null
}

function toNumber(value: number | string | null | undefined): number | null {
  if (isEmpty(value)) return null
  const n = typeof value === 'number' ? value : Number(String(value).trim().replace(',', '.'))
  return Number.isFinite(n) ? n : null
}

export interface EnergyInput {
  epcValue?: number | string | null
  labelText?: string | null
  zip?: string | number | null
  countryId?: number | null
}

export interface EnergyLabel {
  /** Image folder; null for country 50, whose labels are not regional. */
  region: Region | null
  label: string
}

export function energyLabel({ epcValue, labelText, zip, countryId }: EnergyInput): EnergyLabel | null {
  if (countryId === LABEL_TEXT_COUNTRY) {
    const label = labelCode(labelText)
    return label ? { region: null, label } : null
  }
  if (countryId !== BELGIUM) return null
  const region = regionOf(zip)
  // Without a region there is no scale and no image folder to show a label from.
  if (!region) return null
  const value = toNumber(epcValue)
  const label = value === null ? labelCode(labelText) : letterFor(region, value)
  return label ? { region, label } : null
}

const RENOVATION_LABELS = new Set(['e', 'e_plus', 'e_sub', 'f', 'f_plus', 'f_sub'])

/** Homes bought from 2023 with an E or F label must be renovated; G is not named. */
export function renovationNotice(label: string | null | undefined): boolean {
  return typeof label === 'string' && RENOVATION_LABELS.has(label)
}
