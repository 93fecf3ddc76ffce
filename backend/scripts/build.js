#!/usr/bin/env node
// The backend's build: each module of src/ compiled by SWC to dist/ (with its source map), and the
// files the code reads beside itself copied. Under a second, where tsc took eight; types are
// checked by `npm run typecheck`.
import { transformFile } from '@swc/core';
import { copyFile, mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import { basename, dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { swcOptions } from '../swc.config.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const src = join(root, 'src');
const dist = join(root, 'dist');
/** Read at run time from beside the compiled module (e.g. the common-password list, the assistant's corpus). */
const ASSETS = [
  'modules/auth/common-passwords.txt',
  ...(await readdir(join(src, 'modules/understanding/nlu/corpus')))
    .filter((file) => file.endsWith('.json'))
    .map((file) => `modules/understanding/nlu/corpus/${file}`),
];

const sources = (await readdir(src, { recursive: true })).filter((file) => file.endsWith('.ts') && !file.endsWith('.spec.ts'));

await rm(dist, { recursive: true, force: true });
await Promise.all(
  sources.map(async (file) => {
    const from = join(src, file);
    const to = join(dist, file.replace(/\.ts$/, '.js'));
    const { code, map } = await transformFile(from, {
      ...swcOptions,
      sourceMaps: true,
      sourceFileName: relative(dirname(to), from),
      swcrc: false,
    });
    await mkdir(dirname(to), { recursive: true });
    await writeFile(to, `${code}\n//# sourceMappingURL=${basename(to)}.map\n`);
    await writeFile(`${to}.map`, map);
  }),
);
await Promise.all(
  ASSETS.map(async (file) => {
    await mkdir(dirname(join(dist, file)), { recursive: true });
    await copyFile(join(src, file), join(dist, file));
  }),
);
console.log(`Compiled ${sources.length} modules to ${relative(process.cwd(), dist) || 'dist'}`);

// The assistant's corpus is checked (a file that does not parse or breaks its shape fails the build, not a patient's
// question) and its classifiers trained once, into var/cache, for every process after the build to load.
const started = Date.now();
const { checkCorpus } = await import(join(dist, 'modules/understanding/nlu/corpus.js'));
const { classifiers } = await import(join(dist, 'modules/understanding/nlu/classifier.js'));
checkCorpus();
await classifiers();
console.log(`Checked the assistant's corpus and trained its classifiers in ${((Date.now() - started) / 1000).toFixed(1)} s`);
