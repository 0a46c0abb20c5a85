import { describe, expect, it } from 'vitest'
import { robotsFile } from './robots'

const site = 'https://www.vitrine.example'

describe('robotsFile', () => {
  it('keeps the back office, API, map frames and previews out and names the sitemap', () => {
    const r = robotsFile(site)
    expect(r.sitemap).toBe(`${site}/sitemap.xml`)
    const rules = Array.isArray(r.rules) ? r.rules[0] : r.rules
    expect(rules.disallow).toEqual(['/admin', '/api', '/*/map-frame/', '/*/preview/'])
    // Shared pictures live under /api and must stay reachable for link previews.
    expect(rules.allow).toContain('/api/media/file/')
  })
})
