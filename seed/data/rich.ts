import type { RichBlock } from '../lexical'
import { Tr } from '../localized'
import type { RichTr } from '../types'

/** A second-level heading inside a rich text. */
export const h = (text: string): RichBlock => ({ h: 2, text })

/** A third-level heading inside a rich text. */
export const h3 = (text: string): RichBlock => ({ h: 3, text })

/** Rich text in the four languages, in the order nl, fr, en, de. */
export const rich = (nl: RichBlock[], fr: RichBlock[], en: RichBlock[], de: RichBlock[]): RichTr =>
  new Tr({ nl, fr, en, de })
