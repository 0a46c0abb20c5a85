import { describe, expect, it } from 'vitest'
import type { Field } from 'payload'
import de from '../../../messages/property/de.json' with { type: 'json' }
import en from '../../../messages/property/en.json' with { type: 'json' }
import fr from '../../../messages/property/fr.json' with { type: 'json' }
import nl from '../../../messages/property/nl.json' with { type: 'json' }
import { legalTab } from './collections/building-tabs'

/** The back-office label of a field of the legal tab, found by name through groups and rows. */
function adminLabel(fields: Field[], name: string): Record<string, string> | undefined {
  for (const f of fields) {
    if ('name' in f && f.name === name) return f.label as Record<string, string>
    if ('fields' in f) {
      const found = adminLabel(f.fields, name)
      if (found) return found
    }
  }
  return undefined
}

// The site writes a curly apostrophe where the back office types a straight one.
const same = (text: string) => text.replace(/’/g, "'")

describe('the Flemish flood scores', () => {
  const site = { nl, fr, en, de }

  it.each(['nl', 'fr', 'en', 'de'] as const)('read the same on the site and in the back office (%s)', (lang) => {
    for (const key of ['floodPlotScore', 'floodBuildingScore'] as const)
      expect(same(site[lang].fields[key])).toBe(adminLabel(legalTab.fields, key)?.[lang])
  })

  it('use the official letters: P for the parcel, G for the building (gebouw)', () => {
    for (const lang of ['nl', 'en', 'de'] as const) {
      expect(site[lang].fields.floodPlotScore).toMatch(/\(P-score\)/i)
      expect(site[lang].fields.floodBuildingScore).toMatch(/\(G-score\)/i)
    }
    expect(fr.fields.floodPlotScore).toContain('(score P)')
    expect(fr.fields.floodBuildingScore).toContain('(score G)')
    for (const lang of ['nl', 'fr', 'en', 'de'] as const)
      expect(site[lang].fields.floodBuildingScore).not.toMatch(/B-score|score B/i)
  })
})
