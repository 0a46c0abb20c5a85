import { describe, expect, it } from 'vitest'
import { bodyMarkup } from './markup'

describe('bodyMarkup', () => {
  it("keeps the body's markup as the site sent it, without its scripts", () => {
    const html =
      '<!DOCTYPE html><html lang="en"><head><title>For sale</title><script src="/_next/a.js" async=""></script></head>' +
      '<body class="site"><header><a href="/en/">Home</a></header>' +
      '<main><h1>Houses for sale</h1><ul><li><img src="/p/1.webp" alt="" loading="lazy"/>€ 385.000</li></ul>' +
      '<script>self.__next_f.push([1,"</main>"])</script></main>' +
      '<script nonce="abc">document.documentElement.dataset.ready = "1"</script>' +
      '<div hidden=""><!--$--><!--/$--></div><script src="/_next/b.js" async=""></script></body></html>'
    expect(bodyMarkup(html)).toBe(
      '<header><a href="/en/">Home</a></header>' +
        '<main><h1>Houses for sale</h1><ul><li><img src="/p/1.webp" alt="" loading="lazy">€ 385.000</li></ul></main>' +
        '<div hidden=""><!--$--><!--/$--></div>',
    )
  })

  it('refuses a document without a body', () => {
    expect(() => bodyMarkup('<?xml version="1.0"?><urlset></urlset>')).toThrow('no <body>')
  })
})
