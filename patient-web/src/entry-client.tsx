import './styles/app.css';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider, type RouteObject } from 'react-router-dom';
import { readHydrationData } from './router-data';
import { routes } from './routes';

/**
 * Loads the code of the lazy routes that match the current URL and puts it on the route objects,
 * so that the first client render is the same as the server's and hydration is synchronous.
 */
async function resolveInitialLazyRoutes(routeTree: RouteObject[]): Promise<void> {
  const lazyMatches = matchRoutes(routeTree, window.location)?.filter((m) => typeof m.route.lazy === 'function') ?? [];
  await Promise.all(
    lazyMatches.map(async ({ route }) => {
      const load = route.lazy as () => Promise<Partial<RouteObject>>;
      const module = await load();
      Object.assign(route, { ...module, lazy: undefined });
    }),
  );
}

async function start(): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('Missing #root element');
  const hydrationData = readHydrationData(document);
  await resolveInitialLazyRoutes(routes);
  const router = createBrowserRouter(routes, { hydrationData });
  const app = (
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>
  );
  if (hydrationData) {
    hydrateRoot(container, app);
  } else {
    // Not server-rendered (the Vite dev server, or the server fell back to an empty shell).
    createRoot(container).render(app);
  }
}

start().catch((error: unknown) => {
  // The server-rendered page stays usable without JavaScript (plain links and forms).
  console.error('Could not start the app:', error);
});
