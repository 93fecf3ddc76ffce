import type { AssessmentView } from '@medtour/contracts';
import { Fact } from '../components/Details';
import { formatDay } from '../format-more';
import { type MessageId, useLocale, useT } from '../i18n/messages';
import { budgetRangeLabel, conditionLabel, destinationLabel, urgencyLabel } from './AssessmentForm';
import { StepButton } from './steps';

/** A labelled paragraph of the patient's own words (symptoms, goals). */
function Answer({ label, children }: { label: MessageId; children: string }) {
  const t = useT();
  return (
    <p className="assessment-summary__text">
      <span className="booking__label">{`${t(label)} `}</span>
      {children}
    </p>
  );
}

/** The results step's summary of the assessment they are for, with the way to a new one. */
export function AssessmentSummary({ assessment }: { assessment: AssessmentView }) {
  const t = useT();
  const locale = useLocale();
  const destinations = assessment.preferredDestinations.map((name) => destinationLabel(t, name));
  return (
    <section className="card journey-card assessment-summary" aria-labelledby="assessment-summary-title">
      <div className="assessment-summary__head">
        <div>
          <h2 id="assessment-summary-title" className="journey-card__title">
            {t('journey.summary.title')}
          </h2>
          <p className="muted small">{t('journey.summary.submitted', { date: formatDay(assessment.createdAt, locale) })}</p>
        </div>
        <StepButton step="diagnosis" className="btn btn--secondary">
          {t('journey.summary.restart')}
        </StepButton>
      </div>
      <dl className="rec-facts assessment-summary__facts">
        <Fact label={t('journey.summary.condition')}>{conditionLabel(t, assessment.conditionCategory)}</Fact>
        <Fact label={t('journey.summary.urgency')}>{urgencyLabel(t, assessment.urgencyLevel)}</Fact>
        <Fact label={t('journey.summary.budget')}>
          {assessment.budgetRange ? budgetRangeLabel(t, locale, assessment.budgetRange) : t('journey.summary.noBudget')}
        </Fact>
        <Fact label={t('journey.summary.destinations')}>
          {destinations.length ? destinations.join(t('journey.list.separator')) : t('journey.summary.anyDestination')}
        </Fact>
        <Fact label={t('journey.summary.records')}>{t('journey.summary.recordsAttached', { count: assessment.uploadedFiles.length })}</Fact>
      </dl>
      <Answer label="journey.summary.symptoms">{assessment.symptoms}</Answer>
      {assessment.treatmentGoals && <Answer label="journey.summary.goals">{assessment.treatmentGoals}</Answer>}
    </section>
  );
}
