/**
 * The widths Payload renders of every upload (100/400/600/1360: docs/rules/content-and-modules.md#media), narrowest first, as
 * WebP. One list for the Media collection (which makes them) and the image adapter (which knows
 * from it which width a missing rendition would have had).
 */
export const MEDIA_SIZES = [
  { name: 'w100', width: 100, quality: 75 },
  { name: 'w400', width: 400, quality: 75 },
  { name: 'w600', width: 600, quality: 75 },
  { name: 'w1360', width: 1360, quality: 78 },
] as const

export type MediaSizeName = (typeof MEDIA_SIZES)[number]['name']
