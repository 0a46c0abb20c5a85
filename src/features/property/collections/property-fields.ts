import type { Field, Tab } from 'payload'
import { l, options, type AdminText } from '../../../i18n/admin-text'

/** A number of zero or more. */
export const num = (name: string, label: AdminText, extra: Partial<Field> = {}): Field =>
  ({ name, type: 'number', min: 0, label, ...extra }) as Field

/** A select of [value, label] pairs. */
export const choice = (name: string, label: AdminText, entries: [string, AdminText][]): Field => ({
  name,
  type: 'select',
  label,
  options: options(entries),
})

/** The stored answers of a yes/no fact; no value means the agent has not said. */
export const ANSWERS = ['yes', 'no'] as const

/**
 * A yes/no fact that must tell "not filled in" from "no" (a checkbox cannot: it saves false by
 * default, and the site would then state "No" on the agent's behalf). No default value.
 */
export const answer = (name: string, label: AdminText): Field => ({
  name,
  type: 'select',
  label,
  options: options([
    ['yes', l('Yes', 'Ja', 'Oui', 'Ja')],
    ['no', l('No', 'Nee', 'Non', 'Nein')],
  ]),
  admin: {
    description: l(
      'Leave empty when unknown: the site then says nothing about it.',
      'Leeg laten als het niet gekend is: de website vermeldt dan niets.',
      "Laisser vide si inconnu : le site n'en dit alors rien.",
      'Leer lassen, wenn unbekannt: Die Website sagt dann nichts dazu.',
    ),
  },
})

/** The price of a property, its costs, rental terms, life annuity and availability. */
export const priceTab: Tab = {
  label: l('Price', 'Prijs', 'Prix', 'Preis'),
  fields: [
    {
      type: 'row',
      fields: [
        num('price', l('Price', 'Prijs', 'Prix', 'Preis'), { index: true }),
        {
          name: 'publishPrice',
          type: 'checkbox',
          defaultValue: true,
          label: l('Show price', 'Prijs tonen', 'Afficher le prix', 'Preis anzeigen'),
        },
        {
          name: 'priceUnit',
          type: 'select',
          defaultValue: '1',
          label: l('Price unit', 'Prijseenheid', 'Unité de prix', 'Preiseinheit'),
          options: options([
            ['1', l('Total price', 'Totaalprijs', 'Prix total', 'Gesamtpreis')],
            ['2', l('Per month', 'Per maand', 'Par mois', 'Pro Monat')],
            ['7', l('Starting from', 'Vanaf', 'À partir de', 'Ab')],
          ]),
        },
      ],
    },
    {
      name: 'priceUnitText',
      type: 'text',
      localized: true,
      label: l('Price note', 'Prijsvermelding', 'Mention du prix', 'Preishinweis'),
    },
    {
      name: 'costs',
      type: 'group',
      label: l('Costs', 'Kosten', 'Frais', 'Kosten'),
      fields: [
        {
          type: 'row',
          fields: [
            num('notary', l('Notary fees', 'Notariskosten', 'Frais de notaire', 'Notarkosten')),
            num(
              'registration',
              l('Registration duties', 'Registratierechten', "Droits d'enregistrement", 'Registrierungsgebühren'),
            ),
            num('vat', l('VAT', 'Btw', 'TVA', 'MwSt.')),
            num(
              'monthlyCharges',
              l('Monthly charges', 'Maandelijkse kosten', 'Charges mensuelles', 'Monatliche Nebenkosten'),
            ),
          ],
        },
        {
          name: 'vatApplicable',
          type: 'checkbox',
          defaultValue: false,
          label: l('Subject to VAT', 'Onderworpen aan btw', 'Soumis à la TVA', 'Mehrwertsteuerpflichtig'),
        },
        {
          name: 'remarks',
          type: 'textarea',
          localized: true,
          label: l('Remarks', 'Opmerkingen', 'Remarques', 'Bemerkungen'),
        },
      ],
    },
    {
      // The rent application's terms (domain/rent.ts); the rent is the price, the
      // charges costs.monthlyCharges, the deposit three months' rent.
      name: 'rental',
      type: 'group',
      label: l('Rental terms', 'Huurvoorwaarden', 'Conditions de location', 'Mietbedingungen'),
      admin: { condition: (data) => data?.goal === 'rent' },
      fields: [
        {
          type: 'row',
          fields: [
            num(
              'maxPersons',
              l('Maximum occupants', 'Maximum bewoners', "Nombre maximal d'occupants", 'Höchstzahl Bewohner'),
            ),
            num(
              'minimumIncome',
              l(
                'Minimum net monthly income',
                'Minimum netto maandinkomen',
                'Revenu mensuel net minimum',
                'Mindestnettomonatseinkommen',
              ),
              {
                admin: {
                  description: l(
                    'Empty: three times the monthly rent.',
                    'Leeg: driemaal de maandhuur.',
                    'Vide : trois fois le loyer mensuel.',
                    'Leer: das Dreifache der Monatsmiete.',
                  ),
                },
              },
            ),
            num(
              'inventoryShare',
              l(
                "Tenant's share of the inventory",
                'Aandeel huurder in de plaatsbeschrijving',
                "Part du locataire dans l'état des lieux",
                'Anteil des Mieters am Übergabeprotokoll',
              ),
            ),
          ],
        },
      ],
    },
    {
      name: 'viager',
      type: 'group',
      label: l('Life annuity (viager)', 'Lijfrente', 'Viager', 'Leibrente'),
      fields: [
        {
          name: 'isViager',
          type: 'checkbox',
          defaultValue: false,
          label: l('Sold as life annuity', 'Verkoop op lijfrente', 'Vente en viager', 'Verkauf auf Leibrente'),
        },
        {
          type: 'row',
          fields: [
            num('bouquet', l('Down payment (bouquet)', 'Boeket', 'Bouquet', 'Anzahlung (Bouquet)')),
            num('monthlyAnnuity', l('Monthly annuity', 'Maandelijkse rente', 'Rente mensuelle', 'Monatliche Rente')),
            num(
              'occupantAgeA',
              l('Age of occupant A', 'Leeftijd bewoner A', 'Âge du crédirentier A', 'Alter des Bewohners A'),
            ),
            num(
              'occupantAgeB',
              l('Age of occupant B', 'Leeftijd bewoner B', 'Âge du crédirentier B', 'Alter des Bewohners B'),
            ),
          ],
        },
        answer('occupied', l('Occupied', 'Bewoond', 'Occupé', 'Bewohnt')),
      ],
    },
    {
      name: 'availability',
      type: 'group',
      label: l('Availability', 'Beschikbaarheid', 'Disponibilité', 'Verfügbarkeit'),
      fields: [
        {
          name: 'availableFrom',
          type: 'date',
          label: l('Available from', 'Beschikbaar vanaf', 'Disponible à partir du', 'Verfügbar ab'),
        },
        {
          name: 'text',
          type: 'text',
          localized: true,
          label: l('Availability (text)', 'Beschikbaarheid (tekst)', 'Disponibilité (texte)', 'Verfügbarkeit (Text)'),
        },
      ],
    },
  ],
}
