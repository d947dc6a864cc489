// The folder-level half of the layer rules (docs/decisions/002, 020): ESLint's zones in
// eslint.config.js forbid each upward import by name; this forbids any loop between folders, which
// a list of zones cannot, e.g. two server modules that import each other. Run by `npm run lint`
// and the lint part of `npm test`.
/** @type {import('dependency-cruiser').IConfiguration} */
export default {
  forbidden: [
    {
      name: 'no-folder-cycle',
      comment:
        'Folders import each other in a loop. Move what both need down a layer, or let the lower ' +
        'one define a type the upper one fills in (as notification sources and export parts do).',
      severity: 'error',
      scope: 'folder',
      from: { path: '^src/(server|web)/' },
      to: { circular: true },
    },
  ],
  options: {
    // Tests drive a module through the whole app (#server/app), so they sit outside the layers.
    exclude: { path: ['\\.test\\.tsx?$', '(^|/)node_modules/'] },
    doNotFollow: { path: '(^|/)node_modules/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.mjs', '.js', '.json'] },
  },
};
