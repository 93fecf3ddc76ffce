import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useNavigation, useSearchParams } from 'react-router';
import { Form, Link } from '../i18n/links';
import { useT } from '../i18n/messages';
import { toast } from '../components/Toaster';
import { formatCostRange, formatDuration, formatRating, formatUsd } from '../format';
import { compareHref, hospitalHref, treatmentHref } from '../site';
import {
  type AssessmentView,
  budgetMaximum,
  type HospitalRecommendation,
  type HospitalRecommendationPage,
  type MatchCriteria,
  RECOMMENDED_TREATMENT_TYPES,
  type RecommendationPage,
  type TreatmentRecommendation,
} from '@medtour/contracts';
import { EVIDENCE_LEVEL_OPTIONS, MIN_RATING_OPTIONS } from './api';
import { AddressButton, SelectField } from './fields';
import { TextField, useHydrated } from '../account/forms';
import { Checks, Fact } from '../components/Details';

type Tab = 'hospitals' | 'treatments';

const MAX_COMPARE = 3;

/** The filters, in the page's address (like the hospital filters): none set means the assessment's budget and no limits. */
const FILTER_KEYS = ['specialization', 'country', 'minRating', 'maxBudget', 'type', 'evidenceLevel'] as const;

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const evidenceLabel = (level: string) => EVIDENCE_LEVEL_OPTIONS.find((e) => e.value === level)?.label ?? capitalize(level);

function Skeletons({ count }: { count: number }) {
  return (
    <ul className="grid grid--2 rec-grid" aria-hidden="true">
      {Array.from({ length: count }, (_, i) => (
        <li key={i} className="card rec-skeleton">
          <span className="rec-skeleton__line rec-skeleton__line--title" />
          <span className="rec-skeleton__line" />
          <span className="rec-skeleton__line rec-skeleton__line--short" />
          <span className="rec-skeleton__line" />
        </li>
      ))}
    </ul>
  );
}

function LoadFailed({ what }: { what: 'hospitals' | 'treatments' }) {
  return (
    <div className="empty rec-empty">
      <p className="rec-empty__title">{`We could not load the ${what}.`}</p>
      <AddressButton set={{}} className="btn btn--secondary btn--small">
        Try again
      </AddressButton>
    </div>
  );
}

function Empty({ what }: { what: 'hospitals' | 'treatments' }) {
  return (
    <div className="empty rec-empty">
      <p className="rec-empty__title">{`No ${what} found`}</p>
      <p>Try adjusting your filters to see more options.</p>
    </div>
  );
}

/** Where no partner hospital treats the condition: said plainly, with the free consultation instead of unrelated hospitals. */
function NoPartner({ condition }: { condition: string | null }) {
  return (
    <div className="empty rec-empty">
      <p className="rec-empty__title">{`No partner hospital treats ${condition ? condition.toLowerCase() : 'this condition'} yet`}</p>
      <p>Our coordinators can still help you find the right specialist: the consultation is free.</p>
      <p>
        <Link to="/contact" className="btn btn--primary btn--small">
          Book a free consultation
        </Link>
      </p>
    </div>
  );
}

const orList = (items: string[]) => (items.length > 1 ? `${items.slice(0, -1).join(', ')} or ${items.at(-1)}` : (items[0] ?? ''));

/** How the hospitals were matched, in words: the condition's specialties, the destinations and how the budget was read. */
function matchSummary(match: MatchCriteria, assessment: AssessmentView | null): string {
  const what = match.specialties.length ? `${orList(match.specialties)} hospitals` : 'Hospitals';
  const where = match.destinations.length ? ` in ${orList(match.destinations)}` : '';
  const range =
    assessment?.budgetRange && budgetMaximum(assessment.budgetRange) === match.maxBudget ? ` (from “${assessment.budgetRange}”)` : '';
  const budgetRead = match.maxBudget === null ? 'no budget limit' : `a budget of up to ${formatUsd(match.maxBudget)}`;
  const basis = match.condition ? `Based on your ${match.condition.toLowerCase()} assessment: ` : '';
  return `${basis}${what}${where}, with ${budgetRead}${range}.`;
}

function HospitalResult({
  hospital,
  compared,
  compareFull,
  onCompare,
}: {
  hospital: HospitalRecommendation;
  compared: boolean;
  compareFull: boolean;
  onCompare: () => void;
}) {
  const titleId = `rec-hospital-${hospital.id}`;
  const cost = formatCostRange(hospital.minCostUsd || null, hospital.maxCostUsd || null);
  return (
    <li className="card rec-card">
      <div className="hospital__head">
        <h3 id={titleId}>{hospital.name}</h3>
        {hospital.isDemo && <span className="badge">Demo listing</span>}
      </div>
      <p className="muted">
        {hospital.city}, {hospital.country}
      </p>
      <p className="rec-card__fit">
        <span className="label">Why it fits: </span>
        {hospital.fit}
      </p>
      <p className="rec-card__stats">
        <span className="rating">
          {hospital.rating === null ? (
            'Not yet rated'
          ) : (
            <>
              <span aria-hidden="true">★ </span>
              {formatRating(hospital.rating)} / 5
            </>
          )}
        </span>
        <span>{count(hospital.patientStoriesCount, 'patient story', 'patient stories')}</span>
        <span>{count(hospital.reviewsCount, 'review', 'reviews')}</span>
      </p>
      <p className="rec-card__badges">
        <span className="badge badge--success">{count(hospital.successStoriesCount, 'success story', 'success stories')}</span>
        {hospital.successRatePercentage !== null && (
          <span className="badge badge--info">{`${hospital.successRatePercentage}% success rate`}</span>
        )}
      </p>
      <dl className="rec-facts">
        <Fact label="Accreditation">{hospital.accreditation}</Fact>
        <Fact label="Specialization">{hospital.specialization}</Fact>
        <Fact label="Estimated cost">{cost ?? 'On request'}</Fact>
      </dl>
      <p className="button-row card__action">
        <Link to={hospitalHref(hospital.slug)} className="btn btn--primary btn--small" aria-describedby={titleId}>
          View Details
        </Link>
        <button
          type="button"
          className="btn btn--secondary btn--small"
          aria-pressed={compared}
          disabled={!compared && compareFull}
          onClick={onCompare}
          aria-describedby={titleId}
        >
          Compare
        </button>
      </p>
    </li>
  );
}

function TreatmentResult({ treatment }: { treatment: TreatmentRecommendation }) {
  const t = useT();
  const titleId = `rec-treatment-${treatment.id}`;
  const duration = formatDuration(t, treatment.minDurationDays, treatment.maxDurationDays);
  const cost = formatCostRange(treatment.minCostUsd, treatment.maxCostUsd);
  return (
    <li className="card rec-card">
      <h3 id={titleId}>{treatment.name}</h3>
      <p className="rec-card__badges">
        <span className="badge badge--info">{capitalize(treatment.type)}</span>
        <span className={`badge evidence evidence--${treatment.evidenceLevel}`}>{evidenceLabel(treatment.evidenceLevel)}</span>
      </p>
      <p>{treatment.description}</p>
      <dl className="rec-facts">
        {duration && <Fact label="Duration">{duration}</Fact>}
        {cost && <Fact label="Cost">{cost}</Fact>}
        {treatment.successRatePercentage !== null && <Fact label="Success rate">{`${treatment.successRatePercentage}%`}</Fact>}
      </dl>
      {treatment.benefits.length > 0 && (
        <div>
          <h4 className="label">Potential benefits</h4>
          <Checks items={treatment.benefits} />
        </div>
      )}
      <p className="card__action">
        <Link to={treatmentHref(treatment.slug)} className="btn btn--secondary btn--small" aria-describedby={titleId}>
          Learn More
        </Link>
      </p>
    </li>
  );
}

/**
 * "Your Personalized Recommendations" (spec §2): hospitals and alternative treatments for the
 * patient's assessment, loaded with the page for the filters in its address (every filter applied
 * by the server). The filters are a GET form, so they work without JavaScript too.
 */
export function Recommendations({
  assessment,
  hospitals,
  treatments,
}: {
  assessment: AssessmentView | null;
  hospitals: HospitalRecommendationPage | null;
  treatments: RecommendationPage<TreatmentRecommendation> | null;
}) {
  const [params] = useSearchParams();
  const navigation = useNavigation();
  const hydrated = useHydrated();
  const [showFilters, setShowFilters] = useState(false);
  const [tab, setTab] = useState<Tab>('hospitals');
  const [compare, setCompare] = useState<{ slug: string; name: string }[]>([]);
  const tabs = useRef<Record<Tab, HTMLButtonElement | null>>({ hospitals: null, treatments: null });
  const baseId = useId();
  const titleId = `${baseId}-title`;
  const filtersId = `${baseId}-filters`;
  // New filters are being loaded (the filter form always sends Min Rating).
  const loading = navigation.state === 'loading' && navigation.formMethod === 'GET' && navigation.formData?.has('minRating') === true;
  const filter = (key: (typeof FILTER_KEYS)[number]) => params.get(key) ?? '';
  const assessed = budgetMaximum(assessment?.budgetRange);
  const maxBudget = params.get('maxBudget') ?? (assessed === null ? '' : String(assessed));

  // Spec §8: failed loads are toasts.
  useEffect(() => {
    if (!hospitals) toast({ title: 'Error', description: 'Failed to load hospitals. Please try again.', variant: 'destructive' });
    else if (!treatments) toast({ title: 'Error', description: 'Failed to load treatments. Please try again.', variant: 'destructive' });
  }, [hospitals, treatments]);

  function toggleCompare(hospital: HospitalRecommendation) {
    setCompare((list) =>
      list.some((h) => h.slug === hospital.slug)
        ? list.filter((h) => h.slug !== hospital.slug)
        : list.length >= MAX_COMPARE
          ? list
          : [...list, { slug: hospital.slug, name: hospital.name }],
    );
  }

  function onTabKey(event: KeyboardEvent<HTMLButtonElement>) {
    const order: Tab[] = ['hospitals', 'treatments'];
    let next: Tab | undefined;
    if (event.key === 'ArrowRight' || event.key === 'ArrowLeft') next = tab === 'hospitals' ? 'treatments' : 'hospitals';
    else if (event.key === 'Home') next = order[0];
    else if (event.key === 'End') next = order[1];
    if (!next) return;
    event.preventDefault();
    setTab(next);
    tabs.current[next]?.focus();
  }

  const tabButton = (id: Tab, label: string) => (
    <button
      ref={(el) => {
        tabs.current[id] = el;
      }}
      type="button"
      role="tab"
      id={`${baseId}-tab-${id}`}
      aria-controls={`${baseId}-panel-${id}`}
      aria-selected={tab === id}
      tabIndex={tab === id ? 0 : -1}
      className={`tabs__tab${tab === id ? ' tabs__tab--active' : ''}`}
      onClick={() => setTab(id)}
      onKeyDown={onTabKey}
    >
      {label}
    </button>
  );

  const hospitalCount = hospitals?.total ?? 0;
  const treatmentCount = treatments?.total ?? 0;

  return (
    <section className="journey-section" aria-labelledby={titleId}>
      <div className="rec-head">
        <div>
          <h2 id={titleId}>Your Personalized Recommendations</h2>
          <p className="muted">
            {!assessment
              ? 'Complete a health assessment for recommendations that fit your condition and budget.'
              : hospitals
                ? matchSummary(hospitals.match, assessment)
                : `Based on your ${assessment.conditionCategory.toLowerCase()} assessment.`}
          </p>
          {hospitals?.match.destinationsWidened && (
            <p className="rec-head__note">
              No matching hospital is in your preferred destinations yet: these are the nearest fits elsewhere.
            </p>
          )}
        </div>
        <p className="button-row rec-head__actions">
          <button
            type="button"
            className="btn btn--secondary"
            aria-expanded={showFilters}
            aria-controls={filtersId}
            onClick={() => setShowFilters((s) => !s)}
          >
            Filters
          </button>
          <button type="submit" form={filtersId} className="btn btn--primary">
            Apply
          </button>
        </p>
      </div>

      {/* Without JavaScript the filters are always shown (the "Filters" button needs it). */}
      <Form
        method="get"
        preventScrollReset
        // Shows the address's filters again after "Clear All" or the browser's back button.
        key={FILTER_KEYS.map(filter).join('|')}
        id={filtersId}
        className="card rec-filters"
        hidden={hydrated && !showFilters}
        aria-labelledby={`${filtersId}-title`}
      >
        <h3 id={`${filtersId}-title`}>Advanced Filters</h3>
        <input type="hidden" name="step" value="results" />
        <div className="rec-filters__grid">
          <TextField
            label="Specialization"
            name="specialization"
            id="rec-specialization"
            type="text"
            maxLength={100}
            placeholder="e.g. Cardiology"
            defaultValue={filter('specialization')}
          />
          <TextField
            label="Country"
            name="country"
            id="rec-country"
            type="text"
            maxLength={100}
            placeholder="e.g. Malaysia"
            defaultValue={filter('country')}
          />
          <SelectField
            label="Min Rating"
            name="minRating"
            idPrefix="rec"
            options={MIN_RATING_OPTIONS}
            defaultValue={filter('minRating') || '0'}
          />
          <TextField
            label="Max Budget (USD)"
            name="maxBudget"
            id="rec-maxBudget"
            type="number"
            inputMode="numeric"
            min={0}
            step={1000}
            defaultValue={maxBudget}
          />
          <SelectField
            label="Treatment Type"
            name="type"
            idPrefix="rec"
            placeholder="Any"
            options={RECOMMENDED_TREATMENT_TYPES.map((type) => ({ value: type, label: capitalize(type) }))}
            defaultValue={filter('type')}
          />
          <SelectField
            label="Evidence Level"
            name="evidenceLevel"
            idPrefix="rec"
            placeholder="Any"
            options={EVIDENCE_LEVEL_OPTIONS}
            defaultValue={filter('evidenceLevel')}
          />
        </div>
        <p className="button-row">
          <button type="submit" className="btn btn--primary">
            Apply Filters
          </button>
        </p>
      </Form>
      {(!hydrated || showFilters) && (
        <div className="button-row">
          <AddressButton set={Object.fromEntries(FILTER_KEYS.map((key) => [key, '']))} className="btn btn--secondary">
            Clear All
          </AddressButton>
        </div>
      )}

      <div role="tablist" aria-label="Recommendations" className="tabs rec-tabs">
        {tabButton('hospitals', `Top Hospitals (${hospitalCount})`)}
        {tabButton('treatments', `Alternative Treatments (${treatmentCount})`)}
      </div>

      <div
        role="tabpanel"
        id={`${baseId}-panel-hospitals`}
        aria-labelledby={`${baseId}-tab-hospitals`}
        aria-busy={loading || undefined}
        hidden={hydrated && tab !== 'hospitals'}
        tabIndex={0}
        className="rec-panel"
      >
        {loading ? (
          <>
            <p className="sr-only" role="status">
              Loading hospitals…
            </p>
            <Skeletons count={4} />
          </>
        ) : !hospitals ? (
          <LoadFailed what="hospitals" />
        ) : hospitals.match.noMatch ? (
          <NoPartner condition={hospitals.match.condition} />
        ) : !hospitals.items.length ? (
          <Empty what="hospitals" />
        ) : (
          <ul className="grid grid--2 rec-grid" aria-label="Recommended hospitals">
            {hospitals.items.map((hospital) => (
              <HospitalResult
                key={hospital.id}
                hospital={hospital}
                compared={compare.some((h) => h.slug === hospital.slug)}
                compareFull={compare.length >= MAX_COMPARE}
                onCompare={() => toggleCompare(hospital)}
              />
            ))}
          </ul>
        )}
        {compare.length > 0 && (
          <div className="compare-bar compare-bar--active" role="region" aria-label="Hospitals to compare">
            <p>
              {`Compare (${compare.length}/${MAX_COMPARE}): `}
              {compare.map((h) => h.name).join(', ')}
            </p>
            <p className="button-row">
              {compare.length >= 2 ? (
                <Link to={compareHref(compare.map((h) => h.slug))} className="btn btn--primary btn--small">
                  Compare hospitals
                </Link>
              ) : (
                <span className="muted small">Choose at least 2 hospitals.</span>
              )}
              <button type="button" className="btn btn--secondary btn--small" onClick={() => setCompare([])}>
                Clear comparison
              </button>
            </p>
          </div>
        )}
      </div>

      <div
        role="tabpanel"
        id={`${baseId}-panel-treatments`}
        aria-labelledby={`${baseId}-tab-treatments`}
        aria-busy={loading || undefined}
        hidden={hydrated && tab !== 'treatments'}
        tabIndex={0}
        className="rec-panel"
      >
        {loading ? (
          <>
            <p className="sr-only" role="status">
              Loading treatments…
            </p>
            <Skeletons count={6} />
          </>
        ) : !treatments ? (
          <LoadFailed what="treatments" />
        ) : !treatments.items.length ? (
          <Empty what="treatments" />
        ) : (
          <ul className="grid grid--2 rec-grid" aria-label="Alternative treatments">
            {treatments.items.map((treatment) => (
              <TreatmentResult key={treatment.id} treatment={treatment} />
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
