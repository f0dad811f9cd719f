// The import graph's rules (docs/decisions/0013-import-layering.md), checked by `npm run lint`
// (`depcruise src --config dependency-cruiser.config.mjs`). eslint.boundaries.js keeps the rules a
// single import breaks; these are the ones only the whole graph shows, and the layering:
//   server: src/server/{main,app,startup}.ts -> modules/<area> -> plugins, lib, db, context, config;
//   client: src/client/app -> features/<area> -> components, lib;
//   both -> src/shared, which imports neither.
// tests/unit/dependency-graph.test.ts adds a violation of each rule to a copy of src and expects it.

/** @type {import('dependency-cruiser').IConfiguration} */
export default {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'No file imports itself through others: what two files share moves into a third below both.',
      severity: 'error',
      from: { path: '^src/' },
      to: { circular: true },
    },
    {
      name: 'no-module-cycle',
      comment:
        'Server modules depend on one another one way only: where two need each other, the shared piece moves below the modules (src/server/lib) or into a module below both.',
      severity: 'error',
      scope: 'folder',
      from: { path: '^src/server/modules/[^/]+/?$' },
      to: { circular: true },
    },
    {
      name: 'module-through-service',
      comment: 'A server module reaches another module through its *.service.ts only, never its repository or helpers.',
      severity: 'error',
      from: { path: '^src/server/modules/([^/]+)/' },
      to: {
        path: '^src/server/modules/',
        pathNot: ['^src/server/modules/$1/', '^src/server/modules/[^/]+/[^/]+[.]service[.]ts$'],
      },
    },
    {
      name: 'server-below-modules',
      comment: 'lib, db, plugins, context and config are below the modules: they never import a module or the app.',
      severity: 'error',
      from: { path: '^src/server/(lib|db|plugins)/|^src/server/(config|context)[.]ts$' },
      to: { path: '^src/server/(modules/|app[.]ts$|main[.]ts$|startup[.]ts$)' },
    },
    {
      name: 'feature-not-feature',
      comment: 'A client feature never imports another feature: a page in src/client/app composes them.',
      severity: 'error',
      from: { path: '^src/client/features/([^/]+)/' },
      to: { path: '^src/client/features/', pathNot: '^src/client/features/$1/' },
    },
    {
      name: 'feature-not-app',
      comment: 'Features are below the app (its pages, routes and shell): they never import it.',
      severity: 'error',
      from: { path: '^src/client/features/' },
      to: { path: '^src/client/app/' },
    },
    {
      name: 'client-shared-not-features',
      comment: 'src/client/components and src/client/lib serve every feature: they import no feature and not the app.',
      severity: 'error',
      from: { path: '^src/client/(components|lib)/' },
      to: { path: '^src/client/(features|app)/' },
    },
    {
      name: 'client-not-server',
      comment: 'The client reaches the server over HTTP only; what both need is in src/shared.',
      severity: 'error',
      from: { path: '^src/client/' },
      to: { path: '^src/server/' },
    },
    {
      name: 'shared-isomorphic',
      comment: 'src/shared runs on both sides: it imports nothing from src/server or src/client.',
      severity: 'error',
      from: { path: '^src/shared/' },
      to: { path: '^src/(server|client)/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // Type-only imports count: a cycle through a type is still a cycle of names.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
  },
};
