import path from 'node:path'

/**
 * The arguments of `node` that start the site's server (src/server/run.cjs, which loads
 * src/server/main.ts): Next inside a plain Node HTTP server, in development mode with `dev`.
 * Without `--conditions=production` (scripts/typescript-node.ts), so the packages Next loads
 * at run time resolve as under `next start`.
 */
export function siteServerArgs(root: string, dev = false): string[] {
  return [path.join(root, 'src/server/run.cjs'), ...(dev ? ['--dev'] : [])]
}
