import type { Config } from '@react-router/dev/config';

/**
 * React Router framework mode: route modules under `src/` (see `src/routes.ts`), rendered on the
 * server by the API process (backend/src/web/web-handler.ts) and hydrated in the browser. The build
 * writes `dist/client` (assets) and `dist/server/index.js` (the server build the API imports).
 */
export default {
  appDirectory: 'src',
  buildDirectory: 'dist',
  ssr: true,
} satisfies Config;
