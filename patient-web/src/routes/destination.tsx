import { Link } from '../i18n/links';
import type { Route } from './+types/destination';
import { catalogueApi } from '../api/catalogue';
import { getApi } from '../api/client';
import { failPage } from '../api/load';
import type { DestinationDetail } from '@medtour/contracts';
import { Breadcrumb, CallToAction, PageIntro } from '../components/PageIntro';
import { HospitalCard } from '../components/HospitalCard';
import { categoryLabel } from '../components/TreatmentListCard';
import { Checks } from '../components/Details';
import { costSaving, TravelFacts } from '../components/Destination';
import { Tags } from '../components/Lists';
import { Stars } from '../components/Stars';
import { routeMeta } from '../seo';
import { treatmentHref } from '../site';
import { messagesFor } from '../i18n/catalogues.server';
import { localeOf, useT, type WithMessages } from '../i18n/messages';
import { useMoney } from '../money';

export async function loader({ context, request, params }: Route.LoaderArgs) {
  try {
    const locale = localeOf(params);
    const destination = await catalogueApi.destination(getApi(context), params.slug ?? '', locale, request.signal);
    return { ...destination, messages: messagesFor(locale, 'lists', 'destinations') } satisfies DestinationDetail & WithMessages;
  } catch (error) {
    failPage(error, request, 'Destination page');
  }
}

export const meta = routeMeta((data, t) => {
  const destination = data as DestinationDetail | undefined;
  if (!destination)
    return { title: t('destinations.page.meta.fallbackTitle'), description: t('destinations.page.meta.fallbackDescription') };
  const country = destination.name;
  return {
    title: t('destinations.page.meta.title', { country }),
    description: destination.description ?? t('destinations.page.meta.description', { country }),
    type: 'article',
  };
});

/** A destination's page: its travel guide, its partner hospitals and the treatments offered there with their prices. */
export default function Component({ loaderData: destination }: Route.ComponentProps) {
  const t = useT();
  const money = useMoney();
  const country = destination.name;
  const savings = costSaving(destination);
  const allHospitals = `/hospitals?country=${destination.slug}`;

  return (
    <>
      <PageIntro
        title={country}
        breadcrumb={
          <Breadcrumb
            items={[
              { href: '/', label: t('common.nav.home') },
              { href: '/destinations', label: t('common.nav.destinations') },
              { label: country },
            ]}
          />
        }
      >
        {destination.description && <p className="page-intro__lead">{destination.description}</p>}
      </PageIntro>

      <section className="section section--compact" aria-labelledby="guide-title">
        <div className="container detail">
          <div>
            <h2 id="guide-title">{t('destinations.page.guide')}</h2>
            {savings && <p className="saving">{t('destinations.saving', { saving: savings })}</p>}
            <dl className="fact-list">
              <TravelFacts guide={destination} languages={destination.languages} />
            </dl>
            {destination.highlights.length > 0 && (
              <>
                <h3>{t('destinations.highlights')}</h3>
                <Checks items={destination.highlights} />
              </>
            )}
          </div>
          <aside className="card detail__aside" aria-labelledby="country-facts-title">
            <h2 id="country-facts-title">{t('destinations.page.facts', { country })}</h2>
            {destination.capital && <p>{t('destinations.capital', { capital: destination.capital })}</p>}
            {destination.safetyRating !== null && (
              <p>
                <Stars value={destination.safetyRating} label={t('destinations.safety')} />
              </p>
            )}
            {destination.specialties.length > 0 && (
              <div>
                <h3 className="label">{t('destinations.specialties')}</h3>
                <Tags items={destination.specialties} accent />
              </div>
            )}
          </aside>
        </div>
      </section>

      <section className="section section--tint" aria-labelledby="hospitals-title">
        <div className="container">
          <h2 id="hospitals-title">{t('destinations.page.hospitals', { country })}</h2>
          {destination.hospitals.length > 0 ? (
            <>
              <ul className="grid grid--3">
                {destination.hospitals.map((hospital) => (
                  <HospitalCard key={hospital.slug} hospital={{ ...hospital, accreditations: [], country: { name: country } }} />
                ))}
              </ul>
              <p className="section__more">
                <Link to={allHospitals} className="btn btn--secondary">
                  {t('destinations.hospitalsIn', { count: destination.hospitalCount, country })}
                </Link>
              </p>
            </>
          ) : (
            <p className="empty">{t('destinations.page.noHospitals', { country })}</p>
          )}
        </div>
      </section>

      <section className="section" aria-labelledby="treatments-title">
        <div className="container">
          <h2 id="treatments-title">{t('destinations.page.treatments', { country })}</h2>
          {destination.treatments.length > 0 ? (
            <>
              <p className="section__intro">{t('destinations.page.treatmentsLead', { country })}</p>
              <ul className="grid grid--3">
                {destination.treatments.map((treatment) => {
                  const cost = money.range(treatment.minCostUsd, treatment.maxCostUsd);
                  return (
                    <li key={treatment.slug} className="card treatment">
                      <p className="eyebrow">{categoryLabel(t, treatment.category)}</p>
                      <h3>
                        <Link to={treatmentHref(treatment.slug)}>{treatment.name}</Link>
                      </h3>
                      {cost && <p className="fact">{t('common.card.estimatedCost', { cost })}</p>}
                      <p className="muted">{t('destinations.page.offeredBy', { count: treatment.hospitalCount })}</p>
                    </li>
                  );
                })}
              </ul>
            </>
          ) : (
            <p className="empty">{t('destinations.page.noTreatments', { country })}</p>
          )}
        </div>
      </section>

      <CallToAction
        title={t('destinations.page.cta.title', { country })}
        text={t('destinations.page.cta.text', { country })}
        primary={{ label: t('common.nav.start') }}
        secondary={{ label: t('destinations.page.cta.secondary'), to: '/destinations' }}
      />
    </>
  );
}
