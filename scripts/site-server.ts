import path from 'node:path'

/**
 * The arguments of `node` that start the site's server (src/server/main.ts): Next inside a
 * plain Node HTTP server, in development mode with `dev`. Its TypeScript is run by tsx, as the
 * project's scripts are; without `--conditions=production` (scripts/typescript-node.ts), so the
 * packages Next loads at run time resolve as under `next start`.
 */
export function siteServerArgs(root: string, dev = false): string[] {
  return ['--import', 'tsx', path.join(root, 'src/server/main.ts'), ...(dev ? ['--dev'] : [])]
}
