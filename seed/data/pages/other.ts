import { tr } from '../../localized'
import type { MenuPageSeed } from '../../types'
import { h, rich } from '../rich'
import { seo } from './shared'

const jobsText = rich(
  [
    h('Vastgoedmakelaar-stagiair (m/v/x) — Gent'),
    'Wij zoeken een gedreven collega die eigenaars en kopers met raad en daad bijstaat: u doet schattingen, organiseert bezoeken, begeleidt onderhandelingen en volgt dossiers op tot bij de notaris.',
    'U hebt een bachelordiploma, spreekt vlot Nederlands en Frans, en wilt de BIV-stage tot erkend vastgoedmakelaar doorlopen; wij begeleiden u daarbij. U krijgt een vast contract, een bedrijfswagen, maaltijdcheques en een hospitalisatieverzekering.',
    `Interesse? Stuur uw cv en een korte motivatie naar jobs@vitrine.example.`,
  ],
  [
    h('Agent immobilier stagiaire (h/f/x) — Gand'),
    'Nous cherchons un collègue motivé pour conseiller propriétaires et acquéreurs : vous réalisez des estimations, organisez les visites, menez les négociations et suivez les dossiers jusque chez le notaire.',
    "Vous êtes titulaire d'un bachelier, parlez couramment le néerlandais et le français et souhaitez effectuer le stage IPI pour devenir agent immobilier agréé ; nous vous y accompagnons. Nous offrons un contrat à durée indéterminée, une voiture de société, des chèques-repas et une assurance hospitalisation.",
    'Intéressé ? Envoyez votre CV et une courte lettre de motivation à jobs@vitrine.example.',
  ],
  [
    h('Trainee estate agent (m/f/x) — Ghent'),
    'We are looking for a driven colleague to support owners and buyers: you carry out valuations, organise viewings, lead negotiations and follow files through to the notary.',
    'You hold a bachelor’s degree, speak Dutch and French fluently and want to complete the BIV/IPI traineeship to become a licensed estate agent; we will support you along the way. We offer a permanent contract, a company car, meal vouchers and hospitalisation insurance.',
    'Interested? Send your CV and a short cover letter to jobs@vitrine.example.',
  ],
  [
    h('Immobilienmakler in Ausbildung (m/w/d) — Gent'),
    'Wir suchen eine engagierte Kollegin oder einen engagierten Kollegen, die Eigentümer und Käufer beraten: Sie erstellen Bewertungen, organisieren Besichtigungen, führen Verhandlungen und begleiten Vorgänge bis zum Notar.',
    'Sie haben einen Bachelorabschluss, sprechen fließend Niederländisch und Französisch und möchten das BIV/IPI-Praktikum zum zugelassenen Immobilienmakler absolvieren; wir begleiten Sie dabei. Wir bieten einen unbefristeten Vertrag, einen Firmenwagen, Essensgutscheine und eine Krankenhausversicherung.',
    'Interesse? Senden Sie Ihren Lebenslauf und ein kurzes Motivationsschreiben an jobs@vitrine.example.',
  ],
)
/** Newsletter sign-up, owner login and jobs. */
export const otherPages: MenuPageSeed[] = [
  {
    key: 'newsletter',
    title: tr('Nieuwsbrief', 'Lettre d’information', 'Newsletter', 'Newsletter'),
    status: 'published',
    showInMenu: false,
    sort: 125,
    description: tr(
      'Eén keer per maand ons nieuwste aanbod en nieuws over de vastgoedmarkt in uw mailbox.',
      'Une fois par mois, nos nouveaux biens et des nouvelles du marché immobilier dans votre boîte mail.',
      'Once a month, our newest listings and news about the property market in your inbox.',
      'Einmal im Monat unsere neuesten Angebote und Neuigkeiten vom Immobilienmarkt in Ihrem Postfach.',
    ),
    meta: seo(
      tr('Nieuwsbrief', 'Lettre d’information', 'Newsletter', 'Newsletter'),
      tr(
        'Schrijf u in op de nieuwsbrief | Vitrine Immo',
        'Inscrivez-vous à la lettre d’information | Vitrine Immo',
        'Sign up for the newsletter | Vitrine Immo',
        'Newsletter abonnieren | Vitrine Immo',
      ),
      tr(
        'Ontvang maandelijks het nieuwste aanbod van Vitrine Immo. U bevestigt uw inschrijving via een link en kunt zich altijd uitschrijven.',
        'Recevez chaque mois les nouveaux biens de Vitrine Immo. Vous confirmez votre inscription par un lien et pouvez vous désinscrire à tout moment.',
        'Receive the newest listings of Vitrine Immo every month. You confirm your subscription with a link and can unsubscribe at any time.',
        'Erhalten Sie monatlich die neuesten Angebote von Vitrine Immo. Sie bestätigen Ihre Anmeldung per Link und können sich jederzeit abmelden.',
      ),
    ),
    modules: [
      {
        blockType: 'contactForm',
        form: 'sign-newsletter',
        title: tr('Inschrijven', 'S’inscrire', 'Sign up', 'Anmelden'),
      },
    ],
  },
  {
    key: 'login',
    title: tr('Aanmelden eigenaars', 'Connexion propriétaires', 'Owner login', 'Eigentümer-Login'),
    status: 'published',
    showInMenu: false,
    sort: 130,
    description: tr(
      'Volg als eigenaar de bezoeken, reacties en publicaties van uw pand.',
      'En tant que propriétaire, suivez les visites, les réactions et la publicité de votre bien.',
      'As an owner, follow the viewings, responses and advertising of your property.',
      'Verfolgen Sie als Eigentümer die Besichtigungen, Anfragen und Veröffentlichungen Ihrer Immobilie.',
    ),
    meta: seo(
      tr('Aanmelden eigenaars', 'Connexion propriétaires', 'Owner login', 'Eigentümer-Login'),
      tr(
        'Aanmelden voor eigenaars | Vitrine Immo',
        'Espace propriétaires | Vitrine Immo',
        'Owner login | Vitrine Immo',
        'Eigentümer-Login | Vitrine Immo',
      ),
      tr(
        'Meld u aan om de statistieken, bezoeken en documenten van uw pand te bekijken.',
        'Connectez-vous pour consulter les statistiques, les visites et les documents de votre bien.',
        'Log in to see the statistics, viewings and documents of your property.',
        'Melden Sie sich an, um Statistiken, Besichtigungen und Unterlagen Ihrer Immobilie zu sehen.',
      ),
    ),
    modules: [],
  },
  {
    key: 'jobs',
    title: tr('Vacatures', 'Emplois', 'Jobs', 'Stellenangebote'),
    // Not published yet: shows that drafts stay out of the menu and the public site.
    status: 'draft',
    showInMenu: false,
    sort: 140,
    description: tr(
      'Kom ons team in Gent versterken.',
      'Rejoignez notre équipe à Gand.',
      'Join our team in Ghent.',
      'Verstärken Sie unser Team in Gent.',
    ),
    meta: seo(
      tr('Vacatures', 'Emplois', 'Jobs', 'Stellenangebote'),
      tr('Vacatures | Vitrine Immo', 'Emplois | Vitrine Immo', 'Jobs | Vitrine Immo', 'Stellenangebote | Vitrine Immo'),
      tr(
        'Word vastgoedmakelaar bij Vitrine Immo in Gent: bekijk onze openstaande vacatures.',
        'Devenez agent immobilier chez Vitrine Immo à Gand : découvrez nos offres d’emploi.',
        'Become an estate agent at Vitrine Immo in Ghent: see our open positions.',
        'Werden Sie Immobilienmakler bei Vitrine Immo in Gent: unsere offenen Stellen.',
      ),
    ),
    modules: [{ blockType: 'richText', content: jobsText }],
  },
]
