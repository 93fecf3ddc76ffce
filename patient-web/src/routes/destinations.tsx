import { data, useSearchParams } from 'react-router';
import { Link } from '../i18n/links';
import type { Route } from './+types/destinations';
import { catalogueApi } from '../api/catalogue';
import { getApi } from '../api/client';
import { failPage, filterProblem, type ListPageAnswer } from '../api/load';
import type { DestinationView, Page } from '@medtour/contracts';
import { CallToAction, PageIntro } from '../components/PageIntro';
import { Pagination } from '../components/Pagination';
import { DemoBadge } from '../components/Rating';
import { Stars } from '../components/Stars';
import { FilterProblem } from '../components/Results';
import { formatRating } from '../format';
import { firstOf } from '../format-more';
import { routeMeta } from '../seo';
import { destinationHref, hospitalHref } from '../site';
import { Checks } from '../components/Details';
import { costSaving, TravelFacts } from '../components/Destination';
import { Tags } from '../components/Lists';
import { messagesFor } from '../i18n/catalogues.server';
import { localeOf, useT, type WithMessages } from '../i18n/messages';

const PAGE_SIZE = 12;

interface DestinationsData extends WithMessages {
  destinations: Page<DestinationView>;
  problem?: string;
}

export async function loader({ context, request, params }: Route.LoaderArgs): Promise<ListPageAnswer<DestinationsData>> {
  const messages = messagesFor(localeOf(params), 'lists', 'destinations');
  const page = new URL(request.url).searchParams.get('page') ?? undefined;
  try {
    const destinations = await catalogueApi.destinations(
      getApi(context),
      { page, pageSize: PAGE_SIZE, lang: localeOf(params) },
      request.signal,
    );
    return { destinations, messages } satisfies DestinationsData;
  } catch (error) {
    const problem = filterProblem(error, localeOf(params));
    if (problem)
      return data({ destinations: { items: [], total: 0, page: 1, pageSize: PAGE_SIZE }, problem, messages } satisfies DestinationsData, {
        status: 400,
      });
    failPage(error, request, 'Destinations page');
  }
}

export const meta = routeMeta((_, t) => ({ title: t('destinations.meta.title'), description: t('destinations.meta.description') }));

function DestinationCard({ destination }: { destination: DestinationView }) {
  const t = useT();
  const titleId = `destination-${destination.slug}`;
  const highlights = firstOf(destination.highlights, 3).shown;
  const languages = firstOf(destination.languages, 3).shown;
  const savings = costSaving(destination);
  return (
    <li className="card destination">
      <div className="destination__head">
        <h2 id={titleId}>
          {destination.flag && (
            <span className="destination__flag" aria-hidden="true">
              {destination.flag}{' '}
            </span>
          )}
          {destination.name}
        </h2>
        {destination.safetyRating !== null && <Stars value={destination.safetyRating} label={t('destinations.safety')} />}
      </div>
      {destination.capital && <p className="muted">{t('destinations.capital', { capital: destination.capital })}</p>}
      {destination.description && <p>{destination.description}</p>}
      {savings && <p className="saving">{t('destinations.saving', { saving: savings })}</p>}
      {highlights.length > 0 && <Checks items={highlights} label={t('destinations.highlights')} />}
      {destination.specialties.length > 0 && (
        <div>
          <h3 className="label">{t('destinations.specialties')}</h3>
          <Tags items={destination.specialties} accent />
        </div>
      )}
      <dl className="fact-list fact-list--compact">
        <TravelFacts guide={destination} languages={languages} />
      </dl>
      {destination.popularHospitals.length > 0 && (
        <div>
          <h3 className="label">{t('destinations.popularHospitals')}</h3>
          <ul className="link-list">
            {destination.popularHospitals.map((hospital) => (
              <li key={hospital.slug}>
                <Link to={hospitalHref(hospital.slug)}>{hospital.name}</Link>{' '}
                <span className="muted">
                  {hospital.city}
                  {hospital.rating !== null && ` · ★ ${formatRating(hospital.rating)}`}
                </span>{' '}
                <DemoBadge isDemo={hospital.isDemo} />
              </li>
            ))}
          </ul>
        </div>
      )}
      <p className="button-row card__action">
        <Link to={destinationHref(destination.slug)} className="btn btn--primary" aria-describedby={titleId}>
          {t('destinations.explore', { country: destination.name })}
        </Link>
        <Link to={`/hospitals?country=${destination.slug}`} className="btn btn--secondary">
          {t('destinations.hospitalsIn', { count: destination.hospitalCount, country: destination.name })}
        </Link>
      </p>
    </li>
  );
}

/** The destination catalogue: each country's guide content and its best-rated hospitals. */
export default function Component({ loaderData: { destinations, problem } }: Route.ComponentProps) {
  const t = useT();
  const [search] = useSearchParams();
  return (
    <>
      <PageIntro title={t('destinations.title')}>
        <p className="page-intro__lead">{t('destinations.lead')}</p>
      </PageIntro>
      <section className="section section--compact" aria-label={t('destinations.list')}>
        <div className="container">
          {problem ? (
            <FilterProblem message={problem} clearHref="/destinations" />
          ) : (
            <>
              <ul className="grid grid--2">
                {destinations.items.map((destination) => (
                  <DestinationCard key={destination.slug} destination={destination} />
                ))}
              </ul>
              <Pagination result={destinations} search={search} label={t('destinations.pages')} />
            </>
          )}
        </div>
      </section>
      <CallToAction
        title={t('destinations.cta.title')}
        text={t('destinations.cta.text')}
        primary={{ label: t('destinations.cta.primary') }}
        secondary={{ label: t('destinations.cta.secondary'), to: '/hospitals' }}
      />
    </>
  );
}
