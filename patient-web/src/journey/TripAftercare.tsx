import { useEffect, useRef } from 'react';
import {
  type CheckInAnswers,
  type CheckInView,
  MOBILITY_STATES,
  TRIP_LIMITS,
  utcDay,
  type WarningSign,
  WOUND_STATES,
} from '@medtour/contracts';
import { TextField } from '../account/forms';
import { Fact } from '../components/Details';
import { intlLocale } from '../format';
import { formatDay } from '../format-more';
import { type Translate, useLocale, useT } from '../i18n/messages';
import { CHECK_IN_FIELDS, checkInSchema } from '../trip-plan/form';
import { TextAreaField } from './fields';
import { Check, Choices, StepSection, type TripFormState, type TripResult, TripForm, useTrip, useTripForm } from './TripForms';

/*
 * Aftercare (`#aftercare`, where the check-in emails link): the check-ins after discharge, the form of
 * each one that is due, and what to do at once when the answers show a warning sign.
 */

const PAIN_SCORES = Array.from({ length: TRIP_LIMITS.pain.max - TRIP_LIMITS.pain.min + 1 }, (_, i) => TRIP_LIMITS.pain.min + i);
const SYMPTOMS = ['calfSwelling', 'chestPain', 'breathless'] as const satisfies readonly (keyof CheckInAnswers)[];

/** A warning sign in words (the fever's and the pain's thresholds said as numbers of the language). */
function signText(t: Translate, sign: WarningSign, locale: string): string {
  const number = (value: number) => value.toLocaleString(locale);
  return t(`tripPlan.sign.${sign}`, { degrees: number(TRIP_LIMITS.feverFromC), score: number(TRIP_LIMITS.severePainFrom) });
}

/**
 * The answer to a check-in just sent: with warning signs, the API's emergency guidance (in the
 * patient's language, with the numbers of their country), that the coordinator was alerted, and the
 * signs in words; else the thanks. Focused when it appears, so that it is read first.
 */
function CheckInOutcome({ result }: { result: TripResult | undefined }) {
  const t = useT();
  const locale = intlLocale(useLocale());
  const alert = useRef<HTMLDivElement>(null);
  const guidance = result?.ok ? result.guidance : null;
  useEffect(() => {
    if (guidance) alert.current?.focus();
  }, [guidance]);
  if (!result?.ok) return null;
  if (!guidance) {
    return (
      <p className="notice notice--info trip-outcome" role="status">
        {result.message}
      </p>
    );
  }
  const signs = result.signs ?? [];
  return (
    <div className="trip-alert" role="alert" tabIndex={-1} ref={alert} aria-labelledby="trip-alert-title">
      <h3 id="trip-alert-title">{t('tripPlan.alert.title')}</h3>
      <p dir="auto" className="trip-staff-text trip-alert__guidance">
        {guidance}
      </p>
      <p>
        <strong>{t('tripPlan.alert.coordinator')}</strong>
      </p>
      {signs.length > 0 && (
        <>
          <p>{t('tripPlan.alert.signs')}</p>
          <ul className="trip-alert__signs">
            {signs.map((sign) => (
              <li key={sign}>{signText(t, sign, locale)}</li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}

/** The answers of a check-in, as sent. */
function CheckInSummary({ checkIn, answers }: { checkIn: CheckInView; answers: CheckInAnswers }) {
  const t = useT();
  const locale = useLocale();
  const number = (value: number) => value.toLocaleString(intlLocale(locale), { maximumFractionDigits: 1 });
  const symptoms = SYMPTOMS.filter((name) => answers[name]).map((name) => t(`tripPlan.checkIn.${name}`));
  return (
    <>
      <dl className="fact-list trip-facts trip-checkin__answers">
        <Fact label={t('tripPlan.checkIn.painShort')}>{t('tripPlan.checkIn.painOutOf', { pain: number(answers.pain) })}</Fact>
        <Fact label={t('tripPlan.checkIn.temperatureShort')}>
          {answers.temperatureC === null
            ? t('tripPlan.checkIn.notMeasured')
            : t('tripPlan.checkIn.degrees', { degrees: number(answers.temperatureC) })}
        </Fact>
        <Fact label={t('tripPlan.checkIn.woundShort')}>{t(`tripPlan.wound.${answers.wound}`)}</Fact>
        <Fact label={t('tripPlan.checkIn.symptomsShort')}>{symptoms.length ? symptoms.join(' · ') : t('tripPlan.checkIn.noSymptoms')}</Fact>
        <Fact label={t('tripPlan.checkIn.mobilityShort')}>{t(`tripPlan.mobility.${answers.mobility}`)}</Fact>
        {answers.notes && (
          <Fact label={t('tripPlan.checkIn.notesShort')}>
            <span dir="auto" className="trip-staff-text">
              {answers.notes}
            </span>
          </Fact>
        )}
      </dl>
      {checkIn.signs.length > 0 && (
        <div className="notice notice--error">
          <p>
            {checkIn.alertAcknowledgedAt
              ? t('tripPlan.checkIn.seen', { date: formatDay(checkIn.alertAcknowledgedAt, locale) })
              : t('tripPlan.alert.coordinator')}
          </p>
          <ul className="trip-alert__signs">
            {checkIn.signs.map((sign) => (
              <li key={sign}>{signText(t, sign, intlLocale(locale))}</li>
            ))}
          </ul>
        </div>
      )}
    </>
  );
}

/** The questions of a check-in that is due (`form`: its route's, whose answer its item says once sent). */
function CheckInForm({ checkIn, form, titleId }: { checkIn: CheckInView; form: TripFormState; titleId: string }) {
  const t = useT();
  const locale = useLocale();
  const values = form.values ?? {};
  const idPrefix = `checkin-${checkIn.id}`;
  return (
    <TripForm
      form={form}
      shows={checkIn}
      refusalOnly
      fields={CHECK_IN_FIELDS}
      submit={t('tripPlan.checkIn.send')}
      busyLabel={t('tripPlan.sending')}
      labelledBy={titleId}
    >
      <Choices
        legend={t('tripPlan.checkIn.pain')}
        hint={t('tripPlan.checkIn.painHint')}
        name="pain"
        idPrefix={idPrefix}
        required
        className="trip-pain"
        value={values.pain ?? ''}
        error={form.errors.pain}
        options={PAIN_SCORES.map((score) => ({ value: String(score), label: score.toLocaleString(intlLocale(locale)) }))}
      />
      <TextField
        label={t('tripPlan.checkIn.temperature')}
        hint={t('tripPlan.checkIn.temperatureHint')}
        name="temperatureC"
        idPrefix={idPrefix}
        type="number"
        inputMode="decimal"
        step={0.1}
        min={TRIP_LIMITS.temperatureC.min}
        max={TRIP_LIMITS.temperatureC.max}
        className="trip-short-input"
        defaultValue={values.temperatureC ?? ''}
        error={form.errors.temperatureC}
      />
      <Choices
        legend={t('tripPlan.checkIn.wound')}
        name="wound"
        idPrefix={idPrefix}
        required
        value={values.wound ?? ''}
        error={form.errors.wound}
        options={WOUND_STATES.map((state) => ({ value: state, label: t(`tripPlan.wound.${state}`) }))}
      />
      <fieldset className="field trip-fieldset">
        <legend>{t('tripPlan.checkIn.symptoms')}</legend>
        <div className="trip-choices trip-choices--column">
          {SYMPTOMS.map((name) => (
            <Check key={name} name={name} label={t(`tripPlan.checkIn.${name}`)} checked={(values[name] ?? '') !== ''} />
          ))}
        </div>
      </fieldset>
      <Choices
        legend={t('tripPlan.checkIn.mobility')}
        name="mobility"
        idPrefix={idPrefix}
        required
        value={values.mobility ?? ''}
        error={form.errors.mobility}
        options={MOBILITY_STATES.map((state) => ({ value: state, label: t(`tripPlan.mobility.${state}`) }))}
      />
      <TextAreaField
        label={t('tripPlan.checkIn.notes')}
        name="notes"
        idPrefix={idPrefix}
        rows={4}
        maxLength={TRIP_LIMITS.notesMax}
        defaultValue={values.notes ?? ''}
        error={form.errors.notes}
      />
    </TripForm>
  );
}

function CheckInItem({ checkIn }: { checkIn: CheckInView }) {
  const t = useT();
  const locale = useLocale();
  const { now } = useTrip();
  const form = useTripForm(`check-ins/${encodeURIComponent(checkIn.id)}`, 'aftercare', checkInSchema);
  const titleId = `checkin-${checkIn.id}-title`;
  // Open from its day (UTC), as the API and the checklist count it.
  const due = !checkIn.answeredAt && utcDay(checkIn.dueAt) <= utcDay(now);
  const state = checkIn.answeredAt
    ? t('tripPlan.checkIn.answeredOn', { date: formatDay(checkIn.answeredAt, locale) })
    : due
      ? t('tripPlan.checkIn.dueSince', { date: formatDay(checkIn.dueAt, locale) })
      : t('tripPlan.checkIn.opensOn', { date: formatDay(checkIn.dueAt, locale) });
  return (
    <li className={`trip-checkin${due ? ' trip-checkin--due' : ''}`}>
      <h3 id={titleId}>{t('tripPlan.checkIn.title', { day: checkIn.day.toLocaleString(intlLocale(locale)) })}</h3>
      <p className="trip-checkin__state">{state}</p>
      <CheckInOutcome result={form.result} />
      {checkIn.answeredAt && checkIn.answers && <CheckInSummary checkIn={checkIn} answers={checkIn.answers} />}
      {due && <CheckInForm checkIn={checkIn} form={form} titleId={titleId} />}
    </li>
  );
}

export function AftercareSection() {
  const t = useT();
  const { plan } = useTrip();
  return (
    <StepSection id="aftercare" title={t('tripPlan.step.aftercare')}>
      <p className="muted">{t('tripPlan.aftercare.intro')}</p>
      <p className="trip-emergency">{t('tripPlan.aftercare.emergency')}</p>
      {plan.checkIns.length ? (
        <ol className="trip-checkins">
          {plan.checkIns.map((checkIn) => (
            <CheckInItem key={checkIn.id} checkIn={checkIn} />
          ))}
        </ol>
      ) : (
        <p>{t('tripPlan.aftercare.none')}</p>
      )}
    </StepSection>
  );
}
