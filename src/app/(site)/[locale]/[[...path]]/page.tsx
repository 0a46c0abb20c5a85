import { sitePage } from '@/site/page-route'

// Rendered on first request, then served from the cache until the content changes.
export const dynamicParams = true
export function generateStaticParams() {
  return []
}

const { Page, generateMetadata } = sitePage()
export { generateMetadata }
export default Page
