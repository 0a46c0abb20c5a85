// The property page's interactive parts, one chunk loaded by property pages only (./lazy.tsx).
export { GalleryController } from './GalleryController'
export { MediaEmbed } from './MediaEmbed'
export { PrintButton } from './PrintButton'
export { Share } from './Share'
export { ViewBeacon } from '@/features/page-views/ViewBeacon'
