// One ESLint run for every workspace (`npm run lint`). Formatting is Prettier's job (`npm run format:check`);
// the rules here look for bugs: typescript-eslint's recommended set everywhere, the rules of hooks in the two
// React apps, and no import cycles between the backend's modules.
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import { defineConfig, globalIgnores } from 'eslint/config';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default defineConfig(
  globalIgnores([
    '**/node_modules/',
    '**/dist/',
    '**/build/',
    '**/coverage/',
    '**/playwright-report/',
    '**/test-results/',
    'var/',
    '**/.react-router/',
  ]),

  js.configs.recommended,
  tseslint.configs.recommended,
  {
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // `_name` marks a parameter or binding kept on purpose (a handler's signature, a rest-destructure that drops fields).
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true },
      ],
    },
  },

  // Node scripts and configs written in plain JavaScript.
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: globals.node },
  },

  // The two React apps: hooks must follow the rules of hooks (and the React Compiler's checks in `recommended`).
  {
    files: ['patient-web/src/**/*.{ts,tsx}', 'admin-web/src/**/*.{ts,tsx}'],
    extends: [reactHooks.configs.flat.recommended],
    languageOptions: { globals: globals.browser },
    rules: {
      // Off: these apps set state in effects on purpose (the hydration flag, a field following the URL, loading
      // flags of a fetch, a form following its record); the rule flags each of them and found no bug.
      'react-hooks/set-state-in-effect': 'off',
    },
  },

  // Backend modules must not import each other in a circle (Nest then sees `undefined` for a provider or an
  // entity at decoration time). Relative imports carry `.js` and point at `.ts` sources.
  {
    files: ['backend/src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.js', '.json'], extensionAlias: { '.js': ['.ts', '.js'] } })],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      // Raw SQL goes through `em.execute()`, which runs on the current transaction's connection when there is
      // one. `getConnection().execute()` takes a connection of its own unless given the transaction's
      // context: inside `em.transactional` it waited for a second connection while the first held `begin`,
      // and ten such waits took the whole pool (issue #24). Only the driver's pool may be taken, on the
      // measured hot paths (`getConnection().getNativeClient()`, outside any transaction).
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.callee.property.name='getConnection'][property.name!='getNativeClient']",
          message: 'Use em.execute() (it runs in the current transaction); getConnection() only for getNativeClient() on a hot path.',
        },
        {
          selector: "VariableDeclarator > CallExpression.init[callee.property.name='getConnection']",
          message: 'Use em.execute() (it runs in the current transaction) instead of keeping the connection.',
        },
      ],
    },
  },
);
