import { Link } from '../i18n/links';
import { localeOf, useT, type WithMessages } from '../i18n/messages';
import { messagesFor } from '../i18n/catalogues.server';
import type { Route } from './+types/treatment';
import { catalogueApi } from '../api/catalogue';
import { getApi } from '../api/client';
import { failPage } from '../api/load';
import { EVIDENCE_LEVEL_LABELS, type TreatmentDetail } from '@medtour/contracts';
import { Breadcrumb, CallToAction, PageIntro } from '../components/PageIntro';
import { DemoBadge, Rating } from '../components/Rating';
import { categoryLabel } from '../components/TreatmentListCard';
import { formatCostRange, formatDuration } from '../format';
import { routeMeta } from '../seo';
import { authHref, hospitalHref, quoteHref } from '../site';
import { Checks, Fact } from '../components/Details';

export async function loader({ context, request, params }: Route.LoaderArgs): Promise<TreatmentDetail & WithMessages> {
  try {
    const treatment = await catalogueApi.treatment(getApi(context), params.slug ?? '', request.signal);
    return { ...treatment, messages: messagesFor(localeOf(params), 'lists') };
  } catch (error) {
    failPage(error, request, 'Treatment page');
  }
}

export const meta = routeMeta((data) => {
  const treatment = data as TreatmentDetail | undefined;
  if (!treatment) return { title: 'Treatment', description: 'Treatment details, costs and hospitals.' };
  const cost = formatCostRange(treatment.minCostUsd, treatment.maxCostUsd);
  return {
    title: `${treatment.name}: Cost and Hospitals`,
    description: `${treatment.description}${cost ? ` Estimated cost: ${cost}.` : ''}`,
    type: 'article',
  };
});

/** A treatment page ("Learn More"): what it involves, its cost and the hospitals offering it. */
export default function Component({ loaderData: treatment }: Route.ComponentProps) {
  const t = useT();
  const cost = formatCostRange(treatment.minCostUsd, treatment.maxCostUsd);
  const duration = formatDuration(t, treatment.minDurationDays, treatment.maxDurationDays);

  return (
    <>
      <PageIntro
        title={treatment.name}
        breadcrumb={
          <Breadcrumb items={[{ href: '/', label: 'Home' }, { href: '/treatments', label: 'Treatments' }, { label: treatment.name }]} />
        }
      >
        <p className="eyebrow eyebrow--light">{categoryLabel(t, treatment.category)}</p>
        <p className="page-intro__lead">{treatment.description}</p>
      </PageIntro>

      <section className="section section--compact" aria-labelledby="facts-title">
        <div className="container detail">
          <div>
            <h2 id="facts-title">At a glance</h2>
            <dl className="fact-list">
              {cost && <Fact label="Estimated cost">{cost}</Fact>}
              {duration && <Fact label="Duration (including recovery)">{duration}</Fact>}
              {treatment.successRatePercentage !== null && <Fact label="Success rate">{`${treatment.successRatePercentage}%`}</Fact>}
              <Fact label="Evidence">{EVIDENCE_LEVEL_LABELS[treatment.evidenceLevel]}</Fact>
              {treatment.availableIn.length > 0 && <Fact label="Available in">{treatment.availableIn.join(', ')}</Fact>}
            </dl>
            {treatment.procedures.length > 0 && (
              <>
                <h2>Procedures</h2>
                <Checks items={treatment.procedures} />
              </>
            )}
            {treatment.benefits.length > 0 && (
              <>
                <h2>Benefits</h2>
                <Checks items={treatment.benefits} />
              </>
            )}
            <p className="muted small">
              Costs are estimates from our partner hospitals; your hospital confirms the final price after reviewing your medical records.
              This information is educational and is not medical advice.
            </p>
          </div>
          <aside className="card detail__aside" aria-labelledby="consult-title">
            <h2 id="consult-title">Free consultation</h2>
            <p>Share your medical records and a coordinator will match you with the right hospital and specialist.</p>
            <Link to={authHref()} className="btn btn--primary">
              Get Free Consultation
            </Link>
          </aside>
        </div>
      </section>

      <section className="section section--tint" aria-labelledby="offers-title">
        <div className="container">
          <h2 id="offers-title">Hospitals offering {treatment.name}</h2>
          {treatment.offers.length > 0 ? (
            <>
              <ul className="grid grid--3">
                {treatment.offers.map((offer) => {
                  const offerCost = formatCostRange(offer.minCostUsd, offer.maxCostUsd);
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
                      {offerCost && <p className="fact">{`Price: ${offerCost}`}</p>}
                      <p className="muted">{`${offer.casesCompleted.toLocaleString('en-US')} cases completed`}</p>
                      <p className="button-row hospital__action">
                        <Link to={quoteHref(offer.hospital.slug)} className="btn btn--primary" aria-describedby={titleId}>
                          Get Quote
                        </Link>
                        <Link to={hospitalHref(offer.hospital.slug)} className="btn btn--secondary" aria-describedby={titleId}>
                          View Profile
                        </Link>
                      </p>
                    </li>
                  );
                })}
              </ul>
              {treatment.hospitalCount > treatment.offers.length && (
                <p className="muted">
                  {`Showing the ${treatment.offers.length} best-rated of ${treatment.hospitalCount.toLocaleString('en-US')} hospitals offering ${treatment.name}.`}
                </p>
              )}
            </>
          ) : (
            <p className="empty">No partner hospital lists this treatment yet. Contact us and we will find one for you.</p>
          )}
        </div>
      </section>

      <CallToAction
        title="Ready to plan your treatment?"
        text="Your initial consultation and planning are free: you pay only for your treatment."
        primary={{ label: 'Start Your Journey' }}
        secondary={{ label: 'All Treatments', to: '/treatments' }}
      />
    </>
  );
}
