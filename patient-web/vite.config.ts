import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const CLIENT_MANIFEST_ID = 'virtual:client-manifest';
const clientManifestFile = fileURLToPath(new URL('./dist/client/.vite/manifest.json', import.meta.url));

/**
 * Gives the server bundle the client build's manifest (`import manifest from 'virtual:client-manifest'`),
 * so that the rendered page can `modulepreload` the chunks of the matched lazy routes without a
 * request waterfall. `npm run build` builds the client first, so the manifest exists by then; without
 * it (dev server) the module is an empty object and no preload links are written.
 */
function clientManifest(): Plugin {
  const resolvedId = `\0${CLIENT_MANIFEST_ID}`;
  return {
    name: 'medtour:client-manifest',
    resolveId(source) {
      return source === CLIENT_MANIFEST_ID ? resolvedId : undefined;
    },
    load(id) {
      if (id !== resolvedId) return undefined;
      const json = existsSync(clientManifestFile) ? readFileSync(clientManifestFile, 'utf8') : '{}';
      return `export default ${json};`;
    },
  };
}

/**
 * Writes `<file>.gz` beside every script, stylesheet and SVG of the client build, compressed once at
 * the highest level; the server sends it to browsers that accept gzip instead of compressing on
 * every request (backend/src/web/web-handler.ts).
 */
function precompress(): Plugin {
  return {
    name: 'medtour:precompress',
    apply: 'build',
    writeBundle(options, bundle) {
      for (const file of Object.keys(bundle)) {
        if (!/\.(js|css|svg)$/.test(file)) continue;
        const path = join(options.dir!, file);
        writeFileSync(`${path}.gz`, gzipSync(readFileSync(path), { level: constants.Z_BEST_COMPRESSION }));
      }
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  base: '/',
  // public/ (favicon) belongs to the client build only.
  publicDir: isSsrBuild ? false : 'public',
  plugins: [react(), clientManifest(), ...(isSsrBuild ? [] : [precompress()])],
  build: {
    // The client manifest maps route modules to their hashed chunks (read by the SSR build).
    manifest: !isSsrBuild,
    // Every supported browser has native modulepreload; skip the polyfill bytes.
    modulePreload: { polyfill: false },
    sourcemap: false,
  },
  server: {
    // `npm run dev` renders on the client only; the API runs separately on port 3000.
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
}));
