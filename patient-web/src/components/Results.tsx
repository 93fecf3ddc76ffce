import { Link } from '../i18n/links';

/**
 * "9 hospitals found", or "100+ hospitals found" when the API stopped counting: a live region, so
 * a screen reader hears the new count after filtering.
 */
export function ResultCount({
  total,
  capped = false,
  singular,
  plural,
}: {
  total: number;
  capped?: boolean;
  singular: string;
  plural: string;
}) {
  return (
    <p className="result-count" role="status">
      {`${total.toLocaleString('en-US')}${capped ? '+' : ''} ${total === 1 && !capped ? singular : plural} found`}
    </p>
  );
}

/** An empty result page: "No hospitals found" and a hint to widen the filters. */
export function NoResults({ plural }: { plural: string }) {
  return (
    <div className="empty">
      <p>
        <strong>{`No ${plural} found`}</strong>
      </p>
      <p>Try adjusting your filters to see more options.</p>
    </div>
  );
}

/** Filters from the URL that could not be used (e.g. a hand-edited link): the reason and a way out. */
export function FilterProblem({ message, clearHref }: { message: string; clearHref: string }) {
  return (
    <div className="notice notice--error" role="alert">
      <p>
        <strong>We could not use these filters.</strong> {message}.
      </p>
      <p>
        <Link to={clearHref}>Clear all filters</Link>
      </p>
    </div>
  );
}
