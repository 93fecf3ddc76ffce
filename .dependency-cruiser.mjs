// The backend's module boundaries, checked by dependency-cruiser as part of `npm run lint`
// (`depcruise backend/src`), and cycles between its files.
//
// A module is a folder of backend/src/modules/. Its public file, index.ts, re-exports what other modules
// may use (services, entities, DTOs, pure functions); everything else in the folder is its own. Modules
// form layers, each using only modules below it: users at the bottom, then audit, notifications, the
// catalogue, settings …, up to privacy and trip plans. What a lower
// module must make happen in a higher one goes through the outbox (a job) or, inside a transaction, through
// a hook the lower module defines and the higher one provides (`BookingTransitionEffects`).
//
// Not checked: unit specs (`*.spec.ts`, they may reach into any module, as backend/test does) and the
// composition roots outside modules/ (app.module, worker.module, database/, api.factory), which wire modules'
// insides together by design.
const MODULE = '^backend/src/modules/([^/]+)/';

/** @type {import('dependency-cruiser').IConfiguration} */
export default {
  forbidden: [
    {
      name: 'module-internals',
      severity: 'error',
      comment:
        "A module uses another only through its public file: import from '../<module>/index.js' (and export " +
        'there what other modules may use), not from a file inside it.',
      from: { path: MODULE },
      to: {
        path: '^backend/src/modules/',
        pathNot: ['^backend/src/modules/$1/', '^backend/src/modules/[^/]+/index\\.ts$'],
      },
    },
    {
      name: 'module-own-index',
      severity: 'error',
      comment:
        "A module's files import each other directly: its index.ts is for other modules (through it, a file " +
        'would load its whole module and start a cycle inside it).',
      from: { path: MODULE, pathNot: '^backend/src/modules/[^/]+/index\\.ts$' },
      to: { path: '^backend/src/modules/$1/index\\.ts$' },
    },
    {
      name: 'module-cycle',
      severity: 'error',
      comment:
        'Modules depend on each other in one direction only (a module-level cycle, not only between files). ' +
        'Move what both sides need down to the lower one, or make the lower one call the higher one through ' +
        'the outbox or a hook it defines.',
      scope: 'folder',
      from: { path: '^backend/src/modules/[^/]+$' },
      to: { path: '^backend/src/modules/[^/]+$', circular: true },
    },
    {
      name: 'file-cycle',
      severity: 'error',
      comment:
        'Backend files must not import each other in a circle (Nest then sees `undefined` for a provider or an entity ' +
        'at decoration time). A type-only import closes no circle (it is erased), and entities may name each other: ' +
        "a relation's two sides, which MikroORM reads lazily (() => Entity, Rel<>).",
      from: {},
      to: {
        circular: true,
        dependencyTypesNot: ['type-only'],
        viaOnly: { dependencyTypesNot: ['type-only'] },
        viaSomeNot: '\\.entity\\.ts$',
      },
    },
    {
      name: 'infrastructure-imports-module',
      severity: 'error',
      comment:
        'common/, config/, queues/, storage/ and openapi/ are below every module: they must not import one ' +
        '(a type that travels in a job payload lives in queues.ts).',
      from: { path: '^backend/src/(common|config|queues|storage|openapi)/' },
      to: { path: '^backend/src/modules/' },
    },
  ],
  options: {
    includeOnly: '^backend/src/',
    exclude: { path: '\\.spec\\.ts$' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'backend/tsconfig.json' },
  },
};
