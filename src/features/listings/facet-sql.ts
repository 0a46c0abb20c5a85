import { sql } from '@payloadcms/db-postgres'

/**
 * How many published properties each goal, city, type and neighbourhood has: the one grouped
 * query behind the facets (facets.ts). Apart, without server-only, so `npm run bench` times the
 * statement the site sends when the facets' cache is filled again.
 */
export const facetCountsSql = () =>
  sql`SELECT goal, city_id, type_id, neighbourhood_id, count(*) AS n FROM properties WHERE _status = 'published' GROUP BY goal, city_id, type_id, neighbourhood_id`
