import { Link } from '../i18n/links';
import { useT } from '../i18n/messages';
import type { Page } from '@medtour/contracts';

interface PaginationProps {
  /** `totalCapped`: hospital search stops counting at 100. */
  result: Page<unknown> & { totalCapped?: boolean };
  /** The current filters: every page link keeps them. */
  search: URLSearchParams;
  label: string;
  /** The address's page parameter (a page with two lists names each its own). */
  param?: string;
}

/**
 * Previous / numbered / next links; plain links, so they work without JavaScript and can be shared.
 * When the API stopped counting (`totalCapped`), "Next" stays while a page is full.
 */
export function Pagination({ result, search, label, param = 'page' }: PaginationProps) {
  const t = useT();
  const { page, pageSize, total, totalCapped = false } = result;
  const counted = Math.ceil(total / pageSize);
  const hasNext = page < counted || (totalCapped && result.items.length === pageSize);
  const last = Math.max(counted, hasNext ? page + 1 : page);
  if (last <= 1 && page <= 1) return null;
  const href = (target: number) => {
    const params = new URLSearchParams(search);
    if (target === 1) params.delete(param);
    else params.set(param, String(target));
    const query = params.toString();
    return query ? `?${query}` : '?';
  };
  // Around the current page, plus the first, and the last when it is known.
  const numbers = [...new Set([1, page - 1, page, page + 1, ...(totalCapped ? [] : [counted])])]
    .filter((n) => n >= 1 && n <= last)
    .sort((a, b) => a - b);

  return (
    <nav className="pagination" aria-label={label}>
      <ul>
        {page > 1 && (
          <li>
            <Link to={href(page - 1)} rel="prev">
              {t('lists.previous')}
            </Link>
          </li>
        )}
        {numbers.map((n, i) => (
          <li key={n}>
            {i > 0 && n - numbers[i - 1]! > 1 && <span aria-hidden="true">…</span>}
            <Link to={href(n)} aria-label={t('lists.page', { page: n })} aria-current={n === page ? 'page' : undefined}>
              {n}
            </Link>
          </li>
        ))}
        {hasNext && (
          <li>
            <Link to={href(page + 1)} rel="next">
              {t('lists.next')}
            </Link>
          </li>
        )}
      </ul>
    </nav>
  );
}
