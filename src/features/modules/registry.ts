import type { Block } from 'payload'
import { ArticleBlock } from './article/block'
import { BannerBlock } from './banner/block'
import { CategoryBlock } from './category/block'
import { ContactFormBlock } from './contact/block'
import { PropertyListBlock } from './property-list/block'
import { RichTextBlock } from './rich-text/block'
import { TeamBlock } from './team/block'
import { TestimonialsBlock } from './testimonials/block'

/** Every page module a menu page may hold (docs/rules/content-and-modules.md), in the back office's order. */
export const moduleBlocks: Block[] = [
  PropertyListBlock,
  CategoryBlock,
  ArticleBlock,
  ContactFormBlock,
  BannerBlock,
  RichTextBlock,
  TeamBlock,
  TestimonialsBlock,
]
