/**
 * How many connections the embedded database serves: with more, pglite-socket 0.2.17 mixes up
 * the replies of different connections, without an error (tests/int/seed.int.test.ts
 * checks parallel reads and writes). The socket server and Payload's pool share it.
 */
export const EMBEDDED_MAX_CONNECTIONS = 2
