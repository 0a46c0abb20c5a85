import type { Block } from 'payload'
import { commonFields } from '../kit/fields'
import { l, options } from '../../../i18n/admin-text'

/** One of the site's enquiry forms that is not about one property or project (docs/rules/forms-and-leads.md). */
export const ContactFormBlock: Block = {
  slug: 'contactForm',
  interfaceName: 'ContactFormModule',
  labels: {
    singular: l('Contact form', 'Contactformulier', 'Formulaire de contact', 'Kontaktformular'),
    plural: l('Contact forms', 'Contactformulieren', 'Formulaires de contact', 'Kontaktformulare'),
  },
  fields: [
    ...commonFields,
    {
      name: 'form',
      type: 'select',
      required: true,
      defaultValue: 'site-contact',
      label: l('Form', 'Formulier', 'Formulaire', 'Formular'),
      options: options([
        ['site-contact', l('General contact', 'Algemeen contact', 'Contact général', 'Allgemeiner Kontakt')],
        // contact-demand is the free valuation, demand-register the search alert.
        ['contact-demand', l('Free valuation', 'Gratis schatting', 'Estimation gratuite', 'Kostenlose Bewertung')],
        ['demand-register', l('Search alert', 'Zoekopdracht', 'Alerte de recherche', 'Suchauftrag')],
        ['testimonial', l('Testimonial', 'Getuigenis', 'Témoignage', 'Erfahrungsbericht')],
        [
          'sign-newsletter',
          l('Newsletter sign-up', 'Inschrijving nieuwsbrief', 'Inscription à la lettre', 'Newsletter-Anmeldung'),
        ],
        // Forms about a property or project are on their pages (features/property/page/FormPage).
      ]),
    },
  ],
}
