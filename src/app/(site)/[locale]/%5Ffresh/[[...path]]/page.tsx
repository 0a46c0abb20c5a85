import { sitePage } from '@/site/page-route'

// The catch-all route's page, rendered for its request and kept nowhere: the proxy sends a
// filtered list or a property page here the first time it is asked
// (src/platform/routing/first-sight.ts).
export const dynamic = 'force-dynamic'

const { Page, generateMetadata } = sitePage()
export { generateMetadata }
export default Page
