import type { CollectionConfig } from 'payload'
import { contentAccess, publishedOr } from '../../payload/access'
import { moduleBlocks } from '../../features/modules/registry'
import { menuPageChangeTags } from '../../platform/cache/changes'
import { redirectTargetField } from '../../features/redirects/web-address-field'
import { revalidateCollection } from '../../platform/cache/revalidate'
import { siteUrl } from '../../platform/env'
import { draftVersions, publishUnlessDraft, staffPreview } from '../../payload/workflow'
import { adminGroups } from '../../payload/admin-groups'
import { l, options } from '../../i18n/admin-text'

const pathPattern = /^[\p{L}\p{N}][\p{L}\p{N}-]*(\/[\p{L}\p{N}][\p{L}\p{N}-]*)*$/u

/**
 * Pages of the site and of its main menu. `key` is the page's original path (home,
 * for-sale …) that code refers to; `path` is the URL part per language (the route table).
 */
export const MenuPages: CollectionConfig = {
  slug: 'menu-pages',
  labels: {
    singular: l('Page', 'Pagina', 'Page', 'Seite'),
    plural: l('Pages', "Pagina's", 'Pages', 'Seiten'),
  },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'key', '_status', 'showInMenu', 'sort'],
    group: adminGroups.content,
    ...staffPreview('menu-pages', siteUrl),
  },
  access: contentAccess(publishedOr()),
  trash: true,
  defaultSort: 'sort',
  versions: draftVersions,
  hooks: {
    ...revalidateCollection(({ doc, previousDoc }) => menuPageChangeTags(doc, previousDoc)),
    beforeOperation: [publishUnlessDraft],
  },
  fields: [
    {
      type: 'tabs',
      tabs: [
        {
          label: l('Page', 'Pagina', 'Page', 'Seite'),
          fields: [
            {
              name: 'title',
              type: 'text',
              required: true,
              localized: true,
              label: l('Title', 'Titel', 'Titre', 'Titel'),
            },
            {
              type: 'row',
              fields: [
                {
                  name: 'key',
                  type: 'text',
                  required: true,
                  unique: true,
                  label: l('Page key', 'Paginasleutel', 'Clé de la page', 'Seitenschlüssel'),
                  admin: {
                    description: l(
                      'Original path, e.g. home, for-sale, contact',
                      'Oorspronkelijk pad, bv. home, for-sale, contact',
                      "Chemin d'origine, p. ex. home, for-sale, contact",
                      'Ursprünglicher Pfad, z. B. home, for-sale, contact',
                    ),
                  },
                },
                {
                  name: 'path',
                  type: 'text',
                  localized: true,
                  label: l('Path', 'Pad', 'Chemin', 'Pfad'),
                  admin: {
                    description: l(
                      'URL in this language, without slashes; empty for home',
                      'URL in deze taal, zonder schuine strepen; leeg voor de startpagina',
                      "URL dans cette langue, sans barres obliques ; vide pour la page d'accueil",
                      'URL in dieser Sprache, ohne Schrägstriche; leer für die Startseite',
                    ),
                  },
                  validate: (value: string | null | undefined) =>
                    !value || pathPattern.test(value) || 'Use letters, digits and hyphens, parts separated by /',
                },
              ],
            },
            {
              type: 'row',
              fields: [
                {
                  name: 'showInMenu',
                  type: 'checkbox',
                  defaultValue: true,
                  label: l('Show in menu', 'Tonen in menu', 'Afficher dans le menu', 'Im Menü anzeigen'),
                },
                {
                  name: 'sort',
                  type: 'number',
                  defaultValue: 0,
                  label: l('Sort order', 'Volgorde', 'Ordre', 'Reihenfolge'),
                },
              ],
            },
            {
              name: 'parent',
              type: 'relationship',
              relationTo: 'menu-pages',
              label: l('Parent page', 'Bovenliggende pagina', 'Page parente', 'Übergeordnete Seite'),
            },
            {
              name: 'description',
              type: 'textarea',
              localized: true,
              label: l('Description', 'Beschrijving', 'Description', 'Beschreibung'),
            },
            {
              name: 'content',
              type: 'richText',
              localized: true,
              label: l('Content', 'Inhoud', 'Contenu', 'Inhalt'),
            },
            {
              name: 'modules',
              type: 'blocks',
              blocks: moduleBlocks,
              label: l('Modules', 'Modules', 'Modules', 'Module'),
              labels: {
                singular: l('Module', 'Module', 'Module', 'Modul'),
                plural: l('Modules', 'Modules', 'Modules', 'Module'),
              },
            },
          ],
        },
        {
          label: l('Layout', 'Opmaak', 'Mise en page', 'Gestaltung'),
          fields: [
            {
              type: 'row',
              fields: [
                {
                  name: 'type',
                  type: 'select',
                  defaultValue: 'page',
                  label: l('Page type', 'Paginatype', 'Type de page', 'Seitentyp'),
                  options: options([
                    ['page', l('Page', 'Pagina', 'Page', 'Seite')],
                    ['redirect', l('Redirect', 'Doorverwijzing', 'Redirection', 'Weiterleitung')],
                  ]),
                },
                // A site path, or another site's address set by an administrator.
                {
                  name: 'redirectUrl',
                  type: 'text',
                  validate: redirectTargetField,
                  label: l('Redirect URL', 'Doorverwijzings-URL', 'URL de redirection', 'Weiterleitungs-URL'),
                },
              ],
            },
            {
              type: 'row',
              fields: [
                {
                  name: 'showBreadCrumb',
                  type: 'checkbox',
                  defaultValue: true,
                  label: l(
                    'Show breadcrumb',
                    'Kruimelpad tonen',
                    "Afficher le fil d'Ariane",
                    'Brotkrümelnavigation anzeigen',
                  ),
                },
                {
                  name: 'showPageBanner',
                  type: 'checkbox',
                  defaultValue: false,
                  label: l(
                    'Show page banner',
                    'Paginabanner tonen',
                    'Afficher la bannière de page',
                    'Seitenbanner anzeigen',
                  ),
                },
              ],
            },
            { name: 'image', type: 'upload', relationTo: 'media', label: l('Image', 'Afbeelding', 'Image', 'Bild') },
            {
              name: 'bannerTitle',
              type: 'text',
              localized: true,
              label: l('Banner title', 'Bannertitel', 'Titre de la bannière', 'Bannertitel'),
            },
            {
              name: 'bannerDescription',
              type: 'textarea',
              localized: true,
              label: l('Banner text', 'Bannertekst', 'Texte de la bannière', 'Bannertext'),
            },
            {
              name: 'css',
              type: 'textarea',
              label: l('Custom CSS', 'Eigen CSS', 'CSS personnalisé', 'Eigenes CSS'),
              admin: {
                description: l(
                  'CSS class names for this page, separated by spaces',
                  'CSS-klassen voor deze pagina, gescheiden door spaties',
                  'Classes CSS de cette page, séparées par des espaces',
                  'CSS-Klassen dieser Seite, durch Leerzeichen getrennt',
                ),
              },
            },
          ],
        },
        {
          label: l('SEO', 'SEO', 'SEO', 'SEO'),
          fields: [
            {
              name: 'isActiveSEO',
              type: 'checkbox',
              defaultValue: true,
              label: l('SEO enabled', 'SEO actief', 'SEO activé', 'SEO aktiviert'),
            },
            {
              name: 'meta',
              type: 'group',
              label: l('Metadata', 'Metagegevens', 'Métadonnées', 'Metadaten'),
              fields: [
                {
                  name: 'pageTitle',
                  type: 'text',
                  localized: true,
                  label: l('Page title', 'Paginatitel', 'Titre de la page', 'Seitentitel'),
                },
                {
                  name: 'metadataTitle',
                  type: 'text',
                  localized: true,
                  label: l('Meta title', 'Metatitel', 'Titre méta', 'Meta-Titel'),
                },
                {
                  name: 'metadataDescription',
                  type: 'textarea',
                  localized: true,
                  label: l('Meta description', 'Metabeschrijving', 'Méta-description', 'Meta-Beschreibung'),
                },
                {
                  name: 'ogTitle',
                  type: 'text',
                  localized: true,
                  label: l('Open Graph title', 'Open Graph-titel', 'Titre Open Graph', 'Open-Graph-Titel'),
                },
                {
                  name: 'ogDescription',
                  type: 'textarea',
                  localized: true,
                  label: l(
                    'Open Graph description',
                    'Open Graph-beschrijving',
                    'Description Open Graph',
                    'Open-Graph-Beschreibung',
                  ),
                },
                {
                  name: 'ogImage',
                  type: 'upload',
                  relationTo: 'media',
                  label: l('Open Graph image', 'Open Graph-afbeelding', 'Image Open Graph', 'Open-Graph-Bild'),
                },
                {
                  name: 'twitterTitle',
                  type: 'text',
                  localized: true,
                  label: l('Twitter title', 'Twitter-titel', 'Titre Twitter', 'Twitter-Titel'),
                },
                {
                  name: 'twitterDescription',
                  type: 'textarea',
                  localized: true,
                  label: l(
                    'Twitter description',
                    'Twitter-beschrijving',
                    'Description Twitter',
                    'Twitter-Beschreibung',
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
