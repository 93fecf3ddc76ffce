import type { ReactNode } from 'react';
import { Link } from '../i18n/links';
import { useT } from '../i18n/messages';
import { authHref } from '../site';

/** The banner that opens a page: its one `h1` and a short introduction. */
export function PageIntro({ title, breadcrumb, children }: { title: ReactNode; breadcrumb?: ReactNode; children?: ReactNode }) {
  return (
    <section className="page-intro" aria-labelledby="page-title">
      <div className="container">
        {breadcrumb}
        <h1 id="page-title">{title}</h1>
        {children}
      </div>
    </section>
  );
}

interface CallLink {
  label: string;
  to: string;
}

/**
 * The band that closes a page with its calls to action: a primary link (to sign-in unless `to` is
 * given) and a secondary one.
 */
export function CallToAction({
  title,
  text,
  primary,
  secondary,
}: {
  title: string;
  text: string;
  primary: Omit<CallLink, 'to'> & { to?: string };
  secondary: CallLink;
}) {
  return (
    <section className="section cta-band" aria-labelledby="cta-title">
      <div className="container cta-band__inner">
        <div>
          <h2 id="cta-title">{title}</h2>
          <p>{text}</p>
        </div>
        <p className="button-row">
          <Link to={primary.to ?? authHref()} className="btn btn--accent btn--large">
            {primary.label}
          </Link>
          <Link to={secondary.to} className="btn btn--ghost btn--large">
            {secondary.label}
          </Link>
        </p>
      </div>
    </section>
  );
}

/** "Home / Hospitals / …": where a detail page sits, named for screen readers. */
export function Breadcrumb({ items }: { items: { href?: string; label: string }[] }) {
  const t = useT();
  return (
    <nav aria-label={t('common.breadcrumb')} className="breadcrumb">
      <ol>
        {items.map((item) => (
          <li key={item.label}>{item.href ? <Link to={item.href}>{item.label}</Link> : <span aria-current="page">{item.label}</span>}</li>
        ))}
      </ol>
    </nav>
  );
}
