import type { ReactNode } from 'react';
import { Link } from '../i18n/links';
import { useT } from '../i18n/messages';

/**
 * "9 hospitals found" (the page's message for its count): a live region, so a screen reader hears the
 * new count after filtering.
 */
export function ResultCount({ children }: { children: ReactNode }) {
  return (
    <p className="result-count" role="status">
      {children}
    </p>
  );
}

/** An empty result page: "No hospitals found" (the page's message) and a hint to widen the filters. */
export function NoResults({ title }: { title: string }) {
  const t = useT();
  return (
    <div className="empty">
      <p>
        <strong>{title}</strong>
      </p>
      <p>{t('lists.noResults.hint')}</p>
    </div>
  );
}

/**
 * Filters from the URL that could not be used (e.g. a hand-edited link): the reason and a way out.
 * A page whose choices are not filters (the hospitals to compare) names its own way out and says the
 * reason alone (`title` null).
 */
export function FilterProblem({
  message,
  clearHref,
  title,
  clearLabel,
}: {
  message: string;
  clearHref: string;
  title?: string | null;
  clearLabel?: string;
}) {
  const t = useT();
  const heading = title === undefined ? t('lists.filterProblem.title') : title;
  return (
    <div className="notice notice--error" role="alert">
      <p>
        {heading && <strong>{`${heading} `}</strong>}
        {message}.
      </p>
      <p>
        <Link to={clearHref}>{clearLabel ?? t('lists.filterProblem.clear')}</Link>
      </p>
    </div>
  );
}
