/** The one method of a node-postgres pool that rate-limiter-flexible calls. */
export interface QueryablePool {
  query(query: { text: string; values?: unknown[] }): Promise<unknown>
}

/**
 * A pool as rate-limiter-flexible's store client, running every statement without a name: the
 * embedded database runs all connections on one session, where the library's named prepared
 * statements would collide.
 */
export function unnamedStatements(pool: QueryablePool): QueryablePool {
  return { query: (q) => pool.query({ text: q.text, values: q.values }) }
}
