/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The API serves this build at /admin (SPA fallback to index.html) and the API at /api on the
// same origin, so the session cookie is first-party. `npm run dev` proxies /api to a local API.
const apiTarget = process.env.API_URL ?? 'http://localhost:3000';

/** Packages that every admin page needs; the rest of node_modules follows the route that uses it. */
const vendorGroups: { name: string; test: RegExp; priority: number }[] = [
  {
    name: 'react',
    test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|cookie|set-cookie-parser)[\\/]/,
    priority: 30,
  },
  {
    name: 'mui',
    test: /[\\/]node_modules[\\/](@mui|@emotion|@popperjs|@babel[\\/]runtime|react-transition-group|react-is|stylis|hoist-non-react-statics|clsx|prop-types)[\\/]/,
    priority: 20,
  },
  { name: 'react-admin', test: /[\\/]node_modules[\\/]/, priority: 10 },
];

export default defineConfig({
  base: '/admin/',
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // `$initial` keeps modules that only lazy-loaded pages use out of the upfront chunks.
          groups: vendorGroups.map((group) => ({ ...group, tags: ['$initial'] })),
        },
      },
    },
  },
  server: {
    proxy: { '/api': { target: apiTarget, changeOrigin: false } },
  },
  // The unit tests share their modules (react-admin, MUI) instead of loading them once per file: 95 % of the run was
  // loading them (13 s). None keeps state between files; the one that replaces `fetch` puts it back.
  test: { isolate: false },
});
