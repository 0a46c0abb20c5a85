import type { Field, TextFieldSingleValidation } from 'payload'
import { HEX_COLOR } from './layout'
import { inLanguage, l, options, type AdminText } from '../../../i18n/admin-text'
import { condition } from './condition-field'

/**
 * The fields every page module has (docs/rules/content-and-modules.md), with their back-office labels. The frame
 * (Frame.tsx) and the page grid (ModuleGrid.tsx) apply them the same way to every module.
 */

const headings = options([
  ['h2', l('Heading 2', 'Kop 2', 'Titre 2', 'Überschrift 2')],
  ['h3', l('Heading 3', 'Kop 3', 'Titre 3', 'Überschrift 3')],
  ['h4', l('Heading 4', 'Kop 4', 'Titre 4', 'Überschrift 4')],
])

const columns = (name: 'sm' | 'md' | 'lg', label: AdminText): Field => ({
  name,
  type: 'number',
  label,
  min: 1,
  max: 12,
  defaultValue: 12,
})

const layout: Field = {
  type: 'collapsible',
  label: l('Layout', 'Opmaak', 'Mise en page', 'Gestaltung'),
  admin: { initCollapsed: true },
  fields: [
    {
      name: 'col',
      type: 'group',
      interfaceName: 'ModuleColumns',
      label: l('Column width', 'Kolombreedte', 'Largeur de colonne', 'Spaltenbreite'),
      admin: {
        description: l(
          'Width out of 12 columns on phones, tablets (from 767 px) and desktops (from 1280 px). An empty width takes the one of the smaller screen.',
          'Breedte op 12 kolommen op gsm, tablet (vanaf 767 px) en computer (vanaf 1280 px). Een lege breedte neemt die van het kleinere scherm over.',
          "Largeur sur 12 colonnes sur téléphone, tablette (dès 767 px) et ordinateur (dès 1280 px). Une largeur vide reprend celle de l'écran plus petit.",
          'Breite von 12 Spalten auf Handy, Tablet (ab 767 px) und Computer (ab 1280 px). Eine leere Breite übernimmt die des kleineren Bildschirms.',
        ),
      },
      fields: [
        {
          type: 'row',
          fields: [
            columns('sm', l('Phones', 'Gsm', 'Téléphones', 'Handys')),
            columns('md', l('Tablets', 'Tablets', 'Tablettes', 'Tablets')),
            columns('lg', l('Desktops', 'Computers', 'Ordinateurs', 'Computer')),
          ],
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'position',
          type: 'select',
          defaultValue: 'auto',
          label: l('Position', 'Positie', 'Position', 'Position'),
          options: options([
            [
              'auto',
              l(
                'After the previous module',
                'Na de vorige module',
                'Après le module précédent',
                'Nach dem vorigen Modul',
              ),
            ],
            ['start', l('Left', 'Links', 'À gauche', 'Links')],
            ['center', l('Centred', 'Gecentreerd', 'Centré', 'Zentriert')],
            ['end', l('Right', 'Rechts', 'À droite', 'Rechts')],
          ]),
          admin: {
            description: l(
              'Where a module narrower than the row sits on tablets and desktops. Phones show modules one under the other.',
              'Waar een module die smaller is dan de rij staat op tablet en computer. Op gsm staan modules onder elkaar.',
              "Où se place un module plus étroit que la ligne sur tablette et ordinateur. Sur téléphone, les modules s'empilent.",
              'Wo ein Modul, das schmaler als die Zeile ist, auf Tablet und Computer steht. Auf dem Handy stehen Module untereinander.',
            ),
          },
        },
        {
          name: 'span',
          type: 'number',
          min: 1,
          max: 3,
          defaultValue: 1,
          label: l('Rows', 'Rijen', 'Lignes', 'Zeilen'),
          admin: {
            description: l(
              'Rows the module spans on desktops (1 to 3), so a tall module (a form, a team) stands beside two or three smaller ones.',
              'Aantal rijen dat de module op computer beslaat (1 tot 3), zodat een hoge module (een formulier, een team) naast twee of drie kleinere staat.',
              'Nombre de lignes occupées sur ordinateur (1 à 3) : un module haut (un formulaire, une équipe) se place à côté de deux ou trois plus petits.',
              'Zeilen, die das Modul auf dem Computer belegt (1 bis 3), damit ein hohes Modul (ein Formular, ein Team) neben zwei oder drei kleineren steht.',
            ),
          },
        },
      ],
    },
  ],
}

/** A new background colour must be #hex: its text colour is computed from it. */
const validateColor: TextFieldSingleValidation = (value, { req, siblingData }) => {
  // Only a colour in use is checked, so an older value under another background type never blocks a save.
  if ((siblingData as { backgroundType?: string } | undefined)?.backgroundType !== 'color') return true
  if (value && HEX_COLOR.test(value.trim())) return true
  return inLanguage(
    l(
      'Enter a colour as #rgb or #rrggbb, e.g. #0a7.',
      'Geef een kleur in als #rgb of #rrggbb, bv. #0a7.',
      'Saisissez une couleur au format #rgb ou #rrggbb, p. ex. #0a7.',
      'Geben Sie eine Farbe als #rgb oder #rrggbb ein, z. B. #0a7.',
    ),
    req.i18n?.language,
  )
}

/** The background of a module: an image, crossfading images, a video file of this site, a colour, or none. */
const background: Field = {
  type: 'collapsible',
  label: l('Background', 'Achtergrond', 'Arrière-plan', 'Hintergrund'),
  admin: { initCollapsed: true },
  fields: [
    {
      name: 'backgroundType',
      type: 'select',
      defaultValue: 'none',
      label: l('Background', 'Achtergrond', 'Arrière-plan', 'Hintergrund'),
      options: options([
        ['none', l('None', 'Geen', 'Aucun', 'Keiner')],
        ['image', l('Image', 'Afbeelding', 'Image', 'Bild')],
        [
          'gallery',
          l('Images (crossfading)', 'Afbeeldingen (overvloeiend)', 'Images (en fondu)', 'Bilder (überblendend)'),
        ],
        ['video', l('Video file', 'Videobestand', 'Fichier vidéo', 'Videodatei')],
        ['color', l('Colour', 'Kleur', 'Couleur', 'Farbe')],
      ]),
      admin: {
        description: l(
          'On an image, images or a video the text is white over a dark veil; on a colour it is white or dark, whichever reads better.',
          'Op een afbeelding, afbeeldingen of een video is de tekst wit over een donkere sluier; op een kleur wit of donker, wat het best leesbaar is.',
          'Sur une image, des images ou une vidéo, le texte est blanc sur un voile sombre ; sur une couleur, blanc ou foncé selon ce qui se lit le mieux.',
          'Auf einem Bild, Bildern oder einem Video ist der Text weiß über einem dunklen Schleier; auf einer Farbe weiß oder dunkel, je nachdem, was besser lesbar ist.',
        ),
      },
    },
    {
      name: 'image',
      type: 'upload',
      relationTo: 'media',
      label: l('Image', 'Afbeelding', 'Image', 'Bild'),
      admin: { condition: (_, s) => s?.backgroundType === 'image' || s?.backgroundType === 'video' },
    },
    {
      name: 'images',
      type: 'upload',
      relationTo: 'media',
      hasMany: true,
      label: l('Images', 'Afbeeldingen', 'Images', 'Bilder'),
      admin: {
        condition: (_, s) => s?.backgroundType === 'gallery',
        description: l(
          'Two to six images; each shows 7 seconds.',
          'Twee tot zes afbeeldingen; elke afbeelding blijft 7 seconden staan.',
          'De deux à six images ; chacune reste 7 secondes.',
          'Zwei bis sechs Bilder; jedes bleibt 7 Sekunden stehen.',
        ),
      },
    },
    {
      name: 'videoUrl',
      type: 'text',
      label: l('Video file', 'Videobestand', 'Fichier vidéo', 'Videodatei'),
      admin: {
        condition: (_, s) => s?.backgroundType === 'video',
        description: l(
          'A video file on this site (/api/media/file/… .mp4 or .webm); the image shows while it loads.',
          'Een videobestand op deze site (/api/media/file/… .mp4 of .webm); de afbeelding toont terwijl het laadt.',
          'Un fichier vidéo de ce site (/api/media/file/… .mp4 ou .webm) ; l’image s’affiche pendant le chargement.',
          'Eine Videodatei dieser Website (/api/media/file/… .mp4 oder .webm); das Bild erscheint während des Ladens.',
        ),
      },
    },
    {
      name: 'colorBackground',
      type: 'text',
      label: l('Background colour', 'Achtergrondkleur', 'Couleur de fond', 'Hintergrundfarbe'),
      admin: {
        condition: (_, s) => s?.backgroundType === 'color',
        description: l(
          'A colour as #rgb or #rrggbb, e.g. #0a7 or #1e3a8a.',
          'Een kleur als #rgb of #rrggbb, bv. #0a7 of #1e3a8a.',
          'Une couleur au format #rgb ou #rrggbb, p. ex. #0a7 ou #1e3a8a.',
          'Eine Farbe als #rgb oder #rrggbb, z. B. #0a7 oder #1e3a8a.',
        ),
      },
      validate: validateColor,
    },
  ],
}

/** Title, heading level, status, classes, description, layout, background and display condition. */
export const commonFields: Field[] = [
  { name: 'title', type: 'text', localized: true, label: l('Title', 'Titel', 'Titre', 'Titel') },
  {
    type: 'row',
    fields: [
      {
        name: 'titleSize',
        type: 'select',
        defaultValue: 'h2',
        label: l('Title size', 'Titelgrootte', 'Taille du titre', 'Titelgröße'),
        options: headings,
        admin: {
          description: l(
            'Heading level of the title; the module’s own items take the level below.',
            'Kopniveau van de titel; de items van de module krijgen het niveau eronder.',
            'Niveau de titre ; les éléments du module prennent le niveau inférieur.',
            'Überschriftenebene des Titels; die Elemente des Moduls erhalten die Ebene darunter.',
          ),
        },
      },
      {
        name: 'status',
        type: 'checkbox',
        defaultValue: true,
        label: l('Shown', 'Zichtbaar', 'Affiché', 'Sichtbar'),
        admin: {
          description: l(
            'Off: the module is hidden.',
            'Uit: de module is verborgen.',
            'Désactivé : le module est masqué.',
            'Aus: das Modul ist ausgeblendet.',
          ),
        },
      },
      {
        name: 'cssClass',
        type: 'text',
        label: l('CSS classes', 'CSS-klassen', 'Classes CSS', 'CSS-Klassen'),
        admin: {
          description: l(
            'Class names separated by spaces (at most ten); anything else is dropped.',
            'Klassennamen gescheiden door spaties (hoogstens tien); al de rest wordt weggelaten.',
            'Noms de classes séparés par des espaces (dix au plus) ; tout le reste est ignoré.',
            'Klassennamen durch Leerzeichen getrennt (höchstens zehn); alles andere wird ignoriert.',
          ),
        },
      },
    ],
  },
  {
    name: 'description',
    type: 'textarea',
    localized: true,
    label: l('Description', 'Beschrijving', 'Description', 'Beschreibung'),
  },
  layout,
  background,
  condition,
]

/** The items-per-row field of modules that show cards. */
export const itemsPerRow = (defaultValue: number, max = 6): Field => ({
  name: 'numberItemOfRow',
  type: 'number',
  min: 1,
  max,
  defaultValue,
  label: l('Items per row', 'Items per rij', 'Éléments par ligne', 'Elemente pro Zeile'),
  admin: {
    description: l(
      'On desktops; tablets show two, phones one.',
      'Op computer; tablets tonen er twee, gsm één.',
      'Sur ordinateur ; les tablettes en affichent deux, les téléphones un.',
      'Auf dem Computer; Tablets zeigen zwei, Handys eines.',
    ),
  },
})

/** The maximum-items field of modules that show a list. */
export const maxItems = (description?: AdminText): Field => ({
  name: 'maxItems',
  type: 'number',
  min: 1,
  max: 100,
  label: l(
    'Maximum number of items',
    'Maximum aantal items',
    "Nombre maximal d'éléments",
    'Maximale Anzahl der Elemente',
  ),
  admin: description ? { description } : undefined,
})
