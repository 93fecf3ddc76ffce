import { type AssessmentView, type BookingView, TEXT_LIMITS } from '@medtour/contracts';
import { conditionLabel } from './AssessmentForm';
import { FormError } from '../account/forms';
import { RouteForm, useRouteForm } from '../forms/route-form';
import { formatDay } from '../format-more';
import { useLocale, useT } from '../i18n/messages';
import { TextAreaField } from './fields';
import { bookingAssessmentSchema } from './schemas';

/*
 * Issue 52: a booking whose treatment is not one its assessment's condition is treated with (a hip
 * replacement booked after a fertility assessment) asks its patient which assessment it is for: the
 * one it was made from, their latest (when another), or none, in their own words (added to the
 * booking's medical summary). The coordinator sees the mismatch either way.
 */

/** "Fertility Treatment, 3 Nov 2026": an assessment as a choice names it. */
function useAssessmentName() {
  const locale = useLocale();
  const t = useT();
  return (a: Pick<AssessmentView, 'conditionCategory' | 'createdAt'>) =>
    `${conditionLabel(t, a.conditionCategory)}, ${formatDay(a.createdAt, locale)}`;
}

export function AssessmentQuestion({ booking, latest }: { booking: BookingView; latest: AssessmentView | null }) {
  const t = useT();
  const name = useAssessmentName();
  const base = `booking-${booking.id}-assessment`;
  const form = useRouteForm<{ values: Record<string, string> }>(`/dashboard/bookings/${encodeURIComponent(booking.id)}/assessment`, {
    schema: bookingAssessmentSchema,
    done: () => ({ title: t('bookings.assessmentQuestion.saved') }),
  });
  const { result: answer, errors, busy } = form;
  const attached = booking.assessment;
  const choices = [attached, latest && latest.id !== attached?.id ? latest : null].filter((a) => a !== null);
  const sent = answer && !answer.ok ? answer.values : undefined;
  const chosen = sent?.assessmentId ?? attached?.id ?? '';

  return (
    <section className="notice notice--info assessment-question" aria-labelledby={`${base}-title`}>
      <h5 id={`${base}-title`} className="booking__label">
        {t('bookings.assessmentQuestion.title')}
      </h5>
      <p className="small">
        {t('bookings.assessmentQuestion.why', {
          treatment: booking.treatment?.name ?? '',
          assessment: attached ? name(attached) : '',
        })}
      </p>
      <RouteForm form={form} className="assessment-question__form">
        <fieldset className="field assessment-question__choices">
          <legend>{t('bookings.assessmentQuestion.legend')}</legend>
          {choices.map((a) => (
            <label key={a.id} className="journey-check">
              <input type="radio" name="assessmentId" value={a.id} defaultChecked={chosen === a.id} />
              {t('bookings.assessmentQuestion.forAssessment', { assessment: name(a) })}
            </label>
          ))}
          <label className="journey-check">
            <input type="radio" name="assessmentId" value="" defaultChecked={chosen === ''} />
            {t('bookings.assessmentQuestion.none')}
          </label>
        </fieldset>
        <TextAreaField
          label={t('bookings.assessmentQuestion.describe')}
          name="description"
          idPrefix={base}
          maxLength={TEXT_LIMITS.longText}
          defaultValue={sent?.description ?? ''}
          error={errors.description ?? errors.assessmentId}
          hint={t('bookings.assessmentQuestion.describeHint')}
        />
        <FormError result={answer} />
        <button type="submit" className="btn btn--primary btn--small" disabled={busy}>
          {t('bookings.assessmentQuestion.submit')}
        </button>
      </RouteForm>
    </section>
  );
}
