import type { GlobalConfig, TextFieldSingleValidation } from 'payload'
import { isAdmin, staffOrSite } from '../../payload/access'
import { tags } from '../../platform/cache/tags'
import { revalidateGlobal } from '../../platform/cache/revalidate'
import { languageOptions } from '../../platform/fields/language'
import { adminGroups } from '../../payload/admin-groups'
import { inLanguage, l, options } from '../../i18n/admin-text'

const colorHelp = l(
  'Used in the e-mails the site sends, as #rrggbb.',
  'Gebruikt in de e-mails die de website verstuurt, als #rrggbb.',
  'Utilisée dans les e-mails envoyés par le site, au format #rrggbb.',
  'Wird in den E-Mails der Website verwendet, im Format #rrggbb.',
)
const notAColor = l(
  'Enter a colour as # followed by six hexadecimal digits, for example #1f4e5f.',
  'Vul een kleur in als # gevolgd door zes hexadecimale tekens, bijvoorbeeld #1f4e5f.',
  'Saisissez une couleur sous la forme # suivi de six chiffres hexadécimaux, par exemple #1f4e5f.',
  'Geben Sie eine Farbe als # gefolgt von sechs Hexadezimalziffern ein, zum Beispiel #1f4e5f.',
)
const hexColor: TextFieldSingleValidation = (value, { req }) =>
  !value || /^#[0-9a-f]{6}$/i.test(value) ? true : inLanguage(notAColor, req.i18n?.language)

export const SiteSettings: GlobalConfig = {
  slug: 'site-settings',
  label: l('Site settings', 'Website-instellingen', 'Paramètres du site', 'Website-Einstellungen'),
  admin: { group: adminGroups.settings },
  access: { read: staffOrSite, update: isAdmin },
  hooks: { afterChange: revalidateGlobal(tags.settings) },
  fields: [
    {
      type: 'tabs',
      tabs: [
        {
          label: l('Agency', 'Kantoor', 'Agence', 'Agentur'),
          fields: [
            {
              name: 'siteName',
              type: 'text',
              required: true,
              label: l('Site name', 'Naam website', 'Nom du site', 'Name der Website'),
            },
            {
              type: 'row',
              fields: [
                { name: 'logo', type: 'upload', relationTo: 'media', label: l('Logo', 'Logo', 'Logo', 'Logo') },
                {
                  name: 'logoLight',
                  type: 'upload',
                  relationTo: 'media',
                  label: l('Light logo', 'Licht logo', 'Logo clair', 'Helles Logo'),
                  admin: {
                    description: l(
                      'For the transparent header on home',
                      'Voor de transparante hoofding op de startpagina',
                      "Pour l'en-tête transparent de la page d'accueil",
                      'Für den transparenten Kopfbereich der Startseite',
                    ),
                  },
                },
              ],
            },
            {
              type: 'row',
              fields: [
                { name: 'email', type: 'email', label: l('Email', 'E-mail', 'E-mail', 'E-Mail') },
                { name: 'phone', type: 'text', label: l('Phone', 'Telefoon', 'Téléphone', 'Telefon') },
              ],
            },
            { name: 'address', type: 'textarea', label: l('Address', 'Adres', 'Adresse', 'Adresse') },
            // The agency's colours in its e-mails (platform/mail/layout.ts), as #rrggbb.
            {
              type: 'row',
              fields: [
                {
                  name: 'brandColor',
                  type: 'text',
                  defaultValue: '#1f4e5f',
                  validate: hexColor,
                  label: l('Brand colour', 'Huiskleur', 'Couleur principale', 'Hausfarbe'),
                  admin: { description: colorHelp },
                },
                {
                  name: 'accentColor',
                  type: 'text',
                  defaultValue: '#c8842f',
                  validate: hexColor,
                  label: l('Accent colour', 'Accentkleur', "Couleur d'accent", 'Akzentfarbe'),
                  admin: { description: colorHelp },
                },
              ],
            },
            {
              name: 'copyright',
              type: 'text',
              localized: true,
              label: l('Copyright notice', 'Copyrightvermelding', 'Mention de copyright', 'Copyright-Hinweis'),
              admin: {
                description: l(
                  '{year} is replaced by the current year',
                  '{year} wordt vervangen door het huidige jaar',
                  "{year} est remplacé par l'année en cours",
                  '{year} wird durch das aktuelle Jahr ersetzt',
                ),
              },
            },
            {
              name: 'openingSlots',
              type: 'array',
              label: l('Opening hours', 'Openingsuren', "Heures d'ouverture", 'Öffnungszeiten'),
              labels: {
                singular: l('Time slot', 'Tijdslot', 'Plage horaire', 'Zeitfenster'),
                plural: l('Opening hours', 'Openingsuren', "Heures d'ouverture", 'Öffnungszeiten'),
              },
              fields: [
                {
                  name: 'slot',
                  type: 'text',
                  required: true,
                  label: l('Time slot', 'Tijdslot', 'Plage horaire', 'Zeitfenster'),
                },
              ],
            },
          ],
        },
        {
          label: l('Languages', 'Talen', 'Langues', 'Sprachen'),
          fields: [
            {
              name: 'languages',
              type: 'select',
              hasMany: true,
              required: true,
              defaultValue: ['nl', 'fr', 'en', 'de'],
              label: l('Languages', 'Talen', 'Langues', 'Sprachen'),
              options: languageOptions,
            },
            {
              name: 'defaultLanguage',
              type: 'select',
              required: true,
              defaultValue: 'nl',
              label: l('Default language', 'Standaardtaal', 'Langue par défaut', 'Standardsprache'),
              options: languageOptions,
            },
          ],
        },
        {
          label: l('Header', 'Hoofding', 'En-tête', 'Kopfbereich'),
          fields: [
            {
              name: 'transparentHeaderOnHome',
              type: 'checkbox',
              defaultValue: true,
              label: l(
                'Transparent header on the home page',
                'Transparante hoofding op de startpagina',
                "En-tête transparent sur la page d'accueil",
                'Transparenter Kopfbereich auf der Startseite',
              ),
            },
            {
              name: 'showDemandRegisterButton',
              type: 'checkbox',
              defaultValue: true,
              label: l(
                'Show free valuation button',
                'Knop gratis schatting tonen',
                "Afficher le bouton d'estimation gratuite",
                'Schaltfläche kostenlose Bewertung anzeigen',
              ),
              admin: {
                description: l(
                  'Menu config flag for free evaluation: shows the demand-register button',
                  'Menu-instelling voor gratis schatting: toont de knop om een schatting aan te vragen',
                  "Option du menu pour l'estimation gratuite : affiche le bouton de demande d'estimation",
                  'Menü-Einstellung für die kostenlose Bewertung: zeigt die Schaltfläche zur Bewertungsanfrage',
                ),
              },
            },
            {
              name: 'homeBanner',
              type: 'group',
              label: l(
                'Home page banner',
                'Banner startpagina',
                "Bannière de la page d'accueil",
                'Banner der Startseite',
              ),
              fields: [
                {
                  name: 'type',
                  type: 'select',
                  defaultValue: 'image',
                  label: l('Banner type', 'Type banner', 'Type de bannière', 'Bannerart'),
                  options: options([
                    ['image', l('Image', 'Afbeelding', 'Image', 'Bild')],
                    ['gallery', l('Gallery', 'Galerij', 'Galerie', 'Galerie')],
                    ['video', l('Video', 'Video', 'Vidéo', 'Video')],
                    ['color', l('Color', 'Kleur', 'Couleur', 'Farbe')],
                    ['none', l('None', 'Geen', 'Aucun', 'Keiner')],
                  ]),
                },
                {
                  name: 'image',
                  type: 'upload',
                  relationTo: 'media',
                  label: l('Image', 'Afbeelding', 'Image', 'Bild'),
                },
                {
                  name: 'images',
                  type: 'upload',
                  relationTo: 'media',
                  hasMany: true,
                  label: l('Images', 'Afbeeldingen', 'Images', 'Bilder'),
                },
                { name: 'videoUrl', type: 'text', label: l('Video URL', 'Videolink', 'Lien vidéo', 'Video-Link') },
                { name: 'color', type: 'text', label: l('Color', 'Kleur', 'Couleur', 'Farbe') },
              ],
            },
          ],
        },
        {
          label: l('Properties', 'Panden', 'Biens', 'Immobilien'),
          fields: [
            {
              // Read by the property page, the cards and the JSON-LD offer (domain/visibility.ts).
              name: 'showClosedPrices',
              type: 'checkbox',
              defaultValue: false,
              label: l(
                'Show the price of sold and let properties',
                'Prijs van verkochte en verhuurde panden tonen',
                'Afficher le prix des biens vendus et loués',
                'Preis verkaufter und vermieteter Immobilien anzeigen',
              ),
              admin: {
                description: l(
                  'Off: a sold or let property shows "Sold" or "Rented" instead of its price, on its page, in lists and to search engines.',
                  'Uit: een verkocht of verhuurd pand toont "Verkocht" of "Verhuurd" in plaats van zijn prijs, op zijn pagina, in lijsten en voor zoekmachines.',
                  'Désactivé : un bien vendu ou loué affiche « Vendu » ou « Loué » au lieu de son prix, sur sa page, dans les listes et pour les moteurs de recherche.',
                  'Aus: Eine verkaufte oder vermietete Immobilie zeigt „Verkauft“ oder „Vermietet“ statt ihres Preises, auf ihrer Seite, in Listen und für Suchmaschinen.',
                ),
              },
            },
          ],
        },
        {
          label: l('Search', 'Zoeken', 'Recherche', 'Suche'),
          fields: [
            {
              name: 'search',
              type: 'group',
              label: l('Search box', 'Zoekvak', 'Moteur de recherche', 'Suchfeld'),
              fields: [
                {
                  type: 'row',
                  fields: [
                    {
                      name: 'showLogo',
                      type: 'checkbox',
                      defaultValue: true,
                      label: l('Show logo', 'Logo tonen', 'Afficher le logo', 'Logo anzeigen'),
                    },
                    {
                      name: 'showSearchInput',
                      type: 'checkbox',
                      defaultValue: true,
                      label: l(
                        'Show search field',
                        'Zoekveld tonen',
                        'Afficher le champ de recherche',
                        'Suchfeld anzeigen',
                      ),
                    },
                    {
                      name: 'showSearchButton',
                      type: 'checkbox',
                      defaultValue: true,
                      label: l(
                        'Show search button',
                        'Zoekknop tonen',
                        'Afficher le bouton de recherche',
                        'Suchschaltfläche anzeigen',
                      ),
                    },
                    {
                      name: 'showSearchCount',
                      type: 'checkbox',
                      defaultValue: true,
                      label: l(
                        'Show number of results',
                        'Aantal resultaten tonen',
                        'Afficher le nombre de résultats',
                        'Trefferzahl anzeigen',
                      ),
                    },
                    {
                      name: 'showCountProperty',
                      type: 'checkbox',
                      defaultValue: true,
                      label: l(
                        'Show number of properties',
                        'Aantal panden tonen',
                        'Afficher le nombre de biens',
                        'Anzahl der Immobilien anzeigen',
                      ),
                    },
                  ],
                },
                { name: 'title', type: 'text', localized: true, label: l('Title', 'Titel', 'Titre', 'Titel') },
                {
                  name: 'description',
                  type: 'textarea',
                  localized: true,
                  label: l('Description', 'Beschrijving', 'Description', 'Beschreibung'),
                  admin: {
                    description: l(
                      '{sale} and {rent} are replaced by the number of properties',
                      '{sale} en {rent} worden vervangen door het aantal panden',
                      '{sale} et {rent} sont remplacés par le nombre de biens',
                      '{sale} und {rent} werden durch die Anzahl der Immobilien ersetzt',
                    ),
                  },
                },
              ],
            },
          ],
        },
        {
          label: l('Analytics', 'Statistieken', 'Statistiques', 'Statistiken'),
          fields: [
            {
              name: 'analytics',
              type: 'group',
              label: l('Analytics', 'Statistieken', 'Statistiques', 'Statistiken'),
              fields: [
                {
                  name: 'googleAnalyticsId',
                  type: 'text',
                  label: l('Google Analytics ID', 'Google Analytics-ID', 'ID Google Analytics', 'Google-Analytics-ID'),
                },
                {
                  name: 'googleAdsId',
                  type: 'text',
                  label: l('Google Ads ID', 'Google Ads-ID', 'ID Google Ads', 'Google-Ads-ID'),
                },
                {
                  name: 'googleTagManagerId',
                  type: 'text',
                  label: l(
                    'Google Tag Manager ID',
                    'Google Tag Manager-ID',
                    'ID Google Tag Manager',
                    'Google-Tag-Manager-ID',
                  ),
                },
                {
                  name: 'socialPixelId',
                  type: 'text',
                  label: l(
                    'Social media pixel ID',
                    'Socialemediapixel-ID',
                    'ID du pixel réseaux sociaux',
                    'Social-Media-Pixel-ID',
                  ),
                },
              ],
            },
          ],
        },
      ],
    },
  ],
}
