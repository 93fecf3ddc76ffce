import { data, type RouteObject } from 'react-router-dom';
import { HydrateFallback, Layout, RootErrorBoundary } from './components/Layout';
import { NotFound } from './components/NotFound';
import { PageErrorBoundary, Pages } from './components/Pages';
import type { RouteHandle } from './meta';

/**
 * What a lazy page module under `src/routes/` exports: any of `Component`, `loader`, `handle`
 * (with `handle.meta` for the page's `<head>`), `ErrorBoundary`…
 */
type LazyLoader = Extract<NonNullable<RouteObject['lazy']>, (...args: never[]) => unknown>;
type PageModule = Awaited<ReturnType<LazyLoader>>;

const pageModules = import.meta.glob<PageModule>('./routes/*.tsx');

/**
 * Source file (relative to the project root, as in Vite's manifest) of each lazy route, by route id.
 * The server uses it to `modulepreload` the chunks of the page it renders.
 */
export const lazyRouteSources: Record<string, string> = {};

/** A code-split page: `lazyPage('home')` loads `src/routes/home.tsx` when the route is first matched. */
function lazyPage(name: string): { id: string; lazy: () => Promise<PageModule> } {
  const load = pageModules[`./routes/${name}.tsx`];
  if (!load) throw new Error(`No page module src/routes/${name}.tsx`);
  lazyRouteSources[name] = `src/routes/${name}.tsx`;
  return { id: name, lazy: load };
}

const notFoundHandle: RouteHandle = {
  meta: () => ({ title: 'Page not found', description: 'The page you are looking for does not exist or has moved.' }),
};

/**
 * The route tree, shared by the server (static handler) and the browser (data router). To add a page,
 * create `src/routes/<name>.tsx` and add `{ path: '<path>', ...lazyPage('<name>') }` below.
 */
export const routes: RouteObject[] = [
  {
    id: 'root',
    path: '/',
    Component: Layout,
    ErrorBoundary: RootErrorBoundary,
    HydrateFallback,
    children: [
      {
        id: 'pages',
        Component: Pages,
        ErrorBoundary: PageErrorBoundary,
        children: [
          { index: true, ...lazyPage('home') },
          { path: 'about', ...lazyPage('about') },
          { path: 'treatments', ...lazyPage('treatments') },
          { path: 'treatments/:slug', ...lazyPage('treatment') },
          { path: 'destinations', ...lazyPage('destinations') },
          { path: 'hospitals', ...lazyPage('hospitals') },
          { path: 'hospitals/compare', ...lazyPage('hospital-compare') },
          { path: 'hospitals/:slug', ...lazyPage('hospital') },
          { path: 'patient-guide', ...lazyPage('patient-guide') },
          { path: 'contact', ...lazyPage('contact') },
          { path: 'privacy', ...lazyPage('privacy') },
          { path: 'terms', ...lazyPage('terms') },
          { path: 'auth', ...lazyPage('auth') },
          { path: 'auth/verify-email', ...lazyPage('auth-verify-email') },
          { path: 'auth/forgot-password', ...lazyPage('auth-forgot-password') },
          { path: 'auth/reset-password', ...lazyPage('auth-reset-password') },
          { path: 'auth/accept-invitation', ...lazyPage('auth-accept-invitation') },
          {
            path: 'dashboard',
            ...lazyPage('dashboard'),
            children: [
              { index: true, ...lazyPage('dashboard-journey') },
              { path: 'account', ...lazyPage('dashboard-account') },
            ],
          },
          {
            id: 'not-found',
            path: '*',
            // Renders normally but answers 404 (the server uses the loader's status).
            loader: () => data(null, { status: 404 }),
            Component: NotFound,
            handle: notFoundHandle,
          },
        ],
      },
    ],
  },
];
