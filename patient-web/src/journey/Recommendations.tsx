import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useNavigation, useSearchParams } from 'react-router';
import {
  type AssessmentView,
  budgetMaximum,
  formatUsd,
  type HospitalRecommendation,
  type HospitalRecommendationPage,
  type Locale,
  type MatchCriteria,
  type RecommendationPage,
  type TreatmentRecommendation,
} from '@medtour/contracts';
import { useHydrated } from '../account/forms';
import { beyondLastPage, Pagination } from '../components/Pagination';
import { toast } from '../components/Toaster';
import { intlLocale } from '../format';
import { Link } from '../i18n/links';
import { type Translate, useLocale, useT } from '../i18n/messages';
import { compareHref } from '../site';
import { RECOMMENDATION_PAGES } from './api';
import { budgetRangeLabel } from './AssessmentForm';
import {
  conditionInSentence,
  Empty,
  HospitalResult,
  LoadFailed,
  NoPartner,
  type RecommendationTab,
  Skeletons,
  TreatmentResult,
} from './RecommendationCards';
import { RecommendationFilters } from './RecommendationFilters';

const MAX_COMPARE = 3;

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

/** A hospital chosen to compare. */
type Compared = { slug: string; name: string };

/** The hospitals chosen to compare (up to three), the comparison page's link once two are, and a way to start again. */
function CompareBar({ compare, onClear }: { compare: Compared[]; onClear: () => void }) {
  const t = useT();
  return (
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
        <button type="button" className="btn btn--secondary btn--small" onClick={onClear}>
          {t('journey.compare.clear')}
        </button>
      </p>
    </div>
  );
}

/** A tab's panel: its list, or while new filters load (the filter form always sends Min Rating) its skeletons; then `footer`. */
function TabPanel({
  id,
  tab,
  shown,
  skeletons,
  children,
  footer,
}: {
  id: string;
  tab: RecommendationTab;
  shown: boolean;
  skeletons: number;
  children: ReactNode;
  footer?: ReactNode;
}) {
  const t = useT();
  const navigation = useNavigation();
  const hydrated = useHydrated();
  const loading = navigation.state === 'loading' && navigation.formMethod === 'GET' && navigation.formData?.has('minRating') === true;
  return (
    <div
      role="tabpanel"
      id={`${id}-panel-${tab}`}
      aria-labelledby={`${id}-tab-${tab}`}
      aria-busy={loading || undefined}
      hidden={hydrated && !shown}
      tabIndex={0}
      className="rec-panel"
    >
      {loading ? (
        <>
          <p className="sr-only" role="status">
            {t(`journey.rec.loading.${tab}`)}
          </p>
          <Skeletons count={skeletons} />
        </>
      ) : (
        children
      )}
      {footer}
    </div>
  );
}

/** The recommended hospitals and their pages; each can be chosen to compare. */
function HospitalsPanel({
  hospitals,
  compare,
  onCompare,
}: {
  hospitals: HospitalRecommendationPage | null;
  compare: Compared[];
  onCompare: (hospital: HospitalRecommendation) => void;
}) {
  const t = useT();
  const [params] = useSearchParams();
  return (
    <>
      {!hospitals ? (
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
              onCompare={() => onCompare(hospital)}
            />
          ))}
        </ul>
      )}
      {hospitals && !hospitals.match.noMatch && (
        <Pagination result={hospitals} search={params} label={t('journey.rec.pages.hospitals')} param={RECOMMENDATION_PAGES.hospitals} />
      )}
    </>
  );
}

/** The alternative treatments recommended, and their pages. */
function TreatmentsPanel({ treatments }: { treatments: RecommendationPage<TreatmentRecommendation> | null }) {
  const t = useT();
  const [params] = useSearchParams();
  if (!treatments) return <LoadFailed what="treatments" />;
  return (
    <>
      {!treatments.items.length ? (
        !beyondLastPage(treatments) && <Empty what="treatments" />
      ) : (
        <ul className="grid grid--2 rec-grid" aria-label={t('journey.rec.treatments')}>
          {treatments.items.map((treatment) => (
            <TreatmentResult key={treatment.id} treatment={treatment} />
          ))}
        </ul>
      )}
      <Pagination result={treatments} search={params} label={t('journey.rec.pages.treatments')} param={RECOMMENDATION_PAGES.treatments} />
    </>
  );
}

/**
 * "Your Personalized Recommendations" (spec §2): hospitals and alternative treatments for the
 * patient's assessment, loaded with the page for the filters in its address (every filter applied
 * by the server), in two tabs. The filters are a GET form, so they work without JavaScript too.
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
  const hydrated = useHydrated();
  const [showFilters, setShowFilters] = useState(false);
  // A link to a later page of treatments opens on their tab.
  const [tab, setTab] = useState<RecommendationTab>(params.has(RECOMMENDATION_PAGES.treatments) ? 'treatments' : 'hospitals');
  // The hospitals chosen to compare, kept while other filters and pages load.
  const [compare, setCompare] = useState<Compared[]>([]);
  const tabs = useRef<Record<RecommendationTab, HTMLButtonElement | null>>({ hospitals: null, treatments: null });
  const baseId = useId();
  const titleId = `${baseId}-title`;
  const filtersId = `${baseId}-filters`;

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
    const order: RecommendationTab[] = ['hospitals', 'treatments'];
    let next: RecommendationTab | undefined;
    if (event.key === 'ArrowRight' || event.key === 'ArrowLeft') next = tab === 'hospitals' ? 'treatments' : 'hospitals';
    else if (event.key === 'Home') next = order[0];
    else if (event.key === 'End') next = order[1];
    if (!next) return;
    event.preventDefault();
    setTab(next);
    tabs.current[next]?.focus();
  }

  const tabButton = (id: RecommendationTab, label: string) => (
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

      <RecommendationFilters id={filtersId} shown={!hydrated || showFilters} assessedBudget={budgetMaximum(assessment?.budgetRange)} />

      <div role="tablist" aria-label={t('journey.rec.tabs')} className="tabs rec-tabs">
        {tabButton('hospitals', t('journey.rec.tab.hospitals', { count: hospitals?.total ?? 0 }))}
        {tabButton('treatments', t('journey.rec.tab.treatments', { count: treatments?.total ?? 0 }))}
      </div>
      <TabPanel
        id={baseId}
        tab="hospitals"
        shown={tab === 'hospitals'}
        skeletons={4}
        footer={compare.length > 0 && <CompareBar compare={compare} onClear={() => setCompare([])} />}
      >
        <HospitalsPanel hospitals={hospitals} compare={compare} onCompare={toggleCompare} />
      </TabPanel>
      <TabPanel id={baseId} tab="treatments" shown={tab === 'treatments'} skeletons={6}>
        <TreatmentsPanel treatments={treatments} />
      </TabPanel>
    </section>
  );
}
