import type { FormEvent } from 'react';
import { data, useSearchParams, useSubmit } from 'react-router';
import { Form, Link } from '../i18n/links';
import type { Route } from './+types/treatments';
import { catalogueApi } from '../api/catalogue';
import { getApi } from '../api/client';
import { failPage, filterProblem, type ListPageAnswer } from '../api/load';
import { type Page, TREATMENT_CATEGORIES, type TreatmentView } from '@medtour/contracts';
import { FilterProblem, NoResults, ResultCount } from '../components/Results';
import { CallToAction, PageIntro } from '../components/PageIntro';
import { Pagination } from '../components/Pagination';
import { CATEGORY_LABELS, TreatmentListCard } from '../components/TreatmentListCard';
import { useSearchField } from '../components/useSearchField';
import { routeMeta } from '../seo';

/** The category chips of spec §2, in its order ('all' is no category; 'other' has no chip). */
const CATEGORIES = TREATMENT_CATEGORIES.filter((category) => category !== 'other');
const PAGE_SIZE = 12;

interface TreatmentsData {
  treatments: Page<TreatmentView>;
  /** Why the filters in the URL could not be used (the API refused them), if they could not. */
  problem?: string;
}

/** The filters live in the URL (`?q=…&category=…&page=…`), so a search can be shared. */
export async function loader({ context, request }: Route.LoaderArgs): Promise<ListPageAnswer<TreatmentsData>> {
  const params = new URL(request.url).searchParams;
  const query = { q: params.get('q') ?? undefined, category: params.get('category') ?? undefined, page: params.get('page') ?? undefined };
  try {
    const treatments = await catalogueApi.treatments(getApi(context), { ...query, pageSize: PAGE_SIZE }, request.signal);
    return { treatments } satisfies TreatmentsData;
  } catch (error) {
    const problem = filterProblem(error);
    if (problem) {
      return data({ treatments: { items: [], total: 0, page: 1, pageSize: PAGE_SIZE }, problem } satisfies TreatmentsData, { status: 400 });
    }
    failPage(error, request, 'Treatments page');
  }
}

export const meta = routeMeta(() => ({
  title: 'Treatments and Costs',
  description:
    'Compare treatment costs, durations and procedures in Malaysia and ASEAN: orthopedic, fertility, cosmetic, cardiology, spinal and cancer care.',
}));

function CategoryChips({ active, search }: { active: string | null; search: URLSearchParams }) {
  const href = (category: string | null) => {
    const params = new URLSearchParams(search);
    params.delete('page');
    if (category) params.set('category', category);
    else params.delete('category');
    const query = params.toString();
    return query ? `?${query}` : '?';
  };
  return (
    <nav aria-label="Treatment categories">
      <ul className="chips">
        {[null, ...CATEGORIES].map((category) => (
          <li key={category ?? 'all'}>
            <Link to={href(category)} className="chip" aria-current={active === category ? 'true' : undefined}>
              {category ? CATEGORY_LABELS[category] : 'All'}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The treatment catalogue: text search, category chips and paged results. */
export default function Component({ loaderData: { treatments, problem } }: Route.ComponentProps) {
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
      <PageIntro title="Treatments">
        <p className="page-intro__lead">
          Estimated costs, durations and procedures for the treatments our partner hospitals offer. Your initial consultation and planning
          are free: you pay only for your treatment.
        </p>
      </PageIntro>
      <section className="section section--compact" aria-labelledby="results-title">
        <div className="container">
          <Form method="get" role="search" aria-label="Treatments" className="search-form" onSubmit={onSubmit}>
            <label htmlFor="treatment-q">Search treatments</label>
            <div className="search-form__row">
              <input
                id="treatment-q"
                name="q"
                type="search"
                value={q}
                onChange={(event) => setQ(event.target.value)}
                maxLength={100}
                placeholder="e.g. knee, IVF, heart"
              />
              {category && <input type="hidden" name="category" value={category} />}
              <button type="submit" className="btn btn--primary">
                Search
              </button>
            </div>
          </Form>
          <CategoryChips active={category} search={search} />

          <h2 id="results-title" className="sr-only">
            Results
          </h2>
          {problem ? (
            <FilterProblem message={problem} clearHref="/treatments" />
          ) : (
            <>
              <ResultCount total={treatments.total} singular="treatment" plural="treatments" />
              {treatments.items.length > 0 ? (
                <ul className="grid grid--3">
                  {treatments.items.map((treatment) => (
                    <TreatmentListCard key={treatment.id} treatment={treatment} />
                  ))}
                </ul>
              ) : (
                <NoResults plural="treatments" />
              )}
              <Pagination result={treatments} search={search} label="Treatment pages" />
            </>
          )}
        </div>
      </section>
      <CallToAction
        title="Not sure which treatment you need?"
        text="Tell us about your condition: a coordinator replies within 24 hours and arranges a free consultation within 2-3 business days."
        primary={{ label: 'Get Free Consultation' }}
        secondary={{ label: 'Contact Us', to: '/contact' }}
      />
    </>
  );
}
