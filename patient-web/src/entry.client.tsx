import { hydrate } from './hydrate';

// The code is in hydrate.tsx, which is part of the file every page loads (vite.config.ts): this
// entry file then holds no React interop code of its own (0.1 kB gzip less).
hydrate();
