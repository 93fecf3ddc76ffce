import { useLayoutEffect, useRef } from 'react';
import { CURRENCIES, LOCALE_NAMES, LOCALES, localeDirection, localizedPath, unlocalizedPath } from '@medtour/contracts';
import { Outlet, useLocation, useMatches, useNavigation } from 'react-router';
import { Link, NavLink } from '../i18n/links';
import { localeOfMatches, translatorFor, useLocale, useT } from '../i18n/messages';
import { authHref, FOOTER_COLUMNS, MAIN_NAV, SITE_NAME, useSiteData } from '../site';
import { Toaster } from './Toaster';

/**
 * The main links, and the AI Health Assistant for a signed-in visitor (`assistant`: its address); in
 * the mobile menu, "Sign in" for a returning one (`signIn`: its address; the wide header has it beside
 * the call to action).
 */
function NavLinks({ assistant, signIn }: { assistant?: string; signIn?: string }) {
  const t = useT();
  return (
    <ul>
      {MAIN_NAV.map((item) => (
        <li key={item.to}>
          <NavLink to={item.to} end={item.to === '/'}>
            {t(item.label)}
          </NavLink>
        </li>
      ))}
      {assistant && (
        <li>
          <Link to={assistant}>{t('common.nav.assistant')}</Link>
        </li>
      )}
      {signIn && (
        <li>
          <Link to={signIn}>{t('common.nav.signIn')}</Link>
        </li>
      )}
    </ul>
  );
}

/**
 * A choice the header offers on every page (the language, the currency): a native disclosure (it opens
 * without JavaScript) naming the current one. Each option is a whole page load through a route that
 * remembers the choice in a cookie (and on a signed-in patient's account) and opens this page again.
 */
function HeaderChoice({
  label,
  current,
  options,
}: {
  label: string;
  current: string;
  options: { href: string; text: string; chosen: boolean; lang?: string }[];
}) {
  const { key } = useLocation();
  return (
    <details key={key} className="header-choice">
      <summary className="header-toggle">
        <span className="sr-only">{label}</span>
        <span aria-hidden="true">{current}</span>
      </summary>
      <ul>
        {options.map((option) => (
          <li key={option.href}>
            <a href={option.href} lang={option.lang} hrefLang={option.lang} aria-current={option.chosen ? 'true' : undefined}>
              {option.text}
            </a>
          </li>
        ))}
      </ul>
    </details>
  );
}

/** The same page in each of the site's languages, through `/language`: the document's language and direction change with it. */
function LanguageSwitcher() {
  const t = useT();
  const current = useLocale();
  const { pathname, search } = useLocation();
  return (
    <HeaderChoice
      label={`${t('common.language.label')}: ${LOCALE_NAMES[current]}`}
      current={current.toUpperCase()}
      options={LOCALES.map((locale) => ({
        href: `/language?to=${encodeURIComponent(localizedPath(locale, pathname + search))}`,
        text: LOCALE_NAMES[locale],
        chosen: locale === current,
        lang: locale,
      }))}
    />
  );
}

/** The currency prices are shown in beside US dollars, through `/currency`: each by its code and its name in the page's language. */
function CurrencySwitcher() {
  const t = useT();
  const names = new Intl.DisplayNames(useLocale(), { type: 'currency' });
  const current = useSiteData().money?.currency ?? 'USD';
  const { pathname, search } = useLocation();
  return (
    <HeaderChoice
      label={`${t('common.currency.label')}: ${names.of(current)}`}
      current={current}
      options={CURRENCIES.map((code) => ({
        href: `/currency?code=${code}&to=${encodeURIComponent(pathname + search)}`,
        text: `${code} · ${names.of(code)}`,
        chosen: code === current,
      }))}
    />
  );
}

/** The chosen currency has no usable rate (none entered, or older than staff allow): prices are in dollars, and the page says why. */
function StaleCurrencyNote() {
  const { money } = useSiteData();
  const t = useT();
  if (!money || money.rate) return null;
  return (
    <p className="site-notice" role="note">
      {t('common.currency.stale', { currency: money.currency })}
    </p>
  );
}

/**
 * A first visit whose browser prefers another of our languages: the same page offered in it, in its
 * own words, above the frame; or this one kept. Either link remembers the choice (a cookie, through
 * `/language`), so it is offered once. Never a redirect: a shared link opens as it was shared.
 */
function LanguageSuggestionBar({ pathname, search }: { pathname: string; search: string }) {
  const { suggestion } = useSiteData();
  const t = useT();
  if (!suggestion) return null;
  const page = pathname + search;
  const via = (path: string) => `/language?to=${encodeURIComponent(path)}`;
  return (
    <aside className="site-notice" aria-label={t('common.language.label')}>
      <p lang={suggestion.locale} dir={localeDirection(suggestion.locale)}>
        {suggestion.text}{' '}
        <a href={via(localizedPath(suggestion.locale, page))} hrefLang={suggestion.locale}>
          {suggestion.accept}
        </a>
      </p>
      <a href={via(page)}>{t('common.suggest.stay')}</a>
    </aside>
  );
}

/**
 * The brand, the main navigation and the call to action: "My dashboard" for a signed-in visitor,
 * else "Sign in" (back to this page afterwards) and "Start Your Journey". The navigation has a row
 * of its own, below: with the AI Health Assistant, and in French or Swahili, it is as wide as the page.
 * Under 768 px the navigation folds into a "Menu" disclosure (a native `<details>`: it opens without
 * JavaScript); it closes again on every navigation (a new key per page). A signed-in visitor also
 * gets the AI Health Assistant, which returns to this page when closed: a plain link, as the chat's
 * code loads with its own page only.
 */
function SiteHeader({ pathname, search }: { pathname: string; search: string }) {
  const { signedIn } = useSiteData();
  const t = useT();
  const page = unlocalizedPath(pathname);
  const assistant = signedIn && !page.startsWith('/assistant') ? `/assistant?from=${encodeURIComponent(pathname)}` : undefined;
  // None on the sign-in page itself; from the other account pages (a reset, a verification), on to the dashboard.
  const signIn = signedIn || page === '/auth' ? undefined : authHref(page.startsWith('/auth/') ? undefined : page + search);
  return (
    <header className="site-header">
      <div className="container site-header__inner">
        <Link to="/" className="brand">
          <span className="brand__mark" aria-hidden="true">
            +
          </span>
          {SITE_NAME}
        </Link>
        <nav aria-label={t('common.nav.label')} className="main-nav">
          <NavLinks assistant={assistant} />
        </nav>
        {signIn && (
          <Link to={signIn} className="site-header__sign-in">
            {t('common.nav.signIn')}
          </Link>
        )}
        {signedIn ? (
          <Link to="/dashboard" className="btn btn--primary site-header__cta">
            {t('common.nav.dashboard')}
          </Link>
        ) : (
          <Link to={authHref()} className="btn btn--primary site-header__cta">
            {t('common.nav.start')}
          </Link>
        )}
        <LanguageSwitcher />
        <CurrencySwitcher />
        <details key={pathname} className="mobile-menu">
          <summary className="header-toggle mobile-menu__button">{t('common.nav.menu')}</summary>
          <nav aria-label={t('common.nav.label')} className="mobile-menu__nav">
            <NavLinks assistant={assistant} signIn={signIn} />
          </nav>
        </details>
      </div>
    </header>
  );
}

function SiteFooter() {
  const { contact } = useSiteData();
  const t = useT();
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <div className="site-footer__about">
          <p className="brand brand--footer">{SITE_NAME}</p>
          <p>{t('common.footer.about')}</p>
          {contact && (
            <p>
              <a href={`mailto:${contact.email}`}>{contact.email}</a>
            </p>
          )}
        </div>
        {FOOTER_COLUMNS.map((column) => (
          <section key={column.id} aria-labelledby={`footer-${column.id}`}>
            <h2 id={`footer-${column.id}`} className="site-footer__title">
              {t(column.title)}
            </h2>
            <ul>
              {column.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to}>{t(link.label)}</Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
      <div className="container site-footer__legal">
        <p>{t('common.footer.notice', { site: SITE_NAME })}</p>
      </div>
    </footer>
  );
}

/**
 * Scrolls to the top after a client-side navigation to another page (not on first load). Before the
 * page's own effects (a layout effect): a page may then bring what the address asked for into view
 * ("Get Quote": the booking form).
 */
function useScrollToTopOnNavigate(pathname: string): void {
  const previous = useRef(pathname);
  useLayoutEffect(() => {
    if (previous.current !== pathname) window.scrollTo(0, 0);
    previous.current = pathname;
  }, [pathname]);
}

/** The site frame around every public page. */
export function Layout() {
  const { pathname, search } = useLocation();
  const busy = useNavigation().state !== 'idle';
  useScrollToTopOnNavigate(pathname);
  const t = useT();

  return (
    <>
      <a href="#main" className="skip-link">
        {t('common.skipToContent')}
      </a>
      <div className={busy ? 'route-progress route-progress--active' : 'route-progress'} aria-hidden="true" />
      <LanguageSuggestionBar pathname={pathname} search={search} />
      <StaleCurrencyNote />
      <SiteHeader pathname={pathname} search={search} />
      <main id="main" tabIndex={-1} aria-busy={busy || undefined}>
        <Outlet />
      </main>
      <SiteFooter />
      <Toaster />
    </>
  );
}

/**
 * Last resort when the layout itself fails: a plain page that still leads home, in the page's language
 * when the root loader could send its messages (English otherwise).
 */
export function RootErrorBoundary() {
  const matches = useMatches();
  const t = translatorFor(matches);
  const title = t('common.crash.title');
  return (
    <main id="main" className="status-page container">
      <title>{`${title} | ${SITE_NAME}`}</title>
      <meta name="robots" content="noindex" />
      <h1>{title}</h1>
      <p>{t('common.crash.text')}</p>
      <p>
        <a href={localizedPath(localeOfMatches(matches), '/')} className="btn btn--primary">
          {t('common.returnHome')}
        </a>
      </p>
    </main>
  );
}
