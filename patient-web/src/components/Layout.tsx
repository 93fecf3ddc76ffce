import { useEffect, useRef } from 'react';
import { Link, NavLink, Outlet, useLocation, useNavigation } from 'react-router';
import { authHref, FOOTER_COLUMNS, MAIN_NAV, SITE_NAME, useSiteData } from '../site';
import { Toaster } from './Toaster';

/** The main links, and the AI Health Assistant for a signed-in visitor (`assistant`: its address). */
function NavLinks({ assistant }: { assistant?: string }) {
  return (
    <ul>
      {MAIN_NAV.map((item) => (
        <li key={item.to}>
          <NavLink to={item.to} end={item.to === '/'}>
            {item.label}
          </NavLink>
        </li>
      ))}
      {assistant && (
        <li>
          <Link to={assistant}>AI Health Assistant</Link>
        </li>
      )}
    </ul>
  );
}

/**
 * The brand, the main navigation and the call to action: "My dashboard" for a signed-in visitor.
 * Under 768 px the navigation folds into a "Menu" disclosure (a native `<details>`: it opens without
 * JavaScript); it closes again on every navigation (a new key per page). A signed-in visitor also
 * gets the AI Health Assistant, which returns to this page when closed: a plain link, as the chat's
 * code loads with its own page only.
 */
function SiteHeader({ pathname }: { pathname: string }) {
  const { signedIn } = useSiteData();
  const assistant = signedIn && !pathname.startsWith('/assistant') ? `/assistant?from=${encodeURIComponent(pathname)}` : undefined;
  return (
    <header className="site-header">
      <div className="container site-header__inner">
        <Link to="/" className="brand">
          <span className="brand__mark" aria-hidden="true">
            +
          </span>
          {SITE_NAME}
        </Link>
        <nav aria-label="Main" className="main-nav">
          <NavLinks assistant={assistant} />
        </nav>
        {signedIn ? (
          <Link to="/dashboard" className="btn btn--primary site-header__cta">
            My dashboard
          </Link>
        ) : (
          <Link to={authHref()} className="btn btn--primary site-header__cta">
            Start Your Journey
          </Link>
        )}
        <details key={pathname} className="mobile-menu">
          <summary className="mobile-menu__button">Menu</summary>
          <nav aria-label="Main" className="mobile-menu__nav">
            <NavLinks assistant={assistant} />
          </nav>
        </details>
      </div>
    </header>
  );
}

function SiteFooter() {
  const { contact } = useSiteData();
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <div className="site-footer__about">
          <p className="brand brand--footer">{SITE_NAME}</p>
          <p>
            Affordable, world-class treatment in Malaysia and ASEAN. Free initial consultation and planning: you pay only for your
            treatment.
          </p>
          {contact && (
            <p>
              <a href={`mailto:${contact.email}`}>{contact.email}</a>
            </p>
          )}
        </div>
        {FOOTER_COLUMNS.map((column) => (
          <section key={column.title} aria-labelledby={`footer-${column.title.toLowerCase()}`}>
            <h2 id={`footer-${column.title.toLowerCase()}`} className="site-footer__title">
              {column.title}
            </h2>
            <ul>
              {column.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to}>{link.label}</Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
      <div className="container site-footer__legal">
        <p>© {SITE_NAME}. Information on this site is educational and is not medical advice. Always consult a qualified doctor.</p>
      </div>
    </footer>
  );
}

/** Scrolls to the top after a client-side navigation to another page (not on first load). */
function useScrollToTopOnNavigate(pathname: string): void {
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current !== pathname) window.scrollTo(0, 0);
    previous.current = pathname;
  }, [pathname]);
}

/** The site frame around every public page. */
export function Layout() {
  const { pathname } = useLocation();
  const busy = useNavigation().state !== 'idle';
  useScrollToTopOnNavigate(pathname);

  return (
    <>
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <div className={busy ? 'route-progress route-progress--active' : 'route-progress'} aria-hidden="true" />
      <SiteHeader pathname={pathname} />
      <main id="main" tabIndex={-1} aria-busy={busy || undefined}>
        <Outlet />
      </main>
      <SiteFooter />
      <Toaster />
    </>
  );
}

/** Last resort when the layout itself fails: a plain page that still leads home. */
export function RootErrorBoundary() {
  return (
    <main id="main" className="status-page container">
      <title>{`Something went wrong | ${SITE_NAME}`}</title>
      <meta name="robots" content="noindex" />
      <h1>Something went wrong</h1>
      <p>Sorry, this page could not be shown. Please try again in a few minutes.</p>
      <p>
        <a href="/" className="btn btn--primary">
          Return to Home
        </a>
      </p>
    </main>
  );
}
