/**
 * Where the property page's beacon posts (src/app/(site)/api/views/route.ts): under `/api/`,
 * which the proxy leaves alone, and a static route that Next picks before Payload's `/api/*`.
 */
export const VIEWS_PATH = '/api/views'
