import { describe, expect, it } from 'vitest'
import { RouteTable } from '../../src/i18n/routes'
import { propertyPagePaths, sitemapPaths, slices } from './first-render'

const sitemap = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
<url>
<loc>http://localhost:3200/en/for-sale/</loc>
<xhtml:link rel="alternate" hreflang="nl" href="http://localhost:3200/nl/te-koop/" />
</url>
<url>
<loc>http://localhost:3200/nl/te-koop/gent/een-huis/12/</loc>
<xhtml:link rel="alternate" hreflang="en" href="http://localhost:3200/en/for-sale/ghent/a-house/12/" />
</url>
<url>
<loc>http://localhost:3200/en/for-sale/ghent/a-house/12/</loc>
</url>
<url>
<loc>http://localhost:3200/en/for-rent/li%C3%A8ge/a-flat/13/</loc>
</url>
<url>
<loc>http://localhost:3200/en/projects/the-docks/4/</loc>
</url>
<url>
<loc>http://localhost:3200/en/property/14/</loc>
</url>
</urlset>`

describe('sitemapPaths', () => {
  it("reads every <loc>'s path in the sitemap's order, not the alternates", () => {
    expect(sitemapPaths(sitemap)).toEqual([
      '/en/for-sale/',
      '/nl/te-koop/gent/een-huis/12/',
      '/en/for-sale/ghent/a-house/12/',
      '/en/for-rent/li%C3%A8ge/a-flat/13/',
      '/en/projects/the-docks/4/',
      '/en/property/14/',
    ])
  })
})

describe('propertyPagePaths', () => {
  it("keeps the language's canonical property pages, each once", () => {
    const paths = sitemapPaths(sitemap)
    expect(propertyPagePaths([...paths, paths[2]], 'en', new RouteTable())).toEqual([
      '/en/for-sale/ghent/a-house/12/',
      '/en/for-rent/li%C3%A8ge/a-flat/13/',
    ])
  })
})

describe('slices', () => {
  it('cuts the paths into equal slices that share none, leaving the rest out', () => {
    expect(slices(['a', 'b', 'c', 'd', 'e', 'f', 'g'], 3)).toEqual([
      ['a', 'b'],
      ['c', 'd'],
      ['e', 'f'],
    ])
  })
})
