import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { constants, gzip } from 'node:zlib';
import { gzipAsync } from '@gfx/zopfli';
import { reactRouter } from '@react-router/dev/vite';
import { defineConfig, type Plugin } from 'vite';

const zlibGzip = promisify(gzip);

/**
 * Writes `<file>.gz` beside every script, stylesheet and SVG of the client build, compressed once with
 * Zopfli (plain gzip that every browser reads, about 3 % smaller than zlib's best level); the server
 * sends it to browsers that accept gzip instead of compressing on every request
 * (backend/src/web/web-handler.ts). `PRECOMPRESS=zlib` (npm test's build) takes zlib's best level
 * instead: the same files and headers in 0.04 s instead of some 4.5 s of CPU.
 */
function precompress(): Plugin {
  const method = process.env.PRECOMPRESS ?? 'zopfli';
  if (method !== 'zopfli' && method !== 'zlib') throw new Error(`PRECOMPRESS must be zopfli (the default) or zlib, not "${method}"`);
  const compress = (data: Buffer) =>
    method === 'zlib' ? zlibGzip(data, { level: constants.Z_BEST_COMPRESSION }) : gzipAsync(data, { numiterations: 15 });
  return {
    name: 'medtour:precompress',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    async writeBundle(options, bundle) {
      const files = Object.keys(bundle).filter((file) => /\.(js|css|svg)$/.test(file));
      for (const file of files) {
        const path = join(options.dir!, file);
        await writeFile(`${path}.gz`, await compress(await readFile(path)));
      }
      // Beside the served files, not among them: `npm run bench` weighs the pages as served, and refuses npm test's build.
      await writeFile(join(options.dir!, '..', 'precompressed-with.txt'), `${method}\n`);
    },
  };
}

/**
 * React Router's package exports point at its development build (`dist/development`), which differs
 * from the `dist/production` build it ships beside it only in `ENABLE_DEV_WARNINGS = true`: dev-only
 * console warnings and developer hints in the default boundaries. The browser build takes the
 * production one (0.6 kB gzip less on every page). `npm run dev` and the server build keep the
 * package's own resolution: the server build and @react-router/express must share one copy.
 */
function reactRouterProductionBuild(): Plugin {
  return {
    name: 'medtour:react-router-production',
    apply: 'build',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.name === 'client',
    async resolveId(source, importer, options) {
      if (source !== 'react-router' && source !== 'react-router/dom') return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!resolved) return null;
      const production = resolved.id.replace(/([\\/])react-router\1dist\1development\1/, '$1react-router$1dist$1production$1');
      if (production === resolved.id) return resolved;
      if (!existsSync(production)) {
        this.warn(`React Router's production build is not at ${production}: the development build is bundled`);
        return resolved;
      }
      return { ...resolved, id: production };
    },
    // Its unused components (NavLink, ScrollRestoration, Await…) and contexts are then left out: the
    // bundler keeps a module-level `X.displayName = "X"` (a property write) and a `React.forwardRef()`
    // call (not marked pure), and with them all they reach. Only React DevTools reads these names.
    // 0.5 kB gzip less on every page. Its `warning()` calls keep their condition but lose their
    // one-line message (developers' hints in the console, ~4 kB of English): 0.9 kB gzip less. Its
    // thrown errors (`invariant`) keep theirs.
    transform: {
      filter: { id: /[\\/]react-router[\\/]dist[\\/]production[\\/].*\.mjs$/ },
      handler(code) {
        return code
          .replace(/^[\w$]+\.displayName = "[^"]*";$/gm, '')
          .replace(/(?<!__PURE__\*\/ )\b(React\d*\.(?:forwardRef|createContext|memo)\()/g, '/* @__PURE__ */ $1')
          .replace(/\bwarning\((\n\s+[^\n]+,)\n(\s+)[^\n]+\n(\s*)\);/g, 'warning($1\n$2""\n$3);')
          .replace(/\bwarning\(([^,\n]+), (?:"[^"\n]*"|`[^`\n]*`)\);/g, 'warning($1, "");');
      },
    },
  };
}

export default defineConfig({
  plugins: [reactRouterProductionBuild(), reactRouter(), precompress()],
  build: {
    // Every supported browser has native modulepreload; skip the polyfill bytes.
    modulePreload: { polyfill: false },
    sourcemap: false,
    rolldownOptions: {
      output: {
        // Fewer, larger files compress better: what every page loads is one file. React, React DOM and
        // React Router; the document (root.tsx, whose route file is then a one-line re-export), the
        // site frame and the landing page's cards with what they use; hydrate.tsx (entry.client.tsx).
        // Measured on the landing page, JavaScript gzip: 111.2 kB as three files (libraries, frame,
        // root), 110.6 kB as one. The price: a change to one of these modules renames the whole file.
        // Keep what only other pages use out of these modules (HospitalListCard, Details, Stars,
        // format-more.ts), and mind what the modules they import export to other pages: all of a module
        // in the group ships here (contracts' payments.js brought the offline payment helpers, 0.3 kB).
        // Keep libraries only other pages load out of the group: openapi-fetch (the browser calls the API
        // from the dashboard and the assistant only) added 2.3 kB to the landing page's file; valibot
        // checks the forms of the dashboard's pages only (forms/schema.ts).
        codeSplitting: {
          groups: [
            {
              name: 'shared',
              test: /\/node_modules\/(?!openapi-fetch\/|valibot\/)|\/src\/((root|hydrate)\.tsx|(site|format|seo|server-document)\.ts|components\/(Layout|Pages|Toaster|NotFound|HospitalCard|TreatmentCard|Lists|Rating)\.tsx)$/,
            },
          ],
        },
      },
    },
  },
  server: {
    // `npm run dev`: the API runs separately on port 3000.
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
});
