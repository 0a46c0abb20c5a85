/**
 * How the project runs one of its TypeScript files in a child Node process.
 *
 * `--conditions=production` makes Lexical (loaded with the Payload config) resolve to its
 * production modules instead of its `.node.mjs` wrappers, whose top-level `await import()`
 * across a dozen packages now and then never settles on Node 20 (about one start in six here:
 * the process waits forever, or exits 13 on an unsettled top-level await).
 */
export function typescriptNode(file: string, ...args: string[]): string[] {
  return ['--conditions=production', '--import', 'tsx', file, ...args]
}
