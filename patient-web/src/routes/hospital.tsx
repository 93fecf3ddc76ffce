import { Link } from '../i18n/links';
import { formatDate } from '@medtour/contracts';
import type { Route } from './+types/hospital';
import { catalogueApi } from '../api/catalogue';
import { getApi } from '../api/client';
import { failPage } from '../api/load';
import type { HospitalProfile } from '@medtour/contracts';
import { Breadcrumb, CallToAction, PageIntro } from '../components/PageIntro';
import { DemoBadge, Rating } from '../components/Rating';
import { formatAtLeast, formatCostRange, formatRating } from '../format';
import { routeMeta } from '../seo';
import { quoteHref, treatmentHref } from '../site';
import { Checks, Fact } from '../components/Details';
import { Tags } from '../components/Lists';

export async function loader({ context, request, params }: Route.LoaderArgs): Promise<HospitalProfile> {
  try {
    return await catalogueApi.hospital(getApi(context), params.slug ?? '', request.signal);
  } catch (error) {
    failPage(error, request, 'Hospital profile');
  }
}

export const meta = routeMeta((data) => {
  const hospital = data as HospitalProfile | undefined;
  if (!hospital) return { title: 'Hospital', description: 'Hospital profile, specialties and treatment prices.' };
  return {
    title: `${hospital.name}, ${hospital.city}`,
    description:
      hospital.description ??
      `${hospital.name} in ${hospital.city}, ${hospital.country.name}: specialties, treatment prices and patient reviews.`,
    type: 'article',
  };
});

/** The hospital profile ("View Profile"): facts, specialties, treatment prices, reviews and Get Quote. */
export default function Component({ loaderData: hospital }: Route.ComponentProps) {
  const facts = [
    hospital.establishedYear !== null && { label: 'Established', value: String(hospital.establishedYear) },
    hospital.doctorCount !== null && { label: 'Doctors', value: formatAtLeast(hospital.doctorCount) },
    hospital.bedCapacity !== null && { label: 'Beds', value: hospital.bedCapacity.toLocaleString('en-US') },
    hospital.successRatePercentage !== null && { label: 'Success rate', value: `${hospital.successRatePercentage}%` },
    { label: 'Patient stories', value: hospital.patientStoriesCount.toLocaleString('en-US') },
  ].filter((fact): fact is { label: string; value: string } => Boolean(fact));

  return (
    <>
      <PageIntro
        title={hospital.name}
        breadcrumb={
          <Breadcrumb items={[{ href: '/', label: 'Home' }, { href: '/hospitals', label: 'Hospitals' }, { label: hospital.name }]} />
        }
      >
        <p className="page-intro__lead">
          {hospital.city}, {hospital.country.name} <DemoBadge isDemo={hospital.isDemo} />
        </p>
        <p className="button-row">
          <Link to={quoteHref(hospital.slug)} className="btn btn--accent btn--large">
            Get Quote
          </Link>
        </p>
      </PageIntro>

      {hospital.isDemo && (
        <div className="container">
          <p className="notice">
            This is a fictional demo listing: its figures, accreditations and reviews only illustrate how a profile looks.
          </p>
        </div>
      )}

      <section className="section section--compact" aria-labelledby="overview-title">
        <div className="container detail">
          <div>
            <h2 id="overview-title">Overview</h2>
            {hospital.description && <p>{hospital.description}</p>}
            <Rating value={hospital.rating} />
            {hospital.rating !== null && hospital.ratingSource && <p className="muted">{`Rating source: ${hospital.ratingSource}`}</p>}
            {hospital.accreditations.length > 0 && <Tags items={hospital.accreditations} label="Accreditations" />}
            <dl className="fact-list">
              {facts.map((fact) => (
                <Fact key={fact.label} label={fact.label}>
                  {fact.value}
                </Fact>
              ))}
            </dl>
            {hospital.features.length > 0 && (
              <>
                <h3>Facilities and services</h3>
                <Checks items={hospital.features} />
              </>
            )}
            {hospital.languages.length > 0 && (
              <>
                <h3>Languages spoken</h3>
                <p>{hospital.languages.join(', ')}</p>
              </>
            )}
          </div>
          <aside className="card detail__aside" aria-labelledby="contact-title">
            <h2 id="contact-title">Contact</h2>
            <dl className="fact-list fact-list--compact">
              {hospital.address && <Fact label="Address">{hospital.address}</Fact>}
              {hospital.phone && <Fact label="Phone">{hospital.phone}</Fact>}
              {hospital.email && <Fact label="Email">{hospital.email}</Fact>}
            </dl>
            <p>Your coordinator contacts the hospital for you and sends you a quote, free of charge.</p>
            <Link to={quoteHref(hospital.slug)} className="btn btn--primary">
              Get Quote
            </Link>
          </aside>
        </div>
      </section>

      {hospital.specializations.length > 0 && (
        <section className="section section--compact section--tint" aria-labelledby="specialties-title">
          <div className="container">
            <h2 id="specialties-title">Specialties</h2>
            <ul className="grid grid--3">
              {hospital.specializations.map((specialization) => (
                <li key={specialization.slug} className="card card--plain">
                  <h3>{specialization.name}</h3>
                  {specialization.experienceYears !== null && <p>{`${specialization.experienceYears} years of experience`}</p>}
                  {specialization.successRatePercentage !== null && <p>{`Success rate: ${specialization.successRatePercentage}%`}</p>}
                </li>
              ))}
            </ul>
          </div>
        </section>
      )}

      {hospital.treatments.length > 0 && (
        <section className="section section--compact" aria-labelledby="prices-title">
          <div className="container">
            <h2 id="prices-title">Treatments and prices</h2>
            <div className="table-scroll" role="region" aria-labelledby="prices-title" tabIndex={0}>
              <table className="table">
                <thead>
                  <tr>
                    <th scope="col">Treatment</th>
                    <th scope="col">Estimated price</th>
                    <th scope="col">Cases completed</th>
                    <th scope="col">Success rate</th>
                  </tr>
                </thead>
                <tbody>
                  {hospital.treatments.map((treatment) => (
                    <tr key={treatment.slug}>
                      <th scope="row">
                        <Link to={treatmentHref(treatment.slug)}>{treatment.name}</Link>
                      </th>
                      <td>{formatCostRange(treatment.minCostUsd, treatment.maxCostUsd) ?? 'On request'}</td>
                      <td>{treatment.casesCompleted.toLocaleString('en-US')}</td>
                      <td>{treatment.averageSuccessRate !== null ? `${treatment.averageSuccessRate}%` : '-'}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </div>
        </section>
      )}

      <section className="section section--compact section--tint" aria-labelledby="reviews-title">
        <div className="container">
          <h2 id="reviews-title">{`Patient reviews (${hospital.reviewCount})`}</h2>
          {hospital.successStoryCount > 0 && (
            <p className="muted">{`${hospital.successStoryCount} success ${hospital.successStoryCount === 1 ? 'story' : 'stories'}`}</p>
          )}
          {hospital.reviews.length > 0 ? (
            <ul className="grid grid--2">
              {hospital.reviews.map((review) => (
                <li key={review.id} className="card review">
                  <p className="review__head">
                    <strong>{review.reviewerName}</strong>
                    {review.isSuccessStory && <span className="badge badge--success">Success story</span>}
                  </p>
                  <p className="muted">
                    {[
                      review.rating !== null ? `★ ${formatRating(review.rating)}` : null,
                      review.reviewDate ? formatDate(review.reviewDate) : null,
                      review.treatmentMentioned,
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </p>
                  <blockquote>
                    <p>{review.reviewText}</p>
                  </blockquote>
                  {review.source && (
                    <p className="muted review__source">
                      from{' '}
                      <a href={review.source.url} rel="nofollow noopener noreferrer" target="_blank">
                        {review.source.site}
                      </a>
                    </p>
                  )}
                </li>
              ))}
            </ul>
          ) : (
            <p className="empty">No reviews yet.</p>
          )}
        </div>
      </section>

      <CallToAction
        title="Interested in this hospital?"
        text="Ask for a free quote: your coordinator replies within 24 hours."
        primary={{ label: 'Get Quote', to: quoteHref(hospital.slug) }}
        secondary={{ label: 'Compare Hospitals', to: '/hospitals' }}
      />
    </>
  );
}
