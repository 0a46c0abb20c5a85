/**
 * The layers of `src/`, top to bottom (docs/architecture.md says what goes where). A module may
 * import its own layer and the layers below it, never one above; and no two folders import each
 * other, directly or round a longer loop. `npm test` runs this (the "layers" step).
 */
const layers = [
  { name: 'entry', path: '^src/(app|server)/|^src/(instrumentation[^/]*|proxy)\\.ts$' },
  { name: 'site', path: '^src/site/' },
  { name: 'features', path: '^src/features/' },
  { name: 'ui', path: '^src/ui/' },
  { name: 'platform', path: '^src/(platform|payload)/' },
  { name: 'base', path: '^src/(i18n|domain)/' },
]

// Payload's config and the content-model index list every feature's collections: they are the
// composition root of the back office, like src/app is of the site, and are left out of the
// graph (src/payload/local-api.ts builds the Payload instance from the config).
const compositionRoots = '^src/payload/(payload\\.config|content-model)\\.ts$'

const upward = layers.flatMap((layer, index) =>
  index === 0
    ? []
    : [
        {
          name: `no-${layer.name}-to-higher-layer`,
          comment: `${layer.name} imports only its own layer and those below it`,
          severity: 'error',
          from: { path: layer.path, pathNot: '\\.test\\.tsx?$' },
          to: {
            path: layers
              .slice(0, index)
              .map((l) => `(${l.path})`)
              .join('|'),
          },
        },
      ],
)

module.exports = {
  forbidden: [
    ...upward,
    {
      name: 'no-folder-cycle',
      comment: 'no two folders import each other, directly or through others',
      severity: 'error',
      scope: 'folder',
      from: { path: '^src/' },
      to: { path: '^src/', circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: [compositionRoots, '\\.test\\.tsx?$', '^src/payload/payload-types\\.ts$', '\\.css$'] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
}
