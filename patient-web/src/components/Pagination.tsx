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
 * An empty page after the first: beyond the last page (an old or hand-edited link). The list says
 * so through its pagination, not "nothing found" (there may be plenty on page 1).
 */
export const beyondLastPage = (result: Page<unknown>): boolean => result.page > 1 && result.items.length === 0;

/**
 * Previous / numbered / next links; plain links, so they work without JavaScript and can be shared.
 * When the API stopped counting (`totalCapped`), "Next" stays while a page is full. Beyond the last
 * page, no pager: the page does not exist, and a link leads back to page 1 (the filters kept).
 */
export function Pagination({ result, search, label, param = 'page' }: PaginationProps) {
  const t = useT();
  const { page, pageSize, total, totalCapped = false } = result;
  const counted = Math.ceil(total / pageSize);
  const hasNext = page < counted || (totalCapped && result.items.length === pageSize);
  const last = Math.max(counted, hasNext ? page + 1 : page);
  const href = (target: number) => {
    const params = new URLSearchParams(search);
    if (target === 1) params.delete(param);
    else params.set(param, String(target));
    const query = params.toString();
    return query ? `?${query}` : '?';
  };
  if (beyondLastPage(result)) {
    return (
      <div className="notice notice--info pagination__missing">
        <p>
          <strong>{t('lists.pageMissing')}</strong> <Link to={href(1)}>{t('lists.pageMissing.first')}</Link>
        </p>
      </div>
    );
  }
  if (last <= 1 && page <= 1) return null;
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
