import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { constants, gzipSync } from 'node:zlib';
import { reactRouter } from '@react-router/dev/vite';
import { defineConfig, type Plugin } from 'vite';

/**
 * Writes `<file>.gz` beside every script, stylesheet and SVG of the client build, compressed once at
 * the highest level; the server sends it to browsers that accept gzip instead of compressing on
 * every request (backend/src/web/web-handler.ts).
 */
function precompress(): Plugin {
  return {
    name: 'medtour:precompress',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    writeBundle(options, bundle) {
      for (const file of Object.keys(bundle)) {
        if (!/\.(js|css|svg)$/.test(file)) continue;
        const path = join(options.dir!, file);
        writeFileSync(`${path}.gz`, gzipSync(readFileSync(path), { level: constants.Z_BEST_COMPRESSION }));
      }
    },
  };
}

export default defineConfig({
  plugins: [reactRouter(), precompress()],
  build: {
    // Every supported browser has native modulepreload; skip the polyfill bytes.
    modulePreload: { polyfill: false },
    sourcemap: false,
  },
  server: {
    // `npm run dev`: the API runs separately on port 3000.
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
});
