import net from 'node:net'
import { describe, expect, it } from 'vitest'
import { isDatabaseUnreachable, nothingUnlessUnreachable } from './unreachable'

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code })

/** What connecting to a closed port really throws on this machine. */
function refusedConnection(): Promise<Error> {
  return new Promise((resolve) => {
    const server = net.createServer()
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo
      server.close(() => {
        const socket = net.connect({ port, host: 'localhost' })
        socket.once('error', resolve)
      })
    })
  })
}

describe('what counts as "the database is unreachable"', () => {
  it('a refused, reset or timed-out connection, as Node reports it', async () => {
    expect(isDatabaseUnreachable(await refusedConnection())).toBe(true)
    expect(isDatabaseUnreachable(withCode('read ECONNRESET', 'ECONNRESET'))).toBe(true)
    expect(isDatabaseUnreachable(withCode('connect ETIMEDOUT 10.0.0.1:5432', 'ETIMEDOUT'))).toBe(true)
    expect(isDatabaseUnreachable(withCode('getaddrinfo ENOTFOUND db.internal', 'ENOTFOUND'))).toBe(true)
  })

  it("node-postgres's and its pool's own messages, which carry no code", () => {
    for (const message of [
      'Connection terminated unexpectedly',
      'Connection terminated due to connection timeout',
      'Query read timeout',
      'timeout exceeded when trying to connect',
      'Client has encountered a connection error and is not queryable',
    ])
      expect(isDatabaseUnreachable(new Error(message)), message).toBe(true)
  })

  it('PostgreSQL refusing or dropping the session: shutdown, too many connections, our statement timeout', () => {
    expect(isDatabaseUnreachable(withCode('terminating connection due to administrator command', '57P01'))).toBe(true)
    expect(isDatabaseUnreachable(withCode('the database system is starting up', '57P03'))).toBe(true)
    expect(isDatabaseUnreachable(withCode('sorry, too many clients already', '53300'))).toBe(true)
    expect(isDatabaseUnreachable(withCode('canceling statement due to statement timeout', '57014'))).toBe(true)
    expect(isDatabaseUnreachable(withCode('connection failure', '08006'))).toBe(true)
  })

  it('the cause inside the wrappers of drizzle and Payload', () => {
    const drizzle = new Error('Failed query: select "id" from "leads"\nparams: ', {
      cause: new Error('Connection terminated unexpectedly'),
    })
    expect(isDatabaseUnreachable(drizzle)).toBe(true)
    expect(isDatabaseUnreachable(new Error('Error: cannot connect to Postgres', { cause: drizzle }))).toBe(true)
    // Payload's transactions keep only the message of what went wrong.
    expect(
      isDatabaseUnreachable(new Error('Error: cannot begin transaction: connect ECONNREFUSED 127.0.0.1:4511')),
    ).toBe(true)
  })

  it('not an error the database answered: a bad query, a duplicate, a failed check', () => {
    expect(isDatabaseUnreachable(withCode('syntax error at or near "selec"', '42601'))).toBe(false)
    expect(isDatabaseUnreachable(withCode('duplicate key value violates unique constraint', '23505'))).toBe(false)
    expect(
      isDatabaseUnreachable(new Error('Failed query: insert into "leads"', { cause: withCode('null value', '23502') })),
    ).toBe(false)
    expect(isDatabaseUnreachable(new Error('The following field is invalid: email'))).toBe(false)
  })

  it('not something that is no error at all', () => {
    for (const value of [undefined, null, 'Connection terminated unexpectedly', 42, {}])
      expect(isDatabaseUnreachable(value), String(value)).toBe(false)
  })

  it('stops on an error that is its own cause', () => {
    const loop: Error & { cause?: unknown } = new Error('loop')
    loop.cause = loop
    expect(isDatabaseUnreachable(loop)).toBe(false)
  })
})

describe('a read taken as "nothing there" when it fails', () => {
  it('is nothing after an error the database answered, and throws on an unreachable database', () => {
    expect(nothingUnlessUnreachable(withCode('invalid input syntax for type integer', '22P02'))).toBeNull()
    const refused = withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')
    expect(() => nothingUnlessUnreachable(refused)).toThrow(refused)
  })
})
