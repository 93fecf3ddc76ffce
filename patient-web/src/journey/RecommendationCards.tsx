import {
  EVIDENCE_LEVELS,
  type EvidenceLevel,
  type HospitalRecommendation,
  type Locale,
  TREATMENT_TYPES,
  type TreatmentRecommendation,
  type TreatmentType,
} from '@medtour/contracts';
import { Checks, Fact } from '../components/Details';
import { DemoBadge } from '../components/Rating';
import { formatDuration, formatRating } from '../format';
import { Link } from '../i18n/links';
import { type Translate, useLocale, useT } from '../i18n/messages';
import { useMoney } from '../money';
import { hospitalHref, treatmentHref } from '../site';
import { conditionLabel } from './AssessmentForm';
import { AddressButton } from './controls';
import { formatPercent } from './fields';

/*
 * What a tab of the journey's recommendations (journey/Recommendations.tsx) shows: a hospital's or a
 * treatment's card, or while they load, when they failed, when there are none.
 */

/** The recommendations' tabs: hospitals, and alternative treatments. */
export type RecommendationTab = 'hospitals' | 'treatments';

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** A treatment type's or evidence level's label; one the site does not know is shown capitalized. */
export const typeLabel = (t: Translate, type: string) =>
  (TREATMENT_TYPES as readonly string[]).includes(type) ? t(`journey.treatmentType.${type as TreatmentType}`) : capitalize(type);
export const evidenceLabel = (t: Translate, level: string) =>
  (EVIDENCE_LEVELS as readonly string[]).includes(level) ? t(`journey.evidence.${level as EvidenceLevel}`) : capitalize(level);

/** The assessment's condition inside a sentence ("your heart disease assessment"), in the page's language. */
export const conditionInSentence = (t: Translate, locale: Locale, condition: string) =>
  conditionLabel(t, condition).toLocaleLowerCase(locale);

export function Skeletons({ count }: { count: number }) {
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

export function LoadFailed({ what }: { what: RecommendationTab }) {
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

export function Empty({ what }: { what: RecommendationTab }) {
  const t = useT();
  return (
    <div className="empty rec-empty">
      <p className="rec-empty__title">{t(`journey.rec.none.${what}`)}</p>
      <p>{t('lists.noResults.hint')}</p>
    </div>
  );
}

/** Where no partner hospital treats the condition: said plainly, with the free consultation instead of unrelated hospitals. */
export function NoPartner({ condition }: { condition: string | null }) {
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

export function HospitalResult({
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

export function TreatmentResult({ treatment }: { treatment: TreatmentRecommendation }) {
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
