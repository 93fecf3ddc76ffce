import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useNavigation, useSearchParams } from 'react-router';
import { Form, Link } from '../i18n/links';
import { type Translate, useLocale, useT } from '../i18n/messages';
import { toast } from '../components/Toaster';
import { formatDuration, formatRating, intlLocale } from '../format';
import { compareHref, hospitalHref, treatmentHref } from '../site';
import {
  type AssessmentView,
  budgetMaximum,
  EVIDENCE_LEVELS,
  type EvidenceLevel,
  formatUsd,
  type HospitalRecommendation,
  type HospitalRecommendationPage,
  type Locale,
  type MatchCriteria,
  MIN_RATINGS,
  type RecommendationPage,
  RECOMMENDED_TREATMENT_TYPES,
  TREATMENT_TYPES,
  type TreatmentRecommendation,
  type TreatmentType,
} from '@medtour/contracts';
import { AddressButton, formatPercent, SelectField } from './fields';
import { RECOMMENDATION_PAGES } from './api';
import { beyondLastPage, Pagination } from '../components/Pagination';
import { budgetRangeLabel, conditionLabel } from './AssessmentForm';
import { TextField, useHydrated } from '../account/forms';
import { Checks, Fact } from '../components/Details';
import { DemoBadge } from '../components/Rating';
import { useMoney } from '../money';

type Tab = 'hospitals' | 'treatments';

const MAX_COMPARE = 3;

/** The filters, in the page's address (like the hospital filters): none set means the assessment's budget and no limits. */
const FILTER_KEYS = ['specialization', 'country', 'minRating', 'maxBudget', 'type', 'evidenceLevel'] as const;

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** A treatment type's or evidence level's label; one the site does not know is shown capitalized. */
const typeLabel = (t: Translate, type: string) =>
  (TREATMENT_TYPES as readonly string[]).includes(type) ? t(`journey.treatmentType.${type as TreatmentType}`) : capitalize(type);
const evidenceLabel = (t: Translate, level: string) =>
  (EVIDENCE_LEVELS as readonly string[]).includes(level) ? t(`journey.evidence.${level as EvidenceLevel}`) : capitalize(level);

/** The assessment's condition inside a sentence ("your heart disease assessment"), in the page's language. */
const conditionInSentence = (t: Translate, locale: Locale, condition: string) => conditionLabel(t, condition).toLocaleLowerCase(locale);

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

function LoadFailed({ what }: { what: Tab }) {
  const t = useT();
  return (
    <div className="empty rec-empty">
      <p className="rec-empty__title">{t(`journey.rec.loadFailed.${what}`)}</p>
      <AddressButton set={{}} className="btn btn--secondary btn--small">
        {t('common.tryAgain')}
      </AddressButton>
    </div>
  );
}

function Empty({ what }: { what: Tab }) {
  const t = useT();
  return (
    <div className="empty rec-empty">
      <p className="rec-empty__title">{t(`journey.rec.none.${what}`)}</p>
      <p>{t('lists.noResults.hint')}</p>
    </div>
  );
}

/** Where no partner hospital treats the condition: said plainly, with the free consultation instead of unrelated hospitals. */
function NoPartner({ condition }: { condition: string | null }) {
  const t = useT();
  const locale = useLocale();
  return (
    <div className="empty rec-empty">
      <p className="rec-empty__title">
        {condition
          ? t('journey.rec.noPartner.condition', { condition: conditionInSentence(t, locale, condition) })
          : t('journey.rec.noPartner.any')}
      </p>
      <p>{t('journey.rec.noPartner.text')}</p>
      <p>
        <Link to="/contact" className="btn btn--primary btn--small">
          {t('journey.rec.noPartner.consultation')}
        </Link>
      </p>
    </div>
  );
}

/** `a, b or c` in the page's language. */
function orList(t: Translate, items: string[]): string {
  if (items.length < 2) return items[0] ?? '';
  return t('journey.list.or', { items: items.slice(0, -1).join(t('journey.list.separator')), last: items.at(-1)! });
}

/** A choice of a message's `select`: whether a part of the sentence is there. */
const said = (present: boolean) => (present ? 'yes' : 'no');

/**
 * How the hospitals were matched, in one sentence: the condition's specialties, the destinations and
 * how the budget was read (each part a `select` of the message, so translators can order them).
 */
function matchSummary(t: Translate, locale: Locale, match: MatchCriteria, assessment: AssessmentView | null): string {
  const range = assessment?.budgetRange && budgetMaximum(assessment.budgetRange) === match.maxBudget ? assessment.budgetRange : null;
  return t('journey.rec.match', {
    hasCondition: said(match.condition !== null),
    condition: match.condition ? conditionInSentence(t, locale, match.condition) : '',
    hasSpecialties: said(match.specialties.length > 0),
    specialties: orList(t, match.specialties),
    hasDestinations: said(match.destinations.length > 0),
    destinations: orList(t, match.destinations),
    hasBudget: said(match.maxBudget !== null),
    budget: match.maxBudget === null ? '' : formatUsd(match.maxBudget, intlLocale(locale)),
    hasRange: said(range !== null),
    range: range ? budgetRangeLabel(t, locale, range) : '',
  });
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
  const t = useT();
  const locale = useLocale();
  const titleId = `rec-hospital-${hospital.id}`;
  const money = useMoney();
  const cost = money.range(hospital.minCostUsd || null, hospital.maxCostUsd || null);
  const specialization = hospital.specialization ?? t('journey.rec.generalMedicine');
  const fitTreatment = hospital.fitTreatment;
  const fitPrice = fitTreatment && money.range(fitTreatment.minCostUsd, fitTreatment.maxCostUsd);
  return (
    <li className="card rec-card">
      <div className="hospital__head">
        <h3 id={titleId}>{hospital.name}</h3>
        <DemoBadge isDemo={hospital.isDemo} />
      </div>
      <p className="muted">
        {hospital.city}, {hospital.country}
      </p>
      <p className="rec-card__fit">
        <span className="label">{`${t('journey.rec.fit')} `}</span>
        {[specialization, hospital.country, fitTreatment && [fitTreatment.name, fitPrice].filter(Boolean).join(' ')]
          .filter(Boolean)
          .join(' · ')}
      </p>
      <p className="rec-card__stats">
        <span className="rating">
          {hospital.rating === null ? (
            t('common.card.notRated')
          ) : (
            <>
              <span aria-hidden="true">{'★ '}</span>
              {t('common.card.rating', { rating: formatRating(hospital.rating) })}
            </>
          )}
        </span>
        <span>{t('journey.rec.patientStories', { count: hospital.patientStoriesCount })}</span>
        <span>{t('journey.rec.reviews', { count: hospital.reviewsCount })}</span>
      </p>
      <p className="rec-card__badges">
        <span className="badge badge--success">{t('journey.rec.successStories', { count: hospital.successStoriesCount })}</span>
        {hospital.successRatePercentage !== null && (
          <span className="badge badge--info">
            {t('journey.rec.successRate', { rate: formatPercent(hospital.successRatePercentage, locale) })}
          </span>
        )}
      </p>
      <dl className="rec-facts">
        <Fact label={t('journey.rec.accreditation')}>{hospital.accreditation ?? t('journey.rec.certified')}</Fact>
        <Fact label={t('journey.rec.specialization')}>{specialization}</Fact>
        <Fact label={t('journey.rec.estimatedCost')}>{cost ?? t('journey.rec.onRequest')}</Fact>
      </dl>
      <p className="button-row card__action">
        <Link to={hospitalHref(hospital.slug)} className="btn btn--primary btn--small" aria-describedby={titleId}>
          {t('journey.rec.viewDetails')}
        </Link>
        <button
          type="button"
          className="btn btn--secondary btn--small"
          aria-pressed={compared}
          disabled={!compared && compareFull}
          onClick={onCompare}
          aria-describedby={titleId}
        >
          {t('journey.rec.compare')}
        </button>
      </p>
    </li>
  );
}

function TreatmentResult({ treatment }: { treatment: TreatmentRecommendation }) {
  const t = useT();
  const locale = useLocale();
  const titleId = `rec-treatment-${treatment.id}`;
  const duration = formatDuration(t, treatment.minDurationDays, treatment.maxDurationDays);
  const cost = useMoney().range(treatment.minCostUsd, treatment.maxCostUsd);
  return (
    <li className="card rec-card">
      <h3 id={titleId}>{treatment.name}</h3>
      <p className="rec-card__badges">
        <span className="badge badge--info">{typeLabel(t, treatment.type)}</span>
        <span className={`badge evidence evidence--${treatment.evidenceLevel}`}>{evidenceLabel(t, treatment.evidenceLevel)}</span>
      </p>
      <p>{treatment.description}</p>
      <dl className="rec-facts">
        {duration && <Fact label={t('journey.rec.duration')}>{duration}</Fact>}
        {cost && <Fact label={t('journey.rec.cost')}>{cost}</Fact>}
        {treatment.successRatePercentage !== null && (
          <Fact label={t('journey.rec.successRateLabel')}>{formatPercent(treatment.successRatePercentage, locale)}</Fact>
        )}
      </dl>
      {treatment.benefits.length > 0 && (
        <div>
          <h4 className="label">{t('journey.rec.benefits')}</h4>
          <Checks items={treatment.benefits} />
        </div>
      )}
      <p className="card__action">
        <Link to={treatmentHref(treatment.slug)} className="btn btn--secondary btn--small" aria-describedby={titleId}>
          {t('common.card.learnMore')}
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
  const t = useT();
  const locale = useLocale();
  const [params] = useSearchParams();
  const navigation = useNavigation();
  const hydrated = useHydrated();
  const [showFilters, setShowFilters] = useState(false);
  // A link to a later page of treatments opens on their tab.
  const [tab, setTab] = useState<Tab>(params.has(RECOMMENDATION_PAGES.treatments) ? 'treatments' : 'hospitals');
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
    const failed = !hospitals ? 'journey.loadFailed.hospitals' : !treatments ? 'journey.loadFailed.treatments' : null;
    if (failed) toast({ title: t('errors.title'), description: t(failed), variant: 'destructive' });
  }, [hospitals, treatments, t]);

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
          <h2 id={titleId}>{t('journey.rec.title')}</h2>
          <p className="muted">
            {!assessment
              ? t('journey.rec.noAssessment')
              : hospitals
                ? matchSummary(t, locale, hospitals.match, assessment)
                : t('journey.rec.basedOn', { condition: conditionInSentence(t, locale, assessment.conditionCategory) })}
          </p>
          {hospitals?.match.destinationsWidened && <p className="rec-head__note">{t('journey.rec.widened')}</p>}
        </div>
        <p className="button-row rec-head__actions">
          <button
            type="button"
            className="btn btn--secondary"
            aria-expanded={showFilters}
            aria-controls={filtersId}
            onClick={() => setShowFilters((s) => !s)}
          >
            {t('journey.filters.toggle')}
          </button>
          <button type="submit" form={filtersId} className="btn btn--primary">
            {t('journey.filters.apply')}
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
        <h3 id={`${filtersId}-title`}>{t('journey.filters.title')}</h3>
        <input type="hidden" name="step" value="results" />
        <div className="rec-filters__grid">
          <TextField
            label={t('journey.filters.specialization')}
            name="specialization"
            id="rec-specialization"
            type="text"
            maxLength={100}
            placeholder={t('journey.filters.specializationPlaceholder')}
            defaultValue={filter('specialization')}
          />
          <TextField
            label={t('journey.filters.country')}
            name="country"
            id="rec-country"
            type="text"
            maxLength={100}
            placeholder={t('journey.filters.countryPlaceholder')}
            defaultValue={filter('country')}
          />
          <SelectField
            label={t('journey.filters.minRating')}
            name="minRating"
            idPrefix="rec"
            options={MIN_RATINGS.map((rating) => ({
              value: String(rating),
              label: rating === 0 ? t('journey.filters.any') : t('journey.filters.ratingAtLeast', { rating }),
            }))}
            defaultValue={filter('minRating') || '0'}
          />
          <TextField
            label={t('journey.filters.maxBudget')}
            name="maxBudget"
            id="rec-maxBudget"
            type="number"
            inputMode="numeric"
            min={0}
            step={1000}
            defaultValue={maxBudget}
          />
          <SelectField
            label={t('journey.filters.treatmentType')}
            name="type"
            idPrefix="rec"
            placeholder={t('journey.filters.any')}
            options={RECOMMENDED_TREATMENT_TYPES.map((type) => ({ value: type, label: typeLabel(t, type) }))}
            defaultValue={filter('type')}
          />
          <SelectField
            label={t('journey.filters.evidenceLevel')}
            name="evidenceLevel"
            idPrefix="rec"
            placeholder={t('journey.filters.any')}
            options={EVIDENCE_LEVELS.map((level) => ({ value: level, label: evidenceLabel(t, level) }))}
            defaultValue={filter('evidenceLevel')}
          />
        </div>
        <p className="button-row">
          <button type="submit" className="btn btn--primary">
            {t('journey.filters.submit')}
          </button>
        </p>
      </Form>
      {(!hydrated || showFilters) && (
        <div className="button-row">
          <AddressButton set={Object.fromEntries(FILTER_KEYS.map((key) => [key, '']))} className="btn btn--secondary">
            {t('journey.filters.clear')}
          </AddressButton>
        </div>
      )}

      <div role="tablist" aria-label={t('journey.rec.tabs')} className="tabs rec-tabs">
        {tabButton('hospitals', t('journey.rec.tab.hospitals', { count: hospitalCount }))}
        {tabButton('treatments', t('journey.rec.tab.treatments', { count: treatmentCount }))}
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
              {t('journey.rec.loading.hospitals')}
            </p>
            <Skeletons count={4} />
          </>
        ) : !hospitals ? (
          <LoadFailed what="hospitals" />
        ) : hospitals.match.noMatch ? (
          <NoPartner condition={hospitals.match.condition} />
        ) : !hospitals.items.length ? (
          !beyondLastPage(hospitals) && <Empty what="hospitals" />
        ) : (
          <ul className="grid grid--2 rec-grid" aria-label={t('journey.rec.hospitals')}>
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
        {!loading && hospitals && !hospitals.match.noMatch && (
          <Pagination result={hospitals} search={params} label={t('journey.rec.pages.hospitals')} param={RECOMMENDATION_PAGES.hospitals} />
        )}
        {compare.length > 0 && (
          <div className="compare-bar compare-bar--active" role="region" aria-label={t('journey.compare.label')}>
            <p>
              {t('journey.compare.chosen', {
                count: compare.length,
                max: MAX_COMPARE,
                hospitals: compare.map((h) => h.name).join(t('journey.list.separator')),
              })}
            </p>
            <p className="button-row">
              {compare.length >= 2 ? (
                <Link to={compareHref(compare.map((h) => h.slug))} className="btn btn--primary btn--small">
                  {t('journey.compare.open')}
                </Link>
              ) : (
                <span className="muted small">{t('journey.compare.chooseMore')}</span>
              )}
              <button type="button" className="btn btn--secondary btn--small" onClick={() => setCompare([])}>
                {t('journey.compare.clear')}
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
              {t('journey.rec.loading.treatments')}
            </p>
            <Skeletons count={6} />
          </>
        ) : !treatments ? (
          <LoadFailed what="treatments" />
        ) : !treatments.items.length ? (
          !beyondLastPage(treatments) && <Empty what="treatments" />
        ) : (
          <ul className="grid grid--2 rec-grid" aria-label={t('journey.rec.treatments')}>
            {treatments.items.map((treatment) => (
              <TreatmentResult key={treatment.id} treatment={treatment} />
            ))}
          </ul>
        )}
        {!loading && treatments && (
          <Pagination
            result={treatments}
            search={params}
            label={t('journey.rec.pages.treatments')}
            param={RECOMMENDATION_PAGES.treatments}
          />
        )}
      </div>
    </section>
  );
}
