import type { Field } from 'payload'
import { LOGIC } from '../../../domain/conditions'
import { STATE_FIELDS } from './condition'
import { l, options, type AdminText } from '../../../i18n/admin-text'

/**
 * The display condition every page module has (docs/rules/content-and-modules.md#display-conditions), with its back-office
 * labels; kit/condition.ts evaluates it.
 */

const stateFields = options([
  ['language', l('Language of the page', 'Taal van de pagina', 'Langue de la page', 'Sprache der Seite')],
  ['isMobile', l('On a phone', 'Op een gsm', 'Sur un téléphone', 'Auf einem Handy')],
  ['isTablet', l('On a tablet', 'Op een tablet', 'Sur une tablette', 'Auf einem Tablet')],
  ['isDesktop', l('On a desktop', 'Op een computer', 'Sur un ordinateur', 'Auf einem Computer')],
  ['topBarShow', l('Top bar shown', 'Topbalk getoond', 'Barre supérieure affichée', 'Obere Leiste angezeigt')],
])
if (stateFields.length !== STATE_FIELDS.length) throw new Error('every Settings state field needs a label')

const logicLabels: Record<(typeof LOGIC)[number], AdminText> = {
  equals: l('equals', 'is gelijk aan', 'est égal à', 'ist gleich'),
  notEquals: l('differs from', 'verschilt van', 'est différent de', 'ist ungleich'),
  greaterThan: l('is greater than', 'is groter dan', 'est supérieur à', 'ist größer als'),
  lessThan: l('is less than', 'is kleiner dan', 'est inférieur à', 'ist kleiner als'),
  contains: l('contains', 'bevat', 'contient', 'enthält'),
  isEmpty: l('is empty', 'is leeg', 'est vide', 'ist leer'),
  isNotEmpty: l('is not empty', 'is niet leeg', "n'est pas vide", 'ist nicht leer'),
}

/**
 * Database names of the condition's tables and enums: the default ones
 * (enum_menu_pages_blocks_property_list_condition_advanced_condition_combine …) pass
 * PostgreSQL's 63-character limit, so the group part of the name becomes `cond`.
 */
const condBase = (tableName = '') => tableName.replace(/_condition(?:_advanced_condition)?$/, '_cond')
const shortEnum =
  (name: string) =>
  ({ tableName }: { tableName?: string }) =>
    `enum_${condBase(tableName)}_${name}`

/** One rule: a field of the Settings state, an operator, and another field or a value. */
const ruleFields: Field[] = [
  {
    type: 'row',
    fields: [
      {
        name: 'field',
        type: 'select',
        enumName: shortEnum('fld'),
        label: l('Field', 'Veld', 'Champ', 'Feld'),
        options: stateFields,
      },
      {
        name: 'logic',
        type: 'select',
        enumName: shortEnum('lgc'),
        defaultValue: 'equals',
        label: l('Operator', 'Operator', 'Opérateur', 'Operator'),
        options: options(LOGIC.map((v): [string, AdminText] => [v, logicLabels[v]])),
      },
      {
        name: 'compareWithField',
        type: 'select',
        enumName: shortEnum('cmp'),
        label: l('Compare with field', 'Vergelijken met veld', 'Comparer au champ', 'Mit Feld vergleichen'),
        options: stateFields,
      },
      {
        name: 'compareWithValue',
        type: 'text',
        label: l('Compare with value', 'Vergelijken met waarde', 'Comparer à la valeur', 'Mit Wert vergleichen'),
      },
    ],
  },
]

/** The display condition rule, with its 'advanced' rules joined by and/or. */
export const condition: Field = {
  name: 'condition',
  type: 'group',
  interfaceName: 'ModuleCondition',
  label: l('Display condition', 'Weergavevoorwaarde', "Condition d'affichage", 'Anzeigebedingung'),
  admin: {
    description: l(
      'Show the module only when the rule holds, e.g. language equals nl, or on a phone equals true. The device is checked in the browser by screen width (phone below 767 px, desktop from 1280 px). A rule that cannot be checked hides the module. Empty: always shown.',
      'Toon de module enkel als de regel klopt, bv. taal is gelijk aan nl, of op een gsm is gelijk aan true. Het toestel wordt in de browser bepaald door de schermbreedte (gsm onder 767 px, computer vanaf 1280 px). Een regel die niet te controleren is, verbergt de module. Leeg: altijd getoond.',
      "N'afficher le module que si la règle est vraie, p. ex. langue est égal à fr, ou sur un téléphone est égal à true. L'appareil est déterminé dans le navigateur par la largeur d'écran (téléphone sous 767 px, ordinateur dès 1280 px). Une règle impossible à vérifier masque le module. Vide : toujours affiché.",
      'Das Modul nur zeigen, wenn die Regel gilt, z. B. Sprache ist gleich de, oder auf einem Handy ist gleich true. Das Gerät wird im Browser an der Bildschirmbreite erkannt (Handy unter 767 px, Computer ab 1280 px). Eine Regel, die sich nicht prüfen lässt, blendet das Modul aus. Leer: immer sichtbar.',
    ),
  },
  fields: [
    ...ruleFields,
    {
      name: 'advancedCondition',
      type: 'group',
      label: l('More rules', 'Meer regels', 'Autres règles', 'Weitere Regeln'),
      fields: [
        {
          name: 'combine',
          type: 'select',
          enumName: shortEnum('join'),
          defaultValue: 'and',
          label: l('Join with', 'Verbinden met', 'Combiner par', 'Verknüpfen mit'),
          options: options([
            ['and', l('and (all hold)', 'en (alle kloppen)', 'et (toutes vraies)', 'und (alle gelten)')],
            ['or', l('or (one holds)', 'of (één klopt)', 'ou (une vraie)', 'oder (eine gilt)')],
          ]),
        },
        {
          name: 'rules',
          type: 'array',
          dbName: ({ tableName }) => `${condBase(tableName)}_rules`,
          label: l('Rules', 'Regels', 'Règles', 'Regeln'),
          labels: {
            singular: l('Rule', 'Regel', 'Règle', 'Regel'),
            plural: l('Rules', 'Regels', 'Règles', 'Regeln'),
          },
          fields: ruleFields,
        },
      ],
    },
  ],
}
