import pg from 'pg'

/** Copies of the template database on the PostgreSQL server, one per test file. */
const copyPrefix = (template: string) => `${template}_file_`

async function withAdmin<T>(serverUrl: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const admin = new URL(serverUrl)
  admin.pathname = '/postgres'
  const client = new pg.Client({ connectionString: admin.toString() })
  await client.connect()
  try {
    return await run(client)
  } finally {
    await client.end()
  }
}

/** A new database copied from the one of `serverUrl`; returns its URL. */
export async function copyDatabase(serverUrl: string): Promise<string> {
  const url = new URL(serverUrl)
  const template = url.pathname.slice(1)
  const name = `${copyPrefix(template)}${process.pid}_${Date.now()}`
  await withAdmin(serverUrl, async (client) => {
    // A template must have no session open; the seeding's pool may still hold one.
    await client.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1', [template])
    await client.query(`CREATE DATABASE "${name}" TEMPLATE "${template}"`)
  })
  url.pathname = `/${name}`
  return url.toString()
}

export async function dropDatabase(serverUrl: string, databaseUrl: string): Promise<void> {
  const name = new URL(databaseUrl).pathname.slice(1)
  await withAdmin(serverUrl, (client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`))
}

/** Drops every copy left behind (a file that crashed before its afterAll). */
export async function dropCopies(serverUrl: string): Promise<void> {
  const template = new URL(serverUrl).pathname.slice(1)
  await withAdmin(serverUrl, async (client) => {
    const { rows } = await client.query<{ datname: string }>(
      'SELECT datname FROM pg_database WHERE starts_with(datname, $1)',
      [copyPrefix(template)],
    )
    for (const { datname } of rows) await client.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`)
  })
}
