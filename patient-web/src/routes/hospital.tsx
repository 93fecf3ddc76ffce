import { Link } from '../i18n/links';
import type { Route } from './+types/hospital';
import { catalogueApi } from '../api/catalogue';
import { getApi } from '../api/client';
import { failPage } from '../api/load';
import type { HospitalProfile, RatingSummary, ReviewProvenance } from '@medtour/contracts';
import { Breadcrumb, CallToAction, PageIntro } from '../components/PageIntro';
import { DemoBadge, Rating } from '../components/Rating';
import { formatRating } from '../format';
import { formatAtLeast, formatDay, formatMonth } from '../format-more';
import { routeMeta } from '../seo';
import { quoteHref, treatmentHref } from '../site';
import { Checks, Fact } from '../components/Details';
import { CountryName } from '../components/Destination';
import { Tags } from '../components/Lists';
import { messagesFor } from '../i18n/catalogues.server';
import { localeOf, useLocale, useT, withElements, type MessageId, type WithMessages } from '../i18n/messages';
import { useMoney } from '../money';
import { tripEstimateFor } from '../trips/estimate.server';
import { TripEstimateSection, tripBookHref, tripErrors, tripStatus, type WithTrip } from '../trips/TripEstimate';
import { data } from 'react-router';

export async function loader({ context, request, params }: Route.LoaderArgs) {
  try {
    const locale = localeOf(params);
    const hospital = await catalogueApi.hospital(getApi(context), params.slug ?? '', locale, request.signal);
    const trip = await tripEstimateFor(request, context, locale, { hospital: hospital.id });
    const page: HospitalProfile & WithTrip & WithMessages = {
      ...hospital,
      trip,
      messages: messagesFor(locale, 'hospitals', 'trips', ...tripErrors(trip)),
    };
    return data(page, { status: tripStatus(trip) });
  } catch (error) {
    failPage(error, request, 'Hospital profile');
  }
}

export const meta = routeMeta((data, t) => {
  const hospital = data as HospitalProfile | undefined;
  if (!hospital) return { title: t('hospitals.profile.meta.fallbackTitle'), description: t('hospitals.profile.meta.fallbackDescription') };
  const { name, city } = hospital;
  return {
    title: t('hospitals.profile.meta.title', { name, city }),
    description: hospital.description ?? t('hospitals.profile.meta.description', { name, city, country: hospital.country.name }),
    type: 'article',
  };
});

/** A verified patient's stay: `Knee Replacement · March 2026 · Kenya` (the country unless they stay anonymous). */
function VerifiedStay({ provenance }: { provenance: Extract<ReviewProvenance, { kind: 'verified' }> }) {
  const locale = useLocale();
  const parts = [provenance.treatment, provenance.treatedIn ? formatMonth(provenance.treatedIn, locale) : null, provenance.country];
  const text = parts.filter(Boolean).join(' · ');
  return text ? <p className="review__stay">{text}</p> : null;
}

/** Where a review that is not a verified patient's comes from: the site it was imported from (linked), or the demo data. */
function ReviewSource({ provenance }: { provenance: ReviewProvenance }) {
  const t = useT();
  if (provenance.kind === 'demo') return <p className="muted review__source">{t('hospitals.profile.reviews.demo')}</p>;
  if (provenance.kind !== 'imported') return null;
  const site = provenance.url ? (
    <a href={provenance.url} rel="nofollow noopener noreferrer" target="_blank">
      {provenance.site}
    </a>
  ) : (
    provenance.site
  );
  return <p className="muted review__source">{withElements(t, 'hospitals.profile.reviews.source', { site })}</p>;
}

/** Published verified and imported reviews apart: how many, and their average. */
function RatingSummaryView({ summary }: { summary: RatingSummary }) {
  const t = useT();
  const kinds = [
    { key: 'verified', label: t('hospitals.profile.reviews.summary.verified'), tally: summary.verified },
    { key: 'imported', label: t('hospitals.profile.reviews.summary.imported'), tally: summary.imported },
  ];
  return (
    <section className="review-summary" aria-labelledby="rating-summary-title">
      <h3 id="rating-summary-title">{t('hospitals.profile.reviews.summary.title')}</h3>
      <dl className="fact-list fact-list--compact">
        {kinds.map(({ key, label, tally }) => (
          <Fact key={key} label={label}>
            {[
              t('hospitals.profile.reviews.summary.count', { count: tally.count }),
              tally.averageRating !== null
                ? t('hospitals.profile.reviews.summary.average', { rating: formatRating(tally.averageRating) })
                : null,
            ]
              .filter(Boolean)
              .join(' · ')}
          </Fact>
        ))}
      </dl>
    </section>
  );
}

/** The hospital profile ("View Profile"): facts, specialties, treatment prices, reviews and Get Quote. */
export default function Component({ loaderData: hospital }: Route.ComponentProps) {
  const t = useT();
  const money = useMoney();
  const locale = useLocale();
  const number = new Intl.NumberFormat(locale);
  const percent = (rate: number) => t('hospitals.profile.percent', { rate });
  const facts = [
    hospital.establishedYear !== null && { label: 'hospitals.profile.established', value: String(hospital.establishedYear) },
    hospital.doctorCount !== null && { label: 'hospitals.profile.doctors', value: formatAtLeast(hospital.doctorCount, locale) },
    hospital.bedCapacity !== null && { label: 'hospitals.profile.beds', value: number.format(hospital.bedCapacity) },
    hospital.successRatePercentage !== null && { label: 'hospitals.profile.successRate', value: percent(hospital.successRatePercentage) },
    { label: 'hospitals.profile.patientStories', value: number.format(hospital.patientStoriesCount) },
  ].filter((fact): fact is { label: MessageId; value: string } => Boolean(fact));

  return (
    <>
      <PageIntro
        title={hospital.name}
        breadcrumb={
          <Breadcrumb
            items={[
              { href: '/', label: t('common.nav.home') },
              { href: '/hospitals', label: t('common.nav.hospitals') },
              { label: hospital.name },
            ]}
          />
        }
      >
        <p className="page-intro__lead">
          {hospital.city}, <CountryName country={hospital.country} /> <DemoBadge isDemo={hospital.isDemo} />
        </p>
        <p className="button-row">
          <Link to={quoteHref(hospital.slug)} className="btn btn--accent btn--large">
            {t('hospitals.card.quote')}
          </Link>
        </p>
      </PageIntro>

      {hospital.isDemo && (
        <div className="container">
          <p className="notice">{t('hospitals.profile.demoNotice')}</p>
        </div>
      )}

      <section className="section section--compact" aria-labelledby="overview-title">
        <div className="container detail">
          <div>
            <h2 id="overview-title">{t('hospitals.profile.overview')}</h2>
            {hospital.description && <p>{hospital.description}</p>}
            <Rating value={hospital.rating} />
            {hospital.rating !== null && hospital.ratingSource && (
              <p className="muted">{t('hospitals.profile.ratingSource', { source: hospital.ratingSource })}</p>
            )}
            {hospital.accreditations.length > 0 && <Tags items={hospital.accreditations} label={t('common.card.accreditations')} />}
            <dl className="fact-list">
              {facts.map((fact) => (
                <Fact key={fact.label} label={t(fact.label)}>
                  {fact.value}
                </Fact>
              ))}
            </dl>
            {hospital.features.length > 0 && (
              <>
                <h3>{t('hospitals.profile.features')}</h3>
                <Checks items={hospital.features} />
              </>
            )}
            {hospital.languages.length > 0 && (
              <>
                <h3>{t('hospitals.profile.languages')}</h3>
                <p>{hospital.languages.join(', ')}</p>
              </>
            )}
          </div>
          <aside className="card detail__aside" aria-labelledby="contact-title">
            <h2 id="contact-title">{t('hospitals.profile.contact.title')}</h2>
            <dl className="fact-list fact-list--compact">
              {hospital.address && <Fact label={t('hospitals.profile.contact.address')}>{hospital.address}</Fact>}
              {hospital.phone && (
                <Fact label={t('hospitals.profile.contact.phone')}>
                  {/* A number keeps its own direction on a right-to-left page. */}
                  <span dir="ltr">{hospital.phone}</span>
                </Fact>
              )}
              {hospital.email && <Fact label={t('hospitals.profile.contact.email')}>{hospital.email}</Fact>}
            </dl>
            <p>{t('hospitals.profile.contact.text')}</p>
            <Link to={quoteHref(hospital.slug)} className="btn btn--primary">
              {t('hospitals.card.quote')}
            </Link>
          </aside>
        </div>
      </section>

      {hospital.specializations.length > 0 && (
        <section className="section section--compact section--tint" aria-labelledby="specialties-title">
          <div className="container">
            <h2 id="specialties-title">{t('hospitals.card.specialties')}</h2>
            <ul className="grid grid--3">
              {hospital.specializations.map((specialization) => (
                <li key={specialization.slug} className="card card--plain">
                  <h3>{specialization.name}</h3>
                  {specialization.experienceYears !== null && (
                    <p>{t('hospitals.profile.specialty.experience', { years: specialization.experienceYears })}</p>
                  )}
                  {specialization.successRatePercentage !== null && (
                    <p>{t('hospitals.profile.specialty.successRate', { rate: specialization.successRatePercentage })}</p>
                  )}
                </li>
              ))}
            </ul>
          </div>
        </section>
      )}

      {hospital.treatments.length > 0 && (
        <section className="section section--compact" aria-labelledby="prices-title">
          <div className="container">
            <h2 id="prices-title">{t('hospitals.profile.prices.title')}</h2>
            <div className="table-scroll" role="region" aria-labelledby="prices-title" tabIndex={0}>
              <table className="table">
                <thead>
                  <tr>
                    <th scope="col">{t('hospitals.profile.prices.treatment')}</th>
                    <th scope="col">{t('hospitals.profile.prices.price')}</th>
                    <th scope="col">{t('hospitals.profile.prices.cases')}</th>
                    <th scope="col">{t('hospitals.profile.successRate')}</th>
                  </tr>
                </thead>
                <tbody>
                  {hospital.treatments.map((treatment) => (
                    <tr key={treatment.slug}>
                      <th scope="row">
                        <Link to={treatmentHref(treatment.slug)}>{treatment.name}</Link>
                      </th>
                      <td>{money.range(treatment.minCostUsd, treatment.maxCostUsd) ?? t('hospitals.profile.onRequest')}</td>
                      <td>{number.format(treatment.casesCompleted)}</td>
                      <td>
                        {treatment.averageSuccessRate !== null ? percent(treatment.averageSuccessRate) : t('hospitals.profile.unknown')}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </div>
        </section>
      )}

      {hospital.treatments.length > 0 && (
        <TripEstimateSection
          choice={{ name: 'treatment', options: hospital.treatments.map((treatment) => ({ value: treatment.id, label: treatment.name })) }}
          trip={hospital.trip}
          bookHref={(estimate) => tripBookHref(hospital.slug, estimate)}
        />
      )}

      <section className="section section--compact section--tint" aria-labelledby="reviews-title">
        <div className="container">
          <h2 id="reviews-title">{t('hospitals.profile.reviews.title', { count: hospital.reviewCount })}</h2>
          {hospital.successStoryCount > 0 && (
            <p className="muted">{t('hospitals.profile.reviews.stories', { count: hospital.successStoryCount })}</p>
          )}
          <RatingSummaryView summary={hospital.ratingSummary} />
          {hospital.reviews.length > 0 ? (
            <ul className="grid grid--2">
              {hospital.reviews.map((review) => (
                <li key={review.id} className="card review">
                  <p className="review__head">
                    <strong>
                      {review.provenance.kind === 'verified' && review.provenance.anonymous
                        ? t('hospitals.profile.reviews.anonymous')
                        : review.reviewerName}
                    </strong>
                    {review.provenance.kind === 'verified' && (
                      <span className="badge badge--success">{t('hospitals.profile.reviews.verified')}</span>
                    )}
                    {review.isSuccessStory && <span className="badge badge--success">{t('hospitals.profile.reviews.successStory')}</span>}
                  </p>
                  {review.provenance.kind === 'verified' && <VerifiedStay provenance={review.provenance} />}
                  <p className="muted">
                    {[
                      review.rating !== null ? `★ ${formatRating(review.rating)}` : null,
                      review.reviewDate ? formatDay(review.reviewDate, locale) : null,
                      review.treatmentMentioned,
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </p>
                  <blockquote>
                    <p>{review.reviewText}</p>
                  </blockquote>
                  <ReviewSource provenance={review.provenance} />
                </li>
              ))}
            </ul>
          ) : (
            <p className="empty">{t('hospitals.profile.reviews.none')}</p>
          )}
        </div>
      </section>

      <CallToAction
        title={t('hospitals.profile.cta.title')}
        text={t('hospitals.profile.cta.text')}
        primary={{ label: t('hospitals.card.quote'), to: quoteHref(hospital.slug) }}
        secondary={{ label: t('hospitals.compare.title'), to: '/hospitals' }}
      />
    </>
  );
}
