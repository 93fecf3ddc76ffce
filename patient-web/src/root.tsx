import { useEffect, type ReactNode } from 'react';
import { localeDirection, unlocalizedPath } from '@medtour/contracts';
import { Links, Meta, Scripts, useMatches, type ShouldRevalidateFunction } from 'react-router';
import type { Route } from './+types/root';
import { Layout as SiteLayout, RootErrorBoundary } from './components/Layout';
import { useServerDocument } from './server-document';
import { catalogueApi } from './api/catalogue';
import { getApi } from './api/client';
import { accountApi } from './account/api';
import { chosenCurrency } from './api/preferences.server';
import type { SiteData } from './site';
import { messagesFor } from './i18n/catalogues.server';
import { languageSuggestion } from './i18n/suggestion.server';
import { localeOf, localeOfMatches, TranslationProvider } from './i18n/messages';

/**
 * What every page shows around its content: the public origin (canonical and Open Graph URLs), the
 * coordinators' contact details from Settings (header, footer, contact page), whether the visitor is
 * signed in (the header's "My dashboard"), the currency prices are shown in beside US dollars and its
 * rate, the page's language and the site frame's messages in it
 * (an address whose first segment is no language of ours is English: its page is the 404).
 * Neither call may take a page down.
 */
export async function loader({ context, request, params }: Route.LoaderArgs): Promise<SiteData> {
  const locale = localeOf(params);
  const api = getApi(context);
  const [contact, me] = await Promise.all([
    catalogueApi.coordinatorContact(api, locale, request.signal).catch(() => null),
    // Without a cookie there is no session to ask about.
    request.headers.has('cookie') ? accountApi.me(api).catch(() => null) : null,
  ]);
  const currency = chosenCurrency(request) ?? me?.currency ?? 'USD';
  return {
    publicOrigin: new URL(context.publicUrl).origin,
    contact,
    signedIn: me !== null,
    // Without a rate the page shows dollars (and says why when one was chosen).
    money: currency === 'USD' ? null : await catalogueApi.currencyRate(api, currency, request.signal).catch(() => null),
    messages: messagesFor(locale, 'common'),
    suggestion: languageSuggestion(request, locale),
  };
}

/**
 * Read again in another language, and after signing in or out (the header changes); not on other
 * navigations or form posts.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({ formAction, currentParams, nextParams }) => {
  if (currentParams.lang !== nextParams.lang) return true;
  const action = formAction === undefined ? undefined : unlocalizedPath(formAction);
  return action !== undefined && (action.startsWith('/auth') || action === '/dashboard' || action.startsWith('/dashboard/account'));
};

/**
 * React Router's scripts inside a <noscript>, started after the first paint by the script after it
 * (document.ts); in the browser, the scripts themselves.
 */
function PageScripts() {
  const server = useServerDocument();
  if (!server) return <Scripts />;
  return (
    <>
      <noscript data-scripts="">
        <Scripts nonce={server.nonce} />
      </noscript>
      <script nonce={server.nonce} data-start-scripts="" dangerouslySetInnerHTML={{ __html: server.scriptsStarter }} />
    </>
  );
}

/** The HTML document around every page (and around the error page). */
export function Layout({ children }: { children: ReactNode }) {
  const server = useServerDocument();
  const locale = localeOfMatches(useMatches());
  // Says the page is now React's (its scripts start after the first paint, document.ts): what the
  // end-to-end tests wait for before they use what only works with JavaScript.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    <html lang={locale} dir={localeDirection(locale)}>
      <head>
        <meta charSet="UTF-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b5e78" />
        {/* The frame's styles, inline ahead of the links (server only, see document.ts). */}
        {server && <style>{server.styles}</style>}
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
        <PageScripts />
      </body>
    </html>
  );
}

/** The site frame, in the page's language. */
export default function App() {
  return (
    <TranslationProvider matches={useMatches()}>
      <SiteLayout />
    </TranslationProvider>
  );
}
export const ErrorBoundary = RootErrorBoundary;
