import type { FormEvent } from 'react';
import { data, useSearchParams, useSubmit } from 'react-router';
import { Form, Link } from '../i18n/links';
import type { Route } from './+types/treatments';
import { catalogueApi } from '../api/catalogue';
import { getApi } from '../api/client';
import { failPage, filterProblem, type ListPageAnswer } from '../api/load';
import type { TreatmentCategory, TreatmentPage } from '@medtour/contracts';
import { FilterProblem, NoResults, ResultCount } from '../components/Results';
import { CallToAction, PageIntro } from '../components/PageIntro';
import { beyondLastPage, Pagination } from '../components/Pagination';
import { categoryLabel, TreatmentListCard } from '../components/TreatmentListCard';
import { useSearchField } from '../components/useSearchField';
import { routeMeta } from '../seo';
import { messagesFor } from '../i18n/catalogues.server';
import { localeOf, useT, type WithMessages } from '../i18n/messages';

const PAGE_SIZE = 12;

interface TreatmentsData extends WithMessages {
  /** `categories`: the chips, those with an active treatment (none when the API refused the filters). */
  treatments: TreatmentPage;
  /** Why the filters in the URL could not be used (the API refused them), if they could not. */
  problem?: string;
}

/** The filters live in the URL (`?q=…&category=…&page=…`), so a search can be shared. */
export async function loader({ context, request, params }: Route.LoaderArgs): Promise<ListPageAnswer<TreatmentsData>> {
  const search = new URL(request.url).searchParams;
  const query = { q: search.get('q') ?? undefined, category: search.get('category') ?? undefined, page: search.get('page') ?? undefined };
  const messages = messagesFor(localeOf(params), 'lists', 'treatments');
  try {
    const treatments = await catalogueApi.treatments(
      getApi(context),
      { ...query, pageSize: PAGE_SIZE, lang: localeOf(params) },
      request.signal,
    );
    return { treatments, messages } satisfies TreatmentsData;
  } catch (error) {
    const problem = filterProblem(error, localeOf(params));
    if (problem) {
      const empty = { items: [], total: 0, page: 1, pageSize: PAGE_SIZE, categories: [] };
      return data({ treatments: empty, problem, messages } satisfies TreatmentsData, { status: 400 });
    }
    failPage(error, request, 'Treatments page');
  }
}

export const meta = routeMeta((_, t) => ({ title: t('treatments.meta.title'), description: t('treatments.meta.description') }));

/** 'All', then a chip for each category in use, in the contracts' order (spec §2's first). */
function CategoryChips({
  categories,
  active,
  search,
}: {
  categories: TreatmentCategory[];
  active: string | null;
  search: URLSearchParams;
}) {
  const t = useT();
  const href = (category: string | null) => {
    const params = new URLSearchParams(search);
    params.delete('page');
    if (category) params.set('category', category);
    else params.delete('category');
    const query = params.toString();
    return query ? `?${query}` : '?';
  };
  return (
    <nav aria-label={t('treatments.categories')}>
      <ul className="chips">
        {[null, ...categories].map((category) => (
          <li key={category ?? 'all'}>
            <Link to={href(category)} className="chip" aria-current={active === category ? 'true' : undefined}>
              {category ? categoryLabel(t, category) : t('lists.category.all')}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The treatment catalogue: text search, category chips and paged results. */
export default function Component({ loaderData: { treatments, problem } }: Route.ComponentProps) {
  const t = useT();
  const [search] = useSearchParams();
  const [q, setQ] = useSearchField(search, 'q');
  const category = search.get('category');
  const submit = useSubmit();
  // A new search keeps the category, starts at page 1 and leaves an empty search out of the URL.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const params = new URLSearchParams();
    if (q.trim()) params.set('q', q.trim());
    if (category) params.set('category', category);
    submit(params, { method: 'get' });
  };

  return (
    <>
      <PageIntro title={t('treatments.title')}>
        <p className="page-intro__lead">{t('treatments.lead')}</p>
      </PageIntro>
      <section className="section section--compact" aria-labelledby="results-title">
        <div className="container">
          <Form method="get" role="search" aria-label={t('treatments.search.form')} className="search-form" onSubmit={onSubmit}>
            <label htmlFor="treatment-q">{t('treatments.search.label')}</label>
            <div className="search-form__row">
              <input
                id="treatment-q"
                name="q"
                type="search"
                value={q}
                onChange={(event) => setQ(event.target.value)}
                maxLength={100}
                placeholder={t('treatments.search.placeholder')}
              />
              {category && <input type="hidden" name="category" value={category} />}
              <button type="submit" className="btn btn--primary">
                {t('treatments.search.submit')}
              </button>
            </div>
          </Form>
          <CategoryChips categories={treatments.categories} active={category} search={search} />

          <h2 id="results-title" className="sr-only">
            {t('treatments.results')}
          </h2>
          {problem ? (
            <FilterProblem message={problem} clearHref="/treatments" />
          ) : (
            <>
              <ResultCount>{t('treatments.found', { count: treatments.total })}</ResultCount>
              {treatments.items.length > 0 ? (
                <ul className="grid grid--3">
                  {treatments.items.map((treatment) => (
                    <TreatmentListCard key={treatment.id} treatment={treatment} />
                  ))}
                </ul>
              ) : (
                !beyondLastPage(treatments) && <NoResults title={t('treatments.none')} />
              )}
              <Pagination result={treatments} search={search} label={t('treatments.pages')} />
            </>
          )}
        </div>
      </section>
      <CallToAction
        title={t('treatments.cta.title')}
        text={t('treatments.cta.text')}
        primary={{ label: t('treatments.cta.primary') }}
        secondary={{ label: t('treatments.cta.secondary'), to: '/contact' }}
      />
    </>
  );
}
