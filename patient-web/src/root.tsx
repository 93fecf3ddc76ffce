import './styles/app.css';
import type { ReactNode } from 'react';
import { Links, Meta, Scripts, type ShouldRevalidateFunction } from 'react-router';
import type { Route } from './+types/root';
import { Layout as SiteLayout, RootErrorBoundary } from './components/Layout';
import { useNonce } from './nonce';
import { catalogueApi } from './api/catalogue';
import { getApi } from './api/client';
import { accountApi } from './account/api';
import type { SiteData } from './site';

/**
 * What every page shows around its content: the public origin (canonical and Open Graph URLs), the
 * coordinators' contact details from Settings (header, footer, contact page), and whether the
 * visitor is signed in (the header's "My dashboard"). Neither call may take a page down.
 */
export async function loader({ context, request }: Route.LoaderArgs): Promise<SiteData> {
  const api = getApi(context);
  const [contact, signedIn] = await Promise.all([
    catalogueApi.coordinatorContact(api, request.signal).catch(() => null),
    // Without a cookie there is no session to ask about.
    request.headers.has('cookie')
      ? accountApi.me(api).then(
          () => true,
          () => false,
        )
      : false,
  ]);
  return { publicOrigin: new URL(context.publicUrl).origin, contact, signedIn };
}

/** Read again after signing in or out (the header changes); not on other navigations or form posts. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ formAction }) =>
  formAction !== undefined &&
  (formAction.startsWith('/auth') || formAction === '/dashboard' || formAction.startsWith('/dashboard/account'));

/** The HTML document around every page (and around the error page). */
export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  return (
    <html lang="en">
      <head>
        <meta charSet="UTF-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b5e78" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        <Links />
        {/* Without JavaScript the accordions cannot open: show every answer instead. */}
        <noscript>
          <style>{'.accordion__panel[hidden] { display: block; }'}</style>
        </noscript>
      </head>
      <body>
        {children}
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default SiteLayout;
export const ErrorBoundary = RootErrorBoundary;
