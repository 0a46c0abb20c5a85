/*
 * The server's entry: `node src/server/run.cjs [--dev]` (scripts/site-server.ts).
 *
 * Its TypeScript (main.ts and the modules it imports, loaded at once) is compiled as it loads
 * by tsx's require hook, which is then removed: Next requires some of its own files on every
 * request, and the hook would look at each (about 1–2 % of a cached page's cost). Not tsx's ESM
 * loader (`node --import tsx`): once registered, it receives every dynamic import() of the
 * process on a thread of its own, 0.2–0.5 ms each here.
 */
// eslint-disable-next-line @typescript-eslint/no-require-imports -- a CommonJS entry: require is its import
const { register } = require('tsx/cjs/api')

const unregister = register()
// eslint-disable-next-line @typescript-eslint/no-require-imports
require('./main.ts')
unregister()
