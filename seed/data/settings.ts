import { builtInPaths } from '../../src/i18n/routes'
import { locales, type Locale } from '../../src/i18n/locales'
import { same, tr, Tr } from '../localized'
import type { SettingsSeed } from '../types'

/**
 * The invented sample agency. Every figure here is made up (the .example domain, the +32 9
 * number, the BIV and company numbers, the insurer); legal pages and the footer read them from
 * here so the site never contradicts itself.
 */
export const agency = {
  name: 'Vitrine Immo',
  legalName: 'Vitrine Immo BV',
  street: 'Vlasmarktlaan 27',
  zip: '9000',
  city: tr('Gent', 'Gand', 'Ghent', 'Gent'),
  email: 'info@vitrine.example',
  privacyEmail: 'privacy@vitrine.example',
  phone: '+32 9 210 45 67',
  phoneLink: 'tel:+3292104567',
  whatsappLink: 'https://wa.me/32470123456',
  facebook: 'https://www.facebook.com/vitrine.example',
  companyNumber: '0712.345.678',
  vatNumber: 'BE 0712.345.678',
  bivNumber: '512.345',
  insurer: 'Exemplar Insurance NV',
  policyNumber: 'BA 2026-0451',
  founded: 2009,
}

/** Path of a built-in page in one language, as the site links to it ('/de/kontakt/'). */
export function pageHref(key: string, locale: Locale): string {
  const path = builtInPaths[key][locale]
  return path ? `/${locale}/${path}/` : `/${locale}/`
}

const hrefs = (key: string): Tr =>
  new Tr(Object.fromEntries(locales.map((l) => [l, pageHref(key, l)])) as Record<Locale, string>)

export const settings: SettingsSeed = {
  siteName: agency.name,
  email: agency.email,
  phone: agency.phone,
  address: `${agency.street}\n${agency.zip} ${agency.city.get('nl')}\nBelgië`,
  copyright: tr(
    `© {year} ${agency.legalName} — BIV ${agency.bivNumber} — Alle rechten voorbehouden`,
    `© {year} ${agency.legalName} — IPI ${agency.bivNumber} — Tous droits réservés`,
    `© {year} ${agency.legalName} — BIV/IPI ${agency.bivNumber} — All rights reserved`,
    `© {year} ${agency.legalName} — BIV/IPI ${agency.bivNumber} — Alle Rechte vorbehalten`,
  ),
  // The contact-time choices of the enquiry forms.
  openingSlots: ['10:00-13:00', '14:00-16:00', '16:00-19:00'],
  search: {
    title: tr(
      'Vind uw nieuwe thuis',
      'Trouvez votre nouveau chez-vous',
      'Find your new home',
      'Finden Sie Ihr neues Zuhause',
    ),
    description: tr(
      'Ontdek onze {sale} panden te koop en {rent} te huur.',
      'Découvrez nos {sale} biens à vendre et {rent} à louer.',
      'Discover our {sale} properties for sale and {rent} for rent.',
      'Entdecken Sie unsere {sale} Immobilien zum Kauf und {rent} zur Miete.',
    ),
  },
  topBar: {
    left: [
      { status: true, icon: 'phone', label: same(agency.phone), link: agency.phoneLink },
      { status: true, icon: 'mail', label: same(agency.email), link: `mailto:${agency.email}` },
    ],
    right: [
      // Plain text: no link.
      {
        status: true,
        icon: 'clock',
        label: tr(
          'Ma–vr 9–18 u · za op afspraak',
          'Lun–ven 9h–18h · sam. sur rendez-vous',
          'Mon–Fri 9am–6pm · Sat by appointment',
          'Mo–Fr 9–18 Uhr · Sa nach Vereinbarung',
        ),
      },
      { status: true, icon: 'facebook', label: same('Facebook'), link: agency.facebook },
      {
        status: true,
        icon: 'pin',
        label: tr('Kom langs', 'Nous trouver', 'Visit us', 'Besuchen Sie uns'),
        localizedLink: hrefs('contact'),
      },
      // Prepared but switched off: shows that an item with status off stays hidden.
      { status: false, icon: 'whatsapp', label: same('WhatsApp'), link: agency.whatsappLink },
    ],
  },
  footer: [
    {
      title: tr('Over Vitrine Immo', 'À propos de Vitrine Immo', 'About Vitrine Immo', 'Über Vitrine Immo'),
      titlePublic: true,
      introText: tr(
        `Uw vastgoedmakelaar in Gent en Brussel sinds ${agency.founded}.`,
        `Votre agence immobilière à Gand et Bruxelles depuis ${agency.founded}.`,
        `Your estate agent in Ghent and Brussels since ${agency.founded}.`,
        `Ihr Immobilienmakler in Gent und Brüssel seit ${agency.founded}.`,
      ),
      introTextPublic: true,
      fullText: tr(
        'Wij verkopen en verhuren woningen, appartementen, gronden en bedrijfspanden in heel België en in het Groothertogdom Luxemburg. Eén vast aanspreekpunt, een onderbouwde schatting en eerlijk advies: zo begeleiden wij eigenaars, kopers en huurders van het eerste bezoek tot bij de notaris.',
        "Nous vendons et louons des maisons, des appartements, des terrains et des biens professionnels dans toute la Belgique et au Grand-Duché de Luxembourg. Un interlocuteur unique, une estimation argumentée et des conseils honnêtes : c'est ainsi que nous accompagnons propriétaires, acquéreurs et locataires, de la première visite jusque chez le notaire.",
        'We sell and let houses, apartments, building plots and commercial property throughout Belgium and the Grand Duchy of Luxembourg. One dedicated contact, a well-founded valuation and honest advice: that is how we guide owners, buyers and tenants from the first viewing to the notary.',
        'Wir verkaufen und vermieten Häuser, Wohnungen, Grundstücke und Gewerbeimmobilien in ganz Belgien und im Großherzogtum Luxemburg. Ein fester Ansprechpartner, eine fundierte Bewertung und ehrliche Beratung: So begleiten wir Eigentümer, Käufer und Mieter von der ersten Besichtigung bis zum Notar.',
      ),
      fullTextPublic: true,
      colSm: 12,
      colMd: 6,
      colLg: 3,
    },
    {
      title: tr('Contact', 'Contact', 'Contact', 'Kontakt'),
      titlePublic: true,
      introText: tr(
        'Bel, mail of loop gewoon binnen.',
        'Appelez-nous, écrivez-nous ou passez nous voir.',
        'Call, e-mail or simply drop in.',
        'Rufen Sie an, schreiben Sie uns oder kommen Sie vorbei.',
      ),
      introTextPublic: true,
      fullText: new Tr(
        Object.fromEntries(
          locales.map((l) => [
            l,
            `${agency.legalName}\n${agency.street}\n${agency.zip} ${agency.city.get(l)}\n${agency.phone}\n${agency.email}`,
          ]),
        ) as Record<Locale, string>,
      ),
      fullTextPublic: true,
      colSm: 12,
      colMd: 6,
      colLg: 3,
    },
    {
      title: tr('Openingsuren', "Heures d'ouverture", 'Opening hours', 'Öffnungszeiten'),
      titlePublic: true,
      introText: tr(
        'Maandag tot vrijdag: 9.00–12.30 en 13.30–18.00\nZaterdag: 10.00–13.00, op afspraak\nZon- en feestdagen: gesloten',
        'Du lundi au vendredi : 9h00–12h30 et 13h30–18h00\nSamedi : 10h00–13h00, sur rendez-vous\nDimanches et jours fériés : fermé',
        'Monday to Friday: 9.00am–12.30pm and 1.30pm–6.00pm\nSaturday: 10.00am–1.00pm, by appointment\nSundays and public holidays: closed',
        'Montag bis Freitag: 9.00–12.30 und 13.30–18.00 Uhr\nSamstag: 10.00–13.00 Uhr, nach Vereinbarung\nSonn- und Feiertage: geschlossen',
      ),
      introTextPublic: true,
      // A notice prepared ahead and not public yet: the flag hides it.
      fullText: tr(
        'Tijdens de kerstvakantie is ons kantoor gesloten van 24 december tot en met 1 januari. Bezoeken blijven mogelijk op afspraak.',
        'Pendant les vacances de Noël, notre bureau est fermé du 24 décembre au 1er janvier inclus. Les visites restent possibles sur rendez-vous.',
        'Our office is closed over the Christmas holidays, from 24 December to 1 January inclusive. Viewings remain possible by appointment.',
        'In den Weihnachtsferien ist unser Büro vom 24. Dezember bis einschließlich 1. Januar geschlossen. Besichtigungen bleiben nach Vereinbarung möglich.',
      ),
      fullTextPublic: false,
      colSm: 12,
      colMd: 6,
      colLg: 3,
    },
    {
      title: tr('Wettelijke vermeldingen', 'Mentions légales', 'Legal notice', 'Impressum'),
      titlePublic: true,
      introText: tr(
        `Erkend vastgoedmakelaar-bemiddelaar, BIV-nummer ${agency.bivNumber} (België).`,
        `Agent immobilier intermédiaire agréé, numéro IPI ${agency.bivNumber} (Belgique).`,
        `Licensed estate agent (intermediary), BIV/IPI number ${agency.bivNumber} (Belgium).`,
        `Zugelassener Immobilienmakler (Vermittler), BIV/IPI-Nummer ${agency.bivNumber} (Belgien).`,
      ),
      introTextPublic: true,
      fullText: tr(
        `${agency.legalName} — ondernemingsnummer ${agency.companyNumber}, btw ${agency.vatNumber}. Toezichthoudende autoriteit: Beroepsinstituut van Vastgoedmakelaars (BIV), www.biv.be. Onderworpen aan de deontologische code van het BIV. Beroepsaansprakelijkheid en borgstelling: ${agency.insurer}, polis ${agency.policyNumber}.`,
        `${agency.legalName} — numéro d'entreprise ${agency.companyNumber}, TVA ${agency.vatNumber}. Autorité de contrôle : Institut professionnel des agents immobiliers (IPI), www.ipi.be. Soumis au code de déontologie de l'IPI. Responsabilité civile professionnelle et cautionnement : ${agency.insurer}, police ${agency.policyNumber}.`,
        `${agency.legalName} — company number ${agency.companyNumber}, VAT ${agency.vatNumber}. Supervisory authority: Professional Institute of Real Estate Agents (BIV/IPI), www.biv.be. Bound by the BIV/IPI code of ethics. Professional liability and guarantee: ${agency.insurer}, policy ${agency.policyNumber}.`,
        `${agency.legalName} — Unternehmensnummer ${agency.companyNumber}, MwSt. ${agency.vatNumber}. Aufsichtsbehörde: Berufsinstitut der Immobilienmakler (BIV/IPI), www.biv.be. Es gilt der Berufskodex des BIV/IPI. Berufshaftpflicht und Bürgschaft: ${agency.insurer}, Police ${agency.policyNumber}.`,
      ),
      fullTextPublic: true,
      colSm: 12,
      colMd: 6,
      colLg: 3,
    },
  ],
}
