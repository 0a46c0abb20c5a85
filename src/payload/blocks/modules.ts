import type { Block, Field } from 'payload'

/** Fields every page module has (SPEC §3 Module). */
const common: Field[] = [
  { name: 'title', type: 'text', localized: true },
  {
    type: 'row',
    fields: [
      {
        name: 'titleSize',
        type: 'select',
        defaultValue: 'h2',
        options: ['h2', 'h3', 'h4'].map((v) => ({ label: v, value: v })),
      },
      { name: 'status', type: 'checkbox', defaultValue: true, admin: { description: 'Shown when on' } },
      { name: 'cssClass', type: 'text' },
    ],
  },
  { name: 'description', type: 'textarea', localized: true },
  {
    name: 'col',
    type: 'group',
    admin: { description: 'Column width out of 12 per breakpoint' },
    fields: [
      {
        type: 'row',
        fields: [
          { name: 'sm', type: 'number', min: 1, max: 12, defaultValue: 12 },
          { name: 'md', type: 'number', min: 1, max: 12, defaultValue: 12 },
          { name: 'lg', type: 'number', min: 1, max: 12, defaultValue: 12 },
        ],
      },
    ],
  },
]

const background: Field[] = [
  {
    name: 'backgroundType',
    type: 'select',
    defaultValue: 'none',
    options: ['none', 'image', 'gallery', 'video', 'color'].map((v) => ({ label: v, value: v })),
  },
  { name: 'image', type: 'upload', relationTo: 'media' },
  { name: 'images', type: 'upload', relationTo: 'media', hasMany: true },
  { name: 'videoUrl', type: 'text' },
  { name: 'colorBackground', type: 'text' },
]

export const PropertyListBlock: Block = {
  slug: 'propertyList',
  interfaceName: 'PropertyListModule',
  fields: [
    ...common,
    {
      name: 'goal',
      type: 'select',
      defaultValue: 'all',
      options: ['all', 'sale', 'rent'].map((v) => ({ label: v, value: v })),
    },
    {
      type: 'row',
      fields: [
        { name: 'maxItems', type: 'number', min: 1, max: 100 },
        { name: 'numberItemOfRow', type: 'number', min: 1, max: 6, defaultValue: 4 },
        {
          name: 'view',
          type: 'select',
          defaultValue: 'grid',
          options: ['grid', 'list', 'map'].map((v) => ({ label: v, value: v })),
        },
      ],
    },
  ],
}

export const CategoryBlock: Block = {
  slug: 'category',
  interfaceName: 'CategoryModule',
  fields: [
    ...common,
    { name: 'category', type: 'relationship', relationTo: 'categories' },
    { name: 'isHasSubcategories', type: 'checkbox', defaultValue: true },
    {
      name: 'view',
      type: 'select',
      defaultValue: 'collapsible',
      options: ['collapsible', 'cards'].map((v) => ({ label: v, value: v })),
    },
  ],
}

export const ArticleBlock: Block = {
  slug: 'article',
  interfaceName: 'ArticleModule',
  fields: [
    ...common,
    {
      name: 'kind',
      type: 'select',
      defaultValue: 'service',
      options: ['service', 'testimonial'].map((v) => ({ label: v, value: v })),
    },
    { name: 'articles', type: 'relationship', relationTo: 'articles', hasMany: true },
    { name: 'numberItemOfRow', type: 'number', min: 1, max: 6, defaultValue: 3 },
    { name: 'maxItems', type: 'number', min: 1, max: 100 },
  ],
}

export const ContactFormBlock: Block = {
  slug: 'contactForm',
  interfaceName: 'ContactFormModule',
  fields: [
    ...common,
    {
      name: 'form',
      type: 'select',
      required: true,
      defaultValue: 'site-contact',
      options: ['site-contact', 'contact-demand', 'demand-register', 'contact-appointment', 'contact-construction'].map(
        (v) => ({ label: v, value: v }),
      ),
    },
  ],
}

export const BannerBlock: Block = {
  slug: 'banner',
  interfaceName: 'BannerModule',
  fields: [...common, ...background, { name: 'showSearch', type: 'checkbox', defaultValue: false }],
}

export const RichTextBlock: Block = {
  slug: 'richText',
  interfaceName: 'RichTextModule',
  fields: [...common, { name: 'content', type: 'richText', localized: true }],
}

export const TeamBlock: Block = {
  slug: 'team',
  interfaceName: 'TeamModule',
  fields: [
    ...common,
    {
      name: 'members',
      type: 'relationship',
      relationTo: 'team-members',
      hasMany: true,
      admin: { description: 'Empty shows the whole team' },
    },
    { name: 'numberItemOfRow', type: 'number', min: 1, max: 6, defaultValue: 4 },
  ],
}

export const moduleBlocks: Block[] = [
  PropertyListBlock,
  CategoryBlock,
  ArticleBlock,
  ContactFormBlock,
  BannerBlock,
  RichTextBlock,
  TeamBlock,
]
