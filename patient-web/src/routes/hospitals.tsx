import { useState, type FormEvent } from 'react';
import { data, useNavigate, useSearchParams, useSubmit } from 'react-router';
import { Form } from '../i18n/links';
import { messagesFor } from '../i18n/catalogues.server';
import { localeOf, useLocalePath, useT, type WithMessages } from '../i18n/messages';
import type { Route } from './+types/hospitals';
import { catalogueApi } from '../api/catalogue';
import { getApi } from '../api/client';
import { failPage, filterProblem, type ListPageAnswer } from '../api/load';
import type { HospitalFilterOptions, HospitalPage } from '@medtour/contracts';
import { HospitalListCard } from '../components/HospitalListCard';
import { CallToAction, PageIntro } from '../components/PageIntro';
import { beyondLastPage, Pagination } from '../components/Pagination';
import { FilterProblem, NoResults, ResultCount } from '../components/Results';
import { useSearchField } from '../components/useSearchField';
import { SelectField } from '../journey/fields';
import { routeMeta } from '../seo';
import { compareHref } from '../site';

const PAGE_SIZE = 12;
const MAX_COMPARED = 3;
const COMPARE_FORM = 'compare-form';

interface HospitalsData extends WithMessages {
  filters: HospitalFilterOptions;
  hospitals: HospitalPage;
  problem?: string;
}

/** Filters live in the URL (`?q=…&country=…&specialty=…&page=…`), so a search can be shared. */
export async function loader({ context, request, params: route }: Route.LoaderArgs): Promise<ListPageAnswer<HospitalsData>> {
  const params = new URL(request.url).searchParams;
  const lang = localeOf(route);
  const messages = messagesFor(lang, 'lists', 'hospitals');
  const query = {
    q: params.get('q') ?? undefined,
    country: params.get('country') ?? undefined,
    specialty: params.get('specialty') ?? undefined,
    page: params.get('page') ?? undefined,
    pageSize: PAGE_SIZE,
    lang,
  };
  const api = getApi(context);
  const filters = catalogueApi.hospitalFilters(api, lang, request.signal);
  try {
    const [options, hospitals] = await Promise.all([filters, catalogueApi.hospitals(api, query, request.signal)]);
    return { filters: options, hospitals, messages } satisfies HospitalsData;
  } catch (error) {
    const problem = filterProblem(error, lang);
    if (!problem) failPage(error, request, 'Hospitals page');
    const options = await filters.catch((e: unknown) => failPage(e, request, 'Hospitals page'));
    return data(
      {
        filters: options,
        hospitals: { items: [], total: 0, totalCapped: false, page: 1, pageSize: PAGE_SIZE },
        problem,
        messages,
      } satisfies HospitalsData,
      { status: 400 },
    );
  }
}

export const meta = routeMeta((_, t) => ({ title: t('hospitals.meta.title'), description: t('hospitals.meta.description') }));

function Filters({ filters, search }: { filters: HospitalFilterOptions; search: URLSearchParams }) {
  const t = useT();
  const submit = useSubmit();
  const [q, setQ] = useSearchField(search, 'q');
  const [country, setCountry] = useSearchField(search, 'country');
  const [specialty, setSpecialty] = useSearchField(search, 'specialty');
  // Empty fields are left out of the URL, and a new search starts again at page 1.
  const apply = (values: Record<string, string>) => {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(values)) if (value.trim()) params.set(key, value.trim());
    submit(params, { method: 'get' });
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    apply({ q, country, specialty });
  };
  return (
    <Form method="get" role="search" aria-label={t('hospitals.search.form')} className="filters" onSubmit={onSubmit}>
      <div className="field">
        <label htmlFor="hospital-q">{t('hospitals.search.label')}</label>
        <input
          id="hospital-q"
          name="q"
          type="search"
          value={q}
          onChange={(event) => setQ(event.target.value)}
          maxLength={100}
          placeholder={t('hospitals.search.placeholder')}
        />
      </div>
      <SelectField
        label={t('hospitals.search.country')}
        name="country"
        idPrefix="hospital"
        placeholder={t('hospitals.search.allCountries')}
        options={filters.countries.map((option) => ({ value: option.slug, label: option.name }))}
        value={country}
        onChange={(event) => {
          setCountry(event.target.value);
          apply({ q, country: event.target.value, specialty });
        }}
      />
      <SelectField
        label={t('hospitals.search.specialty')}
        name="specialty"
        idPrefix="hospital"
        placeholder={t('hospitals.search.allSpecialties')}
        options={filters.specialties.map((option) => ({ value: option.slug, label: option.name }))}
        value={specialty}
        onChange={(event) => {
          setSpecialty(event.target.value);
          apply({ q, country, specialty: event.target.value });
        }}
      />
      <button type="submit" className="btn btn--primary filters__submit">
        {t('hospitals.search.submit')}
      </button>
    </Form>
  );
}

/**
 * Up to three ticked hospitals go to the comparison page (in the page's language). Without JavaScript
 * the ticked boxes submit this form as `ids=a&ids=b`, which the comparison page reads too.
 */
function CompareBar({ selected }: { selected: string[] }) {
  const t = useT();
  const navigate = useNavigate();
  const localePath = useLocalePath();
  const [hint, setHint] = useState(false);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (selected.length === 0) setHint(true);
    else navigate(localePath(compareHref(selected)));
  };
  return (
    <form
      id={COMPARE_FORM}
      action={localePath('/hospitals/compare')}
      method="get"
      className={selected.length ? 'compare-bar compare-bar--active' : 'compare-bar'}
      onSubmit={onSubmit}
    >
      <p role="status">
        {selected.length
          ? t('hospitals.compare.selected', { count: selected.length, max: MAX_COMPARED })
          : hint
            ? t('hospitals.compare.hint')
            : t('hospitals.compare.intro', { max: MAX_COMPARED })}
      </p>
      <button type="submit" className="btn btn--secondary">
        {t('hospitals.compare.submit')}
      </button>
    </form>
  );
}

/** The hospital catalogue: search, country and specialty filters, paged cards and the comparison. */
export default function Component({ loaderData: { filters, hospitals, problem } }: Route.ComponentProps) {
  const t = useT();
  const [search] = useSearchParams();
  const [selected, setSelected] = useState<string[]>([]);
  const toggle = (slug: string, checked: boolean) =>
    setSelected((current) =>
      checked ? [...current.filter((s) => s !== slug), slug].slice(0, MAX_COMPARED) : current.filter((s) => s !== slug),
    );

  return (
    <>
      <PageIntro title={t('hospitals.title')}>
        <p className="page-intro__lead">{t('hospitals.lead')}</p>
      </PageIntro>
      <section className="section section--compact" aria-labelledby="results-title">
        <div className="container">
          <Filters filters={filters} search={search} />
          <h2 id="results-title" className="sr-only">
            {t('hospitals.results')}
          </h2>
          {problem ? (
            <FilterProblem message={problem} clearHref="/hospitals" />
          ) : (
            <>
              <ResultCount>
                {hospitals.totalCapped
                  ? t('lists.hospitals.foundCapped', { count: hospitals.total })
                  : t('lists.hospitals.found', { count: hospitals.total })}
              </ResultCount>
              {hospitals.items.length > 0 ? (
                <>
                  <CompareBar selected={selected} />
                  <ul className="grid grid--3">
                    {hospitals.items.map((hospital) => (
                      <HospitalListCard
                        key={hospital.id}
                        hospital={hospital}
                        compare={{
                          formId: COMPARE_FORM,
                          checked: selected.includes(hospital.slug),
                          disabled: selected.length >= MAX_COMPARED,
                          onChange: toggle,
                        }}
                      />
                    ))}
                  </ul>
                </>
              ) : (
                !beyondLastPage(hospitals) && <NoResults title={t('lists.hospitals.none')} />
              )}
              <Pagination result={hospitals} search={search} label={t('hospitals.pages')} />
            </>
          )}
        </div>
      </section>
      <CallToAction
        title={t('hospitals.cta.title')}
        text={t('hospitals.cta.text')}
        primary={{ label: t('hospitals.cta.primary') }}
        secondary={{ label: t('hospitals.cta.secondary'), to: '/contact' }}
      />
    </>
  );
}
