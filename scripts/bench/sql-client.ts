/**
 * One SQL client for the bench's two engines: the embedded PGlite of a folder, opened in this
 * process (taking its lock, as the launcher does), or a PostgreSQL server through node-postgres.
 */
import pg from 'pg'
import { openEmbeddedDatabase } from '../../src/platform/db/embedded'

export interface SqlClient {
  query<T>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>
  /** Several statements, no parameters. */
  exec(sql: string): Promise<unknown>
}

export interface OpenSqlClient extends SqlClient {
  engine: 'pglite' | 'postgres'
  close(): Promise<void>
}

export async function openSqlClient(target: { url: string } | { dataDir: string }): Promise<OpenSqlClient> {
  if ('dataDir' in target) {
    const opened = await openEmbeddedDatabase(target.dataDir)
    return {
      engine: 'pglite',
      query: async <T>(sql: string, params?: unknown[]) => ({ rows: (await opened.db.query<T>(sql, params)).rows }),
      exec: (sql: string) => opened.db.exec(sql),
      close: () => opened.close(),
    }
  }
  const client = new pg.Client({ connectionString: target.url })
  await client.connect()
  return {
    engine: 'postgres',
    query: async <T>(sql: string, params?: unknown[]) => ({
      rows: (await client.query(sql, params)).rows as T[],
    }),
    exec: (sql: string) => client.query(sql),
    close: () => client.end(),
  }
}
