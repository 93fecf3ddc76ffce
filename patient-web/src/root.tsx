import './styles/app.css';
import type { ReactNode } from 'react';
import { Links, Meta, Scripts, type LoaderFunctionArgs, type ShouldRevalidateFunction } from 'react-router';
import { Layout as SiteLayout, RootErrorBoundary } from './components/Layout';
import { useNonce } from './nonce';

/** The public origin for canonical and Open Graph URLs (the same for the whole visit). */
export function loader({ context }: LoaderFunctionArgs) {
  return { publicOrigin: new URL(context.publicUrl).origin };
}

export const shouldRevalidate: ShouldRevalidateFunction = () => false;

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
