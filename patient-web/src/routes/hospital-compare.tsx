import type { ReactNode } from 'react';
import { data } from 'react-router';
import { Link } from '../i18n/links';
import type { Route } from './+types/hospital-compare';
import { catalogueApi } from '../api/catalogue';
import { getApi } from '../api/client';
import { failPage, filterProblem, type ListPageAnswer } from '../api/load';
import type { HospitalDetail } from '@medtour/contracts';
import { Breadcrumb, PageIntro } from '../components/PageIntro';
import { DemoBadge, Rating } from '../components/Rating';
import { FilterProblem } from '../components/Results';
import { formatAtLeast, formatCostRange } from '../format';
import { routeMeta } from '../seo';
import { hospitalHref, quoteHref } from '../site';
import { messagesFor } from '../i18n/catalogues.server';
import { localeOf, type WithMessages } from '../i18n/messages';

interface CompareData extends WithMessages {
  hospitals: HospitalDetail[];
  problem?: string;
}

/** `?ids=a,b,c` from a link, or `?ids=a&ids=b` from the hospitals page's form without JavaScript. */
export async function loader({ context, request, params }: Route.LoaderArgs): Promise<ListPageAnswer<CompareData>> {
  const messages = messagesFor(localeOf(params), 'lists');
  const slugs = new URL(request.url).searchParams
    .getAll('ids')
    .flatMap((value) => value.split(','))
    .map((s) => s.trim())
    .filter(Boolean);
  try {
    const { items } = await catalogueApi.compareHospitals(getApi(context), slugs, request.signal);
    return { hospitals: items, messages } satisfies CompareData;
  } catch (error) {
    const problem = filterProblem(error);
    if (problem) return data({ hospitals: [], problem, messages } satisfies CompareData, { status: 400 });
    failPage(error, request, 'Hospital comparison');
  }
}

export const meta = routeMeta(() => ({
  title: 'Compare Hospitals',
  description: 'Compare up to three hospitals side by side: ratings, accreditations, doctors, specialties, languages and treatment prices.',
}));

const list = (items: string[]) => (items.length ? items.join(', ') : '-');

/** The rows of the comparison: one attribute per row, one hospital per column. */
const ROWS: { label: string; cell(hospital: HospitalDetail): ReactNode }[] = [
  { label: 'Location', cell: (h) => `${h.city}, ${h.country.name}` },
  { label: 'Rating', cell: (h) => <Rating value={h.rating} /> },
  { label: 'Accreditations', cell: (h) => list(h.accreditations) },
  { label: 'Established', cell: (h) => h.establishedYear ?? '-' },
  { label: 'Doctors', cell: (h) => (h.doctorCount !== null ? formatAtLeast(h.doctorCount) : '-') },
  { label: 'Beds', cell: (h) => h.bedCapacity?.toLocaleString('en-US') ?? '-' },
  { label: 'Success rate', cell: (h) => (h.successRatePercentage !== null ? `${h.successRatePercentage}%` : '-') },
  { label: 'Specialties', cell: (h) => list(h.specialties) },
  {
    label: 'Treatments and prices',
    cell: (h) =>
      h.treatments.length ? (
        <ul className="plain-list">
          {h.treatments.map((t) => (
            <li key={t.slug}>{`${t.name}: ${formatCostRange(t.minCostUsd, t.maxCostUsd) ?? 'on request'}`}</li>
          ))}
        </ul>
      ) : (
        '-'
      ),
  },
  { label: 'Languages', cell: (h) => list(h.languages) },
  { label: 'Facilities', cell: (h) => list(h.features) },
  { label: 'Reviews', cell: (h) => `${h.reviewCount} (${h.successStoryCount} success ${h.successStoryCount === 1 ? 'story' : 'stories'})` },
];

/** Up to three hospitals side by side. */
export default function Component({ loaderData: { hospitals, problem } }: Route.ComponentProps) {
  return (
    <>
      <PageIntro
        title="Compare Hospitals"
        breadcrumb={<Breadcrumb items={[{ href: '/', label: 'Home' }, { href: '/hospitals', label: 'Hospitals' }, { label: 'Compare' }]} />}
      >
        <p className="page-intro__lead">Up to three hospitals side by side.</p>
      </PageIntro>
      <section className="section section--compact" aria-label="Comparison">
        <div className="container">
          {problem ? (
            <FilterProblem message={problem} clearHref="/hospitals" />
          ) : (
            <div className="table-scroll" role="region" aria-label="Hospital comparison table" tabIndex={0}>
              <table className="table table--compare">
                <caption className="sr-only">Hospital comparison</caption>
                <thead>
                  <tr>
                    <td />
                    {hospitals.map((hospital) => (
                      <th key={hospital.slug} scope="col">
                        <Link to={hospitalHref(hospital.slug)}>{hospital.name}</Link> <DemoBadge isDemo={hospital.isDemo} />
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {ROWS.map((row) => (
                    <tr key={row.label}>
                      <th scope="row">{row.label}</th>
                      {hospitals.map((hospital) => (
                        <td key={hospital.slug}>{row.cell(hospital)}</td>
                      ))}
                    </tr>
                  ))}
                  <tr>
                    <th scope="row">
                      <span className="sr-only">Actions</span>
                    </th>
                    {hospitals.map((hospital) => (
                      <td key={hospital.slug}>
                        <Link to={quoteHref(hospital.slug)} className="btn btn--primary" aria-label={`Get Quote from ${hospital.name}`}>
                          Get Quote
                        </Link>
                      </td>
                    ))}
                  </tr>
                </tbody>
              </table>
            </div>
          )}
          <p className="section__more">
            <Link to="/hospitals">Choose other hospitals</Link>
          </p>
        </div>
      </section>
    </>
  );
}
