import type { ReactNode } from 'react';
import { data } from 'react-router';
import { Link } from '../i18n/links';
import type { Route } from './+types/hospital-compare';
import { catalogueApi } from '../api/catalogue';
import { getApi } from '../api/client';
import { failPage, filterProblem, type ListPageAnswer } from '../api/load';
import type { HospitalDetail, Locale } from '@medtour/contracts';
import { Breadcrumb, PageIntro } from '../components/PageIntro';
import { DemoBadge, Rating } from '../components/Rating';
import { FilterProblem } from '../components/Results';
import { formatAtLeast } from '../format-more';
import { routeMeta } from '../seo';
import { hospitalHref, quoteHref } from '../site';
import { messagesFor } from '../i18n/catalogues.server';
import { localeOf, useLocale, useT, type MessageId, type Translate, type WithMessages } from '../i18n/messages';
import { useMoney } from '../money';

interface CompareData extends WithMessages {
  hospitals: HospitalDetail[];
  problem?: string;
}

/**
 * `?ids=a,b,c` from a link, or `?ids=a&ids=b` from the hospitals page's form without JavaScript (where
 * nothing stops a fourth box being ticked: the API's "up to 3" is then the page's answer).
 */
export async function loader({ context, request, params }: Route.LoaderArgs): Promise<ListPageAnswer<CompareData>> {
  const messages = messagesFor(localeOf(params), 'lists', 'hospitals');
  const slugs = new URL(request.url).searchParams
    .getAll('ids')
    .flatMap((value) => value.split(','))
    .map((s) => s.trim())
    .filter(Boolean);
  try {
    const { items } = await catalogueApi.compareHospitals(getApi(context), slugs, localeOf(params), request.signal);
    return { hospitals: items, messages } satisfies CompareData;
  } catch (error) {
    const problem = filterProblem(error, localeOf(params));
    if (problem) return data({ hospitals: [], problem, messages } satisfies CompareData, { status: 400 });
    failPage(error, request, 'Hospital comparison');
  }
}

export const meta = routeMeta((_, t) => ({ title: t('hospitals.compare.title'), description: t('hospitals.compare.meta.description') }));

/** What a cell needs to speak the page's language. */
interface CellContext {
  t: Translate;
  locale: Locale;
  money: ReturnType<typeof useMoney>;
}

const list = (items: string[], { t }: CellContext) => (items.length ? items.join(', ') : t('hospitals.profile.unknown'));

/** The rows of the comparison: one attribute per row, one hospital per column. */
const ROWS: { label: MessageId; cell(hospital: HospitalDetail, context: CellContext): ReactNode }[] = [
  { label: 'hospitals.compare.row.location', cell: (h) => `${h.city}, ${h.country.name}` },
  { label: 'hospitals.compare.row.rating', cell: (h) => <Rating value={h.rating} /> },
  { label: 'common.card.accreditations', cell: (h, context) => list(h.accreditations, context) },
  { label: 'hospitals.profile.established', cell: (h, { t }) => h.establishedYear ?? t('hospitals.profile.unknown') },
  {
    label: 'hospitals.profile.doctors',
    cell: (h, { t, locale }) => (h.doctorCount !== null ? formatAtLeast(h.doctorCount, locale) : t('hospitals.profile.unknown')),
  },
  {
    label: 'hospitals.profile.beds',
    cell: (h, { t, locale }) => (h.bedCapacity !== null ? h.bedCapacity.toLocaleString(locale) : t('hospitals.profile.unknown')),
  },
  {
    label: 'hospitals.profile.successRate',
    cell: (h, { t }) =>
      h.successRatePercentage !== null ? t('hospitals.profile.percent', { rate: h.successRatePercentage }) : t('hospitals.profile.unknown'),
  },
  { label: 'hospitals.card.specialties', cell: (h, context) => list(h.specialties, context) },
  {
    label: 'hospitals.profile.prices.title',
    cell: (h, { t, money }) =>
      h.treatments.length ? (
        <ul className="plain-list">
          {h.treatments.map((treatment) => (
            <li key={treatment.slug}>
              {t('hospitals.compare.treatmentPrice', {
                treatment: treatment.name,
                price: money.range(treatment.minCostUsd, treatment.maxCostUsd) ?? t('hospitals.compare.onRequest'),
              })}
            </li>
          ))}
        </ul>
      ) : (
        t('hospitals.profile.unknown')
      ),
  },
  { label: 'hospitals.compare.row.languages', cell: (h, context) => list(h.languages, context) },
  { label: 'hospitals.compare.row.facilities', cell: (h, context) => list(h.features, context) },
  {
    label: 'hospitals.compare.row.reviews',
    cell: (h, { t }) =>
      t('hospitals.compare.reviewCount', {
        count: h.reviewCount,
        stories: t('hospitals.profile.reviews.stories', { count: h.successStoryCount }),
      }),
  },
];

/** Up to three hospitals side by side. */
export default function Component({ loaderData: { hospitals, problem } }: Route.ComponentProps) {
  const t = useT();
  const cellContext: CellContext = { t, locale: useLocale(), money: useMoney() };
  return (
    <>
      <PageIntro
        title={t('hospitals.compare.title')}
        breadcrumb={
          <Breadcrumb
            items={[
              { href: '/', label: t('common.nav.home') },
              { href: '/hospitals', label: t('common.nav.hospitals') },
              { label: t('hospitals.card.compare') },
            ]}
          />
        }
      >
        <p className="page-intro__lead">{t('hospitals.compare.lead')}</p>
      </PageIntro>
      <section className="section section--compact" aria-label={t('hospitals.compare.section')}>
        <div className="container">
          {problem ? (
            <FilterProblem message={problem} title={null} clearHref="/hospitals" clearLabel={t('hospitals.compare.others')} />
          ) : (
            <div className="table-scroll" role="region" aria-label={t('hospitals.compare.table')} tabIndex={0}>
              <table className="table table--compare">
                <caption className="sr-only">{t('hospitals.compare.caption')}</caption>
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
                      <th scope="row">{t(row.label)}</th>
                      {hospitals.map((hospital) => (
                        <td key={hospital.slug}>{row.cell(hospital, cellContext)}</td>
                      ))}
                    </tr>
                  ))}
                  <tr>
                    <th scope="row">
                      <span className="sr-only">{t('hospitals.compare.actions')}</span>
                    </th>
                    {hospitals.map((hospital) => (
                      <td key={hospital.slug}>
                        <Link
                          to={quoteHref(hospital.slug)}
                          className="btn btn--primary"
                          aria-label={t('hospitals.compare.quoteFrom', { name: hospital.name })}
                        >
                          {t('hospitals.card.quote')}
                        </Link>
                      </td>
                    ))}
                  </tr>
                </tbody>
              </table>
            </div>
          )}
          <p className="section__more">
            <Link to="/hospitals">{t('hospitals.compare.others')}</Link>
          </p>
        </div>
      </section>
    </>
  );
}
