import { Link } from '../i18n/links';
import { localeOf, useT, type MessageId, type Translate, type WithMessages } from '../i18n/messages';
import { messagesFor } from '../i18n/catalogues.server';
import type { Route } from './+types/treatment';
import { catalogueApi } from '../api/catalogue';
import { getApi } from '../api/client';
import { failPage } from '../api/load';
import type { EvidenceLevel, Locale, TreatmentDetail } from '@medtour/contracts';
import { Breadcrumb, CallToAction, PageIntro } from '../components/PageIntro';
import { DemoBadge, Rating } from '../components/Rating';
import { categoryLabel } from '../components/TreatmentListCard';
import { formatCostRange, formatDuration } from '../format';
import { routeMeta, type PageMeta } from '../seo';
import { authHref, hospitalHref, quoteHref } from '../site';
import { Checks, Fact } from '../components/Details';
import { CountryNames } from '../components/Destination';
import { useMoney } from '../money';
import { tripEstimateFor } from '../trips/estimate.server';
import { TripEstimateSection, tripBookHref, tripErrors, tripStatus, type WithTrip } from '../trips/TripEstimate';
import { data } from 'react-router';

export async function loader({ context, request, params }: Route.LoaderArgs) {
  try {
    const locale = localeOf(params);
    const treatment = await catalogueApi.treatment(getApi(context), params.slug ?? '', locale, request.signal);
    const trip = await tripEstimateFor(request, context, locale, { treatment: treatment.id });
    const page: TreatmentDetail & WithTrip & WithMessages = {
      ...treatment,
      trip,
      messages: messagesFor(locale, 'lists', 'treatments', 'trips', ...tripErrors(trip)),
    };
    return data(page, { status: tripStatus(trip) });
  } catch (error) {
    failPage(error, request, 'Treatment page');
  }
}

/** The page's title and description, its estimated cost in the page's language. */
function describeTreatment(treatment: TreatmentDetail | undefined, t: Translate, locale: Locale): PageMeta {
  if (!treatment) return { title: t('treatments.detail.meta.fallbackTitle'), description: t('treatments.detail.meta.fallbackDescription') };
  // Dollars only: the description is for search engines and shared links, not this visitor.
  const cost = formatCostRange(t, locale, treatment.minCostUsd, treatment.maxCostUsd, null);
  return {
    title: t('treatments.detail.meta.title', { name: treatment.name }),
    description: cost ? t('treatments.detail.meta.description', { description: treatment.description, cost }) : treatment.description,
    type: 'article',
  };
}

export const meta = (args: Route.MetaArgs) =>
  routeMeta((data, t) => describeTreatment(data as TreatmentDetail | undefined, t, localeOf(args.params)))(args);

/** The evidence levels as the page says them (English: contracts' `EVIDENCE_LEVEL_LABELS`, spec §5). */
const EVIDENCE_LEVEL_MESSAGES: Record<EvidenceLevel, MessageId> = {
  high: 'treatments.detail.evidenceLevel.high',
  moderate: 'treatments.detail.evidenceLevel.moderate',
  low: 'treatments.detail.evidenceLevel.low',
};

/** A treatment page ("Learn More"): what it involves, its cost and the hospitals offering it. */
export default function Component({ loaderData: treatment }: Route.ComponentProps) {
  const t = useT();
  const money = useMoney();
  const cost = money.range(treatment.minCostUsd, treatment.maxCostUsd);
  const duration = formatDuration(t, treatment.minDurationDays, treatment.maxDurationDays);

  return (
    <>
      <PageIntro
        title={treatment.name}
        breadcrumb={
          <Breadcrumb
            items={[
              { href: '/', label: t('common.nav.home') },
              { href: '/treatments', label: t('common.nav.treatments') },
              { label: treatment.name },
            ]}
          />
        }
      >
        <p className="eyebrow eyebrow--light">{categoryLabel(t, treatment.category)}</p>
        <p className="page-intro__lead">{treatment.description}</p>
      </PageIntro>

      <section className="section section--compact" aria-labelledby="facts-title">
        <div className="container detail">
          <div>
            <h2 id="facts-title">{t('treatments.detail.facts')}</h2>
            <dl className="fact-list">
              {cost && <Fact label={t('treatments.detail.cost')}>{cost}</Fact>}
              {duration && <Fact label={t('treatments.detail.duration')}>{duration}</Fact>}
              {treatment.successRatePercentage !== null && (
                <Fact label={t('treatments.detail.successRate')}>
                  {t('treatments.detail.percent', { rate: treatment.successRatePercentage })}
                </Fact>
              )}
              <Fact label={t('treatments.detail.evidence')}>{t(EVIDENCE_LEVEL_MESSAGES[treatment.evidenceLevel])}</Fact>
              {treatment.availableIn.length > 0 && (
                <Fact label={t('treatments.detail.availableIn')}>
                  <CountryNames countries={treatment.availableIn} />
                </Fact>
              )}
            </dl>
            {treatment.procedures.length > 0 && (
              <>
                <h2>{t('lists.procedures')}</h2>
                <Checks items={treatment.procedures} />
              </>
            )}
            {treatment.benefits.length > 0 && (
              <>
                <h2>{t('treatments.detail.benefits')}</h2>
                <Checks items={treatment.benefits} />
              </>
            )}
            <p className="muted small">{t('treatments.detail.disclaimer')}</p>
          </div>
          <aside className="card detail__aside" aria-labelledby="consult-title">
            <h2 id="consult-title">{t('treatments.detail.consult.title')}</h2>
            <p>{t('treatments.detail.consult.text')}</p>
            <Link to={authHref()} className="btn btn--primary">
              {t('treatments.cta.primary')}
            </Link>
          </aside>
        </div>
      </section>

      <section className="section section--tint" aria-labelledby="offers-title">
        <div className="container">
          <h2 id="offers-title">{t('treatments.detail.offers.title', { name: treatment.name })}</h2>
          {treatment.offers.length > 0 ? (
            <>
              <ul className="grid grid--3">
                {treatment.offers.map((offer) => {
                  const offerCost = money.range(offer.minCostUsd, offer.maxCostUsd);
                  const titleId = `offer-${offer.hospital.slug}`;
                  return (
                    <li key={offer.hospital.slug} className="card hospital">
                      <div className="hospital__head">
                        <h3 id={titleId}>
                          <Link to={hospitalHref(offer.hospital.slug)}>{offer.hospital.name}</Link>
                        </h3>
                        <DemoBadge isDemo={offer.hospital.isDemo} />
                      </div>
                      <p className="muted">
                        {offer.hospital.city}, {offer.hospital.country.name}
                      </p>
                      <Rating value={offer.hospital.rating} />
                      {offerCost && <p className="fact">{t('treatments.detail.offers.price', { cost: offerCost })}</p>}
                      <p className="muted">{t('treatments.detail.offers.cases', { count: offer.casesCompleted })}</p>
                      <p className="button-row hospital__action">
                        <Link to={quoteHref(offer.hospital.slug)} className="btn btn--primary" aria-describedby={titleId}>
                          {t('treatments.detail.offers.quote')}
                        </Link>
                        <Link to={hospitalHref(offer.hospital.slug)} className="btn btn--secondary" aria-describedby={titleId}>
                          {t('common.card.viewProfile')}
                        </Link>
                      </p>
                    </li>
                  );
                })}
              </ul>
              {treatment.hospitalCount > treatment.offers.length && (
                <p className="muted">
                  {t('treatments.detail.offers.shown', {
                    shown: treatment.offers.length,
                    total: treatment.hospitalCount,
                    name: treatment.name,
                  })}
                </p>
              )}
            </>
          ) : (
            <p className="empty">{t('treatments.detail.offers.none')}</p>
          )}
        </div>
      </section>

      {treatment.offers.length > 0 && (
        <TripEstimateSection
          choice={{
            name: 'hospital',
            options: treatment.offers.map(({ hospital }) => ({ value: hospital.id, label: `${hospital.name} (${hospital.city})` })),
          }}
          trip={treatment.trip}
          bookHref={(estimate) => tripBookHref(estimate.hospital.slug, estimate)}
        />
      )}

      <CallToAction
        title={t('treatments.detail.cta.title')}
        text={t('treatments.detail.cta.text')}
        primary={{ label: t('common.nav.start') }}
        secondary={{ label: t('treatments.detail.cta.secondary'), to: '/treatments' }}
      />
    </>
  );
}
