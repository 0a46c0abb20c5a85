import type { Tab } from 'payload'
import { l, type AdminText } from '../../../i18n/admin-text'
import { answer, choice, num } from './property-fields'

/** Surfaces, rooms, years and comfort of a property. */
export const detailsTab: Tab = {
  label: l('Details', 'Kenmerken', 'Caractéristiques', 'Merkmale'),
  fields: [
    {
      name: 'surfaces',
      type: 'group',
      label: l('Surfaces (m²)', 'Oppervlaktes (m²)', 'Superficies (m²)', 'Flächen (m²)'),
      fields: [
        {
          type: 'row',
          fields: [
            num('living', l('Living area', 'Bewoonbare oppervlakte', 'Surface habitable', 'Wohnfläche')),
            num('plot', l('Plot area', 'Perceeloppervlakte', 'Superficie du terrain', 'Grundstücksfläche')),
            num('built', l('Built area', 'Bebouwde oppervlakte', 'Surface bâtie', 'Bebaute Fläche')),
            num('garden', l('Garden area', 'Tuinoppervlakte', 'Surface du jardin', 'Gartenfläche')),
            num('terrace', l('Terrace area', 'Terrasoppervlakte', 'Surface de la terrasse', 'Terrassenfläche')),
          ],
        },
      ],
    },
    {
      name: 'rooms',
      type: 'group',
      label: l('Layout', 'Indeling', 'Pièces', 'Raumaufteilung'),
      fields: [
        {
          type: 'row',
          fields: [
            num('bedrooms', l('Bedrooms', 'Slaapkamers', 'Chambres', 'Schlafzimmer'), { index: true }),
            num('bathrooms', l('Bathrooms', 'Badkamers', 'Salles de bains', 'Badezimmer')),
            num('showerRooms', l('Shower rooms', 'Douchekamers', "Salles d'eau", 'Duschbäder')),
            num('toilets', l('Toilets', 'Toiletten', 'Toilettes', 'WCs')),
          ],
        },
        {
          type: 'row',
          fields: [
            num('garages', l('Garages', 'Garages', 'Garages', 'Garagen')),
            num('parking', l('Parking spaces', 'Parkeerplaatsen', 'Places de parking', 'Stellplätze')),
            num('floors', l('Number of floors', 'Aantal verdiepingen', "Nombre d'étages", 'Anzahl der Etagen')),
            num('floor', l('Floor', 'Verdieping', 'Étage', 'Etage')),
          ],
        },
      ],
    },
    {
      type: 'row',
      fields: [
        num('constructionYear', l('Construction year', 'Bouwjaar', 'Année de construction', 'Baujahr'), {
          min: 1000,
          max: 2100,
        }),
        num('renovationYear', l('Renovation year', 'Renovatiejaar', 'Année de rénovation', 'Renovierungsjahr'), {
          min: 1000,
          max: 2100,
        }),
      ],
    },
    {
      name: 'comfort',
      type: 'group',
      label: l('Comfort', 'Comfort', 'Confort', 'Komfort'),
      fields: [
        {
          type: 'row',
          fields: [
            choice('heating', l('Heating', 'Verwarming', 'Chauffage', 'Heizung'), [
              ['gas', l('Gas', 'Gas', 'Gaz', 'Gas')],
              ['oil', l('Heating oil', 'Stookolie', 'Mazout', 'Heizöl')],
              ['electric', l('Electric', 'Elektrisch', 'Électrique', 'Elektrisch')],
              ['heat-pump', l('Heat pump', 'Warmtepomp', 'Pompe à chaleur', 'Wärmepumpe')],
              ['district', l('District heating', 'Warmtenet', 'Réseau de chaleur', 'Fernwärme')],
              ['wood', l('Wood', 'Hout', 'Bois', 'Holz')],
              ['none', l('None', 'Geen', 'Aucun', 'Keine')],
            ]),
            choice('kitchen', l('Kitchen', 'Keuken', 'Cuisine', 'Küche'), [
              ['fitted', l('Fully fitted', 'Volledig uitgerust', 'Entièrement équipée', 'Voll ausgestattet')],
              ['semi-fitted', l('Semi-fitted', 'Half uitgerust', 'Semi-équipée', 'Teilweise ausgestattet')],
              ['open', l('Open', 'Open', 'Ouverte', 'Offen')],
              ['closed', l('Closed', 'Gesloten', 'Fermée', 'Geschlossen')],
              ['none', l('None', 'Geen', 'Aucune', 'Keine')],
            ]),
            choice('glazing', l('Glazing', 'Beglazing', 'Vitrage', 'Verglasung'), [
              ['single', l('Single glazing', 'Enkele beglazing', 'Simple vitrage', 'Einfachverglasung')],
              ['double', l('Double glazing', 'Dubbele beglazing', 'Double vitrage', 'Doppelverglasung')],
              ['triple', l('Triple glazing', 'Driedubbele beglazing', 'Triple vitrage', 'Dreifachverglasung')],
            ]),
          ],
        },
      ],
    },
  ],
}

/** The energy performance certificate (EPC, PEB in French). */
export const energyTab: Tab = {
  label: l('Energy', 'Energie', 'Énergie', 'Energie'),
  fields: [
    {
      name: 'energy',
      type: 'group',
      label: l('Energy performance', 'Energieprestatie', 'Performance énergétique', 'Energieeffizienz'),
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'epcValue',
              type: 'number',
              label: l('EPC score', 'EPC-score', 'Consommation PEB', 'Energiekennwert'),
              admin: { description: l('kWh/m² per year', 'kWh/m² per jaar', 'kWh/m² par an', 'kWh/m² pro Jahr') },
            },
            {
              name: 'epcLabelText',
              type: 'text',
              label: l('EPC label', 'EPC-label', 'Classe PEB', 'Energieklasse'),
            },
            {
              name: 'epcUniqueCode',
              type: 'text',
              label: l(
                'EPC certificate number',
                'Uniek EPC-certificaatnummer',
                'Code unique du certificat PEB',
                'Nummer des Energieausweises',
              ),
            },
          ],
        },
        {
          type: 'row',
          fields: [
            num('co2', l('CO₂ emissions', 'CO₂-uitstoot', 'Émissions de CO₂', 'CO₂-Emissionen')),
            num('eLevel', l('E-level', 'E-peil', 'Niveau E', 'E-Wert')),
          ],
        },
      ],
    },
  ],
}

const floodScores: [string, AdminText][] = [
  ['A', l('A – very low risk', 'A – zeer kleine kans', 'A – risque très faible', 'A – sehr geringes Risiko')],
  ['B', l('B – low risk', 'B – kleine kans', 'B – risque faible', 'B – geringes Risiko')],
  ['C', l('C – medium risk', 'C – middelgrote kans', 'C – risque moyen', 'C – mittleres Risiko')],
  ['D', l('D – high risk', 'D – grote kans', 'D – risque élevé', 'D – hohes Risiko')],
]

/** Planning, flood risk and asbestos: what Belgian law asks a listing to state. */
export const legalTab: Tab = {
  label: l('Legal', 'Juridisch', 'Juridique', 'Rechtliches'),
  fields: [
    {
      name: 'legal',
      type: 'group',
      label: l('Planning and legal', 'Stedenbouw en juridisch', 'Urbanisme et juridique', 'Städtebau und Recht'),
      fields: [
        {
          type: 'row',
          fields: [
            choice(
              'planningPermit',
              l('Planning permit', 'Stedenbouwkundige vergunning', "Permis d'urbanisme", 'Städtebauliche Genehmigung'),
              [
                ['granted', l('Granted', 'Verkregen', 'Obtenu', 'Erteilt')],
                ['not-granted', l('Not granted', 'Niet verkregen', 'Non obtenu', 'Nicht erteilt')],
                ['unknown', l('Unknown', 'Onbekend', 'Inconnu', 'Unbekannt')],
              ],
            ),
            choice(
              'planningDestination',
              l('Zoning', 'Stedenbouwkundige bestemming', 'Affectation urbanistique', 'Städtebauliche Zweckbestimmung'),
              [
                ['residential', l('Residential area', 'Woongebied', "Zone d'habitat", 'Wohngebiet')],
                [
                  'residential-rural',
                  l(
                    'Rural residential area',
                    'Woongebied met landelijk karakter',
                    "Zone d'habitat à caractère rural",
                    'Wohngebiet mit ländlichem Charakter',
                  ),
                ],
                ['mixed', l('Mixed-use area', 'Gemengd gebied', 'Zone mixte', 'Mischgebiet')],
                [
                  'industrial',
                  l('Industrial area', 'Industriegebied', "Zone d'activité économique industrielle", 'Industriegebiet'),
                ],
                ['agricultural', l('Agricultural area', 'Agrarisch gebied', 'Zone agricole', 'Landwirtschaftsgebiet')],
                ['recreational', l('Recreational area', 'Recreatiegebied', 'Zone de loisirs', 'Erholungsgebiet')],
              ],
            ),
            answer(
              'preemptionRight',
              l('Right of pre-emption', 'Voorkooprecht', 'Droit de préemption', 'Vorkaufsrecht'),
            ),
          ],
        },
        {
          type: 'row',
          fields: [
            choice(
              'floodPlotScore',
              l(
                'Flood score of the plot (P-score)',
                'Overstromingsgevoeligheid perceel (P-score)',
                "Score d'inondation de la parcelle (score P)",
                'Hochwasserrisiko des Grundstücks (P-Score)',
              ),
              floodScores,
            ),
            choice(
              'floodBuildingScore',
              l(
                'Flood score of the building (G-score)',
                'Overstromingsgevoeligheid gebouw (G-score)',
                "Score d'inondation du bâtiment (score G)",
                'Hochwasserrisiko des Gebäudes (G-Score)',
              ),
              floodScores,
            ),
            answer(
              'floodZone',
              l(
                'In a flood-prone area',
                'In overstromingsgevoelig gebied',
                'En zone inondable',
                'Im Überschwemmungsgebiet',
              ),
            ),
          ],
        },
        {
          type: 'row',
          fields: [
            choice(
              'asbestosCertificate',
              l('Asbestos certificate', 'Asbestattest', 'Attestation amiante', 'Asbestbescheinigung'),
              [
                ['available', l('Available', 'Beschikbaar', 'Disponible', 'Vorhanden')],
                ['pending', l('Requested', 'Aangevraagd', 'Demandée', 'Beantragt')],
                ['not-required', l('Not required', 'Niet vereist', 'Non requise', 'Nicht erforderlich')],
              ],
            ),
            {
              name: 'asbestosCertificateDate',
              type: 'date',
              label: l(
                'Asbestos certificate date',
                'Datum asbestattest',
                "Date de l'attestation amiante",
                'Datum der Asbestbescheinigung',
              ),
            },
          ],
        },
      ],
    },
  ],
}
