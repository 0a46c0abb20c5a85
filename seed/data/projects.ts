import { same, tr } from '../localized'
import type { ProjectSeed } from '../types'

/**
 * Two invented new-build projects with their units. Prices are purely illustrative and, as is
 * usual for new builds in Belgium, quoted without VAT and costs.
 */
export const projects: ProjectSeed[] = [
  {
    key: 'leieboord',
    title: tr('Residentie Leieboord', 'Résidence Leieboord', 'Leieboord Residence', 'Residenz Leieboord'),
    description: tr(
      'Residentie Leieboord telt 24 appartementen aan een rustige arm van de Leie, op tien minuten fietsen van de Korenmarkt. Elk appartement heeft een ruim terras op het zuiden of westen, of een private tuin op de gelijkvloerse verdieping. Het gebouw wordt verwarmd met een collectieve warmtepomp, aangevuld met zonnepanelen op het groendak, en haalt een E-peil ruim onder de Vlaamse norm. In de ondergrondse parking zijn er autostaanplaatsen met laadpunt en een afgesloten fietsenberging. De prijzen zijn exclusief btw, registratierechten en notariskosten; de Wet Breyne is van toepassing.',
      'La Résidence Leieboord compte 24 appartements au bord d’un bras paisible de la Lys, à dix minutes à vélo du Korenmarkt. Chaque appartement dispose d’une grande terrasse orientée sud ou ouest, ou d’un jardin privatif au rez-de-chaussée. Le bâtiment est chauffé par une pompe à chaleur collective, complétée par des panneaux solaires sur la toiture verte, et atteint un niveau E bien inférieur à la norme flamande. Le parking souterrain offre des emplacements avec borne de recharge et un local vélos fermé. Les prix s’entendent hors TVA, droits d’enregistrement et frais de notaire ; la loi Breyne est d’application.',
      'Leieboord Residence comprises 24 apartments on a quiet arm of the river Leie, a ten-minute bike ride from the Korenmarkt. Every apartment has a generous south- or west-facing terrace, or a private garden on the ground floor. The building is heated by a shared heat pump, backed by solar panels on the green roof, and its E-level is well below the Flemish standard. The underground car park has spaces with charging points and a locked bicycle store. Prices exclude VAT, registration duties and notary fees; the Breyne Act applies.',
      'Die Residenz Leieboord umfasst 24 Wohnungen an einem ruhigen Arm der Leie, zehn Fahrradminuten vom Korenmarkt entfernt. Jede Wohnung hat eine großzügige Süd- oder Westterrasse oder im Erdgeschoss einen eigenen Garten. Das Gebäude wird mit einer gemeinsamen Wärmepumpe beheizt, ergänzt durch Solarmodule auf dem Gründach, und liegt mit seinem E-Niveau deutlich unter der flämischen Norm. In der Tiefgarage gibt es Stellplätze mit Ladestation und einen abschließbaren Fahrradraum. Die Preise verstehen sich ohne MwSt., Registrierungsgebühren und Notarkosten; es gilt das Breyne-Gesetz.',
    ),
    delivery: tr(
      'Oplevering voorjaar 2027',
      'Livraison au printemps 2027',
      'Completion spring 2027',
      'Fertigstellung Frühjahr 2027',
    ),
    externalUrl: 'https://www.leieboord.example',
    cityKey: 'gent',
    street: 'Leieboordstraat',
    houseNumber: '12',
    latitude: 51.0468,
    longitude: 3.7061,
    photoKinds: ['apartment-block', 'living', 'kitchen', 'bedroom', 'bathroom'],
    units: [
      { reference: 'RL-A01', typeKey: 'apartment', floor: 0, bedrooms: 2, living: 94, price: 379000, status: 'sold' },
      {
        reference: 'RL-A02',
        typeKey: 'apartment',
        floor: 0,
        bedrooms: 1,
        living: 66,
        price: 289000,
        status: 'available',
      },
      { reference: 'RL-A11', typeKey: 'apartment', floor: 1, bedrooms: 2, living: 91, price: 369000, status: 'option' },
      {
        reference: 'RL-A12',
        typeKey: 'apartment',
        floor: 1,
        bedrooms: 3,
        living: 118,
        price: 459000,
        status: 'available',
      },
      { reference: 'RL-A21', typeKey: 'studio', floor: 2, bedrooms: 0, living: 42, price: 215000, status: 'available' },
      { reference: 'RL-A31', typeKey: 'apartment', floor: 3, bedrooms: 3, living: 136, price: 639000, status: 'sold' },
      { reference: 'RL-P05', typeKey: 'garage', floor: -1, price: 32000, status: 'available' },
    ],
  },
  {
    key: 'clos-des-tilleuls',
    title: same('Clos des Tilleuls'),
    description: tr(
      'Clos des Tilleuls is een kleinschalig project van vier woningen en twee appartementen aan de rand van Waver, op wandelafstand van het station en dicht bij de E411. Alles wordt gebouwd volgens de Waalse Q-ZEN-norm: sterk geïsoleerde gevels, drievoudige beglazing, ventilatie met warmterecuperatie en een lucht-waterwarmtepomp. Samen met de zonnepanelen op elk dak zijn de woningen op jaarbasis energieneutraal. Elke woning heeft een tuin op het zuiden; de appartementen delen een boomgaard met oude fruitbomen. De prijzen zijn exclusief btw en kosten, en de aankoop valt onder de Wet Breyne.',
      'Le Clos des Tilleuls est un petit projet de quatre maisons et deux appartements en bordure de Wavre, à quelques minutes à pied de la gare et tout près de l’E411. Tout est construit selon la norme wallonne Q-ZEN : façades fortement isolées, triple vitrage, ventilation double flux avec récupération de chaleur et pompe à chaleur air-eau. Grâce aux panneaux photovoltaïques sur chaque toiture, les logements sont neutres en énergie sur l’année. Chaque maison a son jardin orienté sud ; les appartements partagent un verger planté d’anciens arbres fruitiers. Les prix s’entendent hors TVA et frais, et l’achat est couvert par la loi Breyne.',
      'Clos des Tilleuls is a small development of four houses and two apartments on the edge of Wavre, within walking distance of the station and close to the E411 motorway. Everything is built to the Walloon Q-ZEN standard: heavily insulated walls, triple glazing, balanced ventilation with heat recovery and an air-to-water heat pump. Together with the solar panels on every roof, the homes are energy-neutral over the year. Each house has a south-facing garden; the apartments share an orchard of old fruit trees. Prices exclude VAT and costs, and the purchase is covered by the Breyne Act.',
      'Clos des Tilleuls ist ein kleines Projekt mit vier Häusern und zwei Wohnungen am Rand von Wavre, zu Fuß vom Bahnhof erreichbar und nahe der E411. Gebaut wird nach der wallonischen Q-ZEN-Norm: stark gedämmte Fassaden, Dreifachverglasung, Lüftung mit Wärmerückgewinnung und eine Luft-Wasser-Wärmepumpe. Zusammen mit den Solarmodulen auf jedem Dach sind die Wohnungen übers Jahr gerechnet energieneutral. Jedes Haus hat einen Südgarten; die Wohnungen teilen sich eine Obstwiese mit alten Bäumen. Die Preise verstehen sich ohne MwSt. und Nebenkosten, der Kauf unterliegt dem Breyne-Gesetz.',
    ),
    delivery: tr(
      'Oplevering najaar 2026',
      'Livraison à l’automne 2026',
      'Completion autumn 2026',
      'Fertigstellung Herbst 2026',
    ),
    externalUrl: 'https://www.closdestilleuls.example',
    cityKey: 'wavre',
    street: 'Rue des Tilleuls',
    latitude: 50.7108,
    longitude: 4.6124,
    photoKinds: ['modern-house', 'garden', 'living', 'kitchen'],
    units: [
      { reference: 'CT-M01', typeKey: 'house', floor: 0, bedrooms: 3, living: 142, price: 485000, status: 'sold' },
      { reference: 'CT-M02', typeKey: 'house', floor: 0, bedrooms: 3, living: 142, price: 485000, status: 'option' },
      { reference: 'CT-M03', typeKey: 'house', floor: 0, bedrooms: 4, living: 168, price: 549000, status: 'available' },
      { reference: 'CT-M04', typeKey: 'house', floor: 0, bedrooms: 4, living: 171, price: 565000, status: 'available' },
      { reference: 'CT-A01', typeKey: 'apartment', floor: 0, bedrooms: 2, living: 89, price: 329000, status: 'sold' },
      {
        reference: 'CT-A11',
        typeKey: 'apartment',
        floor: 1,
        bedrooms: 2,
        living: 92,
        price: 339000,
        status: 'available',
      },
    ],
  },
]
