import { describe, expect, it } from 'vitest'
import { blocksOfText, mailHtml, mailText, textOn, type MailBrand, type MailWords } from './layout'

const brand: MailBrand = {
  name: 'Immo Lumière',
  homeUrl: 'https://immo.example/fr/',
  logo: { url: 'https://immo.example/api/media/file/logo-160x48.png', width: 160, height: 48 },
  color: '#1f4e5f',
  accent: '#c8842f',
  address: 'Rue Haute 12\n1000 Bruxelles',
  phone: '02 555 12 34',
  email: 'bureau@immo.example',
}
const words: MailWords = {
  unsubscribe: 'Se désinscrire',
  unsubscribeText: (url) => `Se désinscrire : ${url}`,
  phone: (phone) => `Tél. ${phone}`,
  linkFallback: 'Si le bouton ne fonctionne pas, ouvrez ce lien :',
}

describe('the mail layout', () => {
  it('escapes what a visitor typed, and links the web addresses of a paragraph', () => {
    const html = mailHtml(
      {
        lang: 'fr',
        subject: 'Sujet <b>',
        blocks: blocksOfText('Remarque : <img src=x onerror=alert(1)>\n\nVoir https://immo.example/fr/a-vendre/.'),
      },
      brand,
      words,
    )
    expect(html).toContain('Remarque : &lt;img src=x onerror=alert(1)&gt;')
    expect(html).not.toContain('<img src=x')
    expect(html).toContain('<title>Sujet &lt;b&gt;</title>')
    // The full stop after an address is not part of it.
    expect(html).toContain(
      'Voir <a href="https://immo.example/fr/a-vendre/" style="color:#1f4e5f;word-break:break-all">https://immo.example/fr/a-vendre/</a>.',
    )
  })

  it('writes a button as its address in the text, and the agency and unsubscribe link at the foot of both parts', () => {
    const message = {
      lang: 'fr',
      subject: 'Confirmez',
      blocks: [
        { text: 'Bonjour,' },
        { button: { href: 'https://immo.example/fr/confirm/n-1-abc/', label: 'Confirmer' } },
      ],
      unsubscribeUrl: 'https://immo.example/fr/unsubscribe/n-1-xyz/',
    }
    expect(mailText(message, brand, words)).toBe(
      [
        'Bonjour,',
        '',
        'https://immo.example/fr/confirm/n-1-abc/',
        '',
        'Se désinscrire : https://immo.example/fr/unsubscribe/n-1-xyz/',
        '',
        '-- ',
        'Immo Lumière',
        'Rue Haute 12',
        '1000 Bruxelles',
        'Tél. 02 555 12 34 · bureau@immo.example',
        'https://immo.example/fr/',
      ].join('\n'),
    )
    const html = mailHtml(message, brand, words)
    expect(html).toContain('<html lang="fr">')
    expect(html).toContain(
      '<img src="https://immo.example/api/media/file/logo-160x48.png" alt="Immo Lumière" width="160" height="48"',
    )
    expect(html).toContain('color:#ffffff;text-decoration:none;border-radius:4px">Confirmer</a>')
    expect(html).toContain(
      '<a href="https://immo.example/fr/unsubscribe/n-1-xyz/" style="color:#4b5563">Se désinscrire</a>',
    )
    expect(html).toContain('<a href="tel:025551234"')
  })

  it('writes the agency’s name where there is no logo a mail program shows', () => {
    const html = mailHtml({ lang: 'nl', subject: 'S', blocks: [] }, { ...brand, logo: null }, words)
    expect(html).not.toContain('<img')
    expect(html).toContain('font-weight:bold;color:#1f4e5f">Immo Lumière</span>')
  })

  it('puts dark text on a light brand colour, white on a dark one', () => {
    expect(textOn('#1f4e5f')).toBe('#ffffff')
    expect(textOn('#f5d76e')).toBe('#111111')
  })
})
