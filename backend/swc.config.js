/**
 * How SWC compiles the backend's TypeScript, for the build (scripts/build.js) and for Jest alike:
 * legacy decorators with their design-time types (Nest's injection and MikroORM's
 * ReflectMetadataProvider read them) and class fields assigned as tsc's `useDefineForClassFields:
 * false` does. SWC only strips types: `npm run typecheck` is the type check.
 */
export const swcOptions = {
  jsc: {
    parser: { syntax: 'typescript', decorators: true },
    transform: { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: false },
    keepClassNames: true,
    target: 'es2022',
  },
  module: { type: 'es6' },
};
