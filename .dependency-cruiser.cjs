/** Architecture rules of DESIGN.md, checked by `npm test`. */
module.exports = {
  forbidden: [
    {
      name: 'domain-is-pure',
      comment: 'src/domain imports nothing of ours but itself (zod is allowed).',
      severity: 'error',
      from: { path: '^src/domain' },
      to: { path: '^src/(?!domain)' },
    },
    {
      name: 'domain-no-io',
      comment: 'src/domain does no I/O: no node builtins, no framework.',
      severity: 'error',
      from: { path: '^src/domain' },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'web-not-server',
      severity: 'error',
      from: { path: '^src/web' },
      to: { path: '^src/server' },
    },
    {
      name: 'server-not-web',
      severity: 'error',
      from: { path: '^src/server' },
      to: { path: '^src/web' },
    },
    {
      name: 'feature-isolation',
      comment: 'A web feature does not import another feature: compose them in app/ routes.',
      severity: 'error',
      from: { path: '^src/web/features/([^/]+)/' },
      to: { path: '^src/web/features/', pathNot: '^src/web/features/$1/' },
    },
    {
      name: 'only-realtime-touches-socketio',
      severity: 'error',
      from: { path: '^src/server', pathNot: '^src/server/realtime/' },
      to: { path: 'node_modules/(socket\\.io|@socket\\.io)' },
    },
    {
      name: 'only-db-touches-driver',
      severity: 'error',
      from: { path: '^src/server', pathNot: '^src/server/db/' },
      to: { path: 'node_modules/(pg|@electric-sql/pglite|drizzle-orm/(pglite|node-postgres))/' },
    },
    {
      name: 'no-circular',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default'],
    },
  },
};
