import { describe, expect, it } from 'vitest'
import { unavailableLocale, unavailablePage } from './answer'

describe('the "temporarily unavailable" page', () => {
  it("is in the language of the URL's prefix, else of the browser, else Dutch", () => {
    expect(unavailableLocale('/fr/a-vendre/', 'de-DE,de;q=0.9')).toBe('fr')
    expect(unavailableLocale('/en/?x=1', undefined)).toBe('en')
    expect(unavailableLocale('/contact', 'de-DE,de;q=0.9')).toBe('de')
    expect(unavailableLocale('/', undefined)).toBe('nl')
  })

  it('is a well-formed page with its language, title, text and a way home', () => {
    expect(unavailablePage('de')).toBe(
      '<!DOCTYPE html><html lang="de"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
        '<meta name="robots" content="noindex"><title>Vorübergehend nicht verfügbar</title></head>' +
        '<body><main><h1>Vorübergehend nicht verfügbar</h1>' +
        '<p>Die Website ist vorübergehend nicht verfügbar. Bitte versuchen Sie es in einer Minute erneut.</p>' +
        '<p><a href="/de/">Zur Startseite</a></p></main></body></html>',
    )
    expect(unavailablePage('fr')).toContain(
      '<p>Le site est temporairement indisponible. Veuillez réessayer dans une minute.</p>',
    )
  })
})
