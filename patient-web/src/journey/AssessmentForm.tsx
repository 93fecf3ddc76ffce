import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import {
  ASSESSMENT_URGENCIES,
  type AssessmentUrgency,
  BUDGET_RANGES,
  type BudgetRange,
  CONDITION_CATEGORIES,
  conditionMessageId,
  formatUsd,
  type Locale,
  PRESET_DESTINATIONS,
  TEXT_LIMITS,
} from '@medtour/contracts';
import { useHydrated } from '../account/forms';
import { RouteForm, useRouteForm } from '../forms/route-form';
import { formatCostRange, intlLocale } from '../format';
import { type MessageId, type Translate, useLocale, useT } from '../i18n/messages';
import { focusField, SelectField, TextAreaField } from './fields';
import { assessmentSchema } from './schemas';

/** What the assessment's route answers besides its message: the values typed (refused), and whether its own check refused it. */
type Answer = { invalid: boolean; values: Record<string, string> };

/*
 * The assessment's choices in the page's language: the form posts the values the API knows (English),
 * the patient reads their labels, on the form and in the summary of the assessment sent.
 */

/** A condition category's label in the page's language (the `conditions` catalogue, which the API reads too); a value the site does not know as it is. */
export const conditionLabel = (t: Translate, category: string): string => {
  const id = conditionMessageId(category);
  return id ? t(id) : category;
};

export const urgencyLabel = (t: Translate, urgency: AssessmentUrgency): string => t(`journey.urgency.${urgency}`);

/** Each budget range's bounds in dollars (none: cost is not a concern), said in the page's language and currency format. */
const BUDGET_BOUNDS: Record<BudgetRange, { min: number | null; max: number | null }> = {
  'Under $5,000': { min: null, max: 5_000 },
  '$5,000 - $15,000': { min: 5_000, max: 15_000 },
  '$15,000 - $30,000': { min: 15_000, max: 30_000 },
  '$30,000 - $50,000': { min: 30_000, max: 50_000 },
  'Over $50,000': { min: 50_000, max: null },
  'Cost is not a concern': { min: null, max: null },
};

/** A budget range's label: `Under $5,000`, `5 000 $US - 15 000 $US`; a value the site does not know as it is. */
export function budgetRangeLabel(t: Translate, locale: Locale, range: string): string {
  if (!(range in BUDGET_BOUNDS)) return range;
  const { min, max } = BUDGET_BOUNDS[range as BudgetRange];
  if (min !== null && max !== null) return formatCostRange(t, locale, min, max, null)!;
  if (max !== null) return t('journey.budget.under', { max: formatUsd(max, intlLocale(locale)) });
  if (min !== null) return t('journey.budget.over', { min: formatUsd(min, intlLocale(locale)) });
  return t('journey.budget.noConcern');
}

const DESTINATION_LABELS: Record<(typeof PRESET_DESTINATIONS)[number], MessageId> = {
  Thailand: 'journey.destination.thailand',
  India: 'journey.destination.india',
  Mexico: 'journey.destination.mexico',
  Turkey: 'journey.destination.turkey',
  'South Korea': 'journey.destination.southKorea',
  Singapore: 'journey.destination.singapore',
  Malaysia: 'journey.destination.malaysia',
  'Costa Rica': 'journey.destination.costaRica',
  Philippines: 'journey.destination.philippines',
  Hungary: 'journey.destination.hungary',
};

/** A suggested destination's name in the page's language; one the patient typed as typed. */
export const destinationLabel = (t: Translate, name: string): string =>
  name in DESTINATION_LABELS ? t(DESTINATION_LABELS[name as keyof typeof DESTINATION_LABELS]) : name;

/**
 * The health assessment form (spec §5), posted to its route with the records listed beside it. Its
 * idempotency key comes with the page: a double click or a retry after a lost answer
 * stores a single assessment. Without JavaScript the destination chips are checkboxes.
 */
export function AssessmentForm({ recordIds, idempotencyKey }: { recordIds: string[]; idempotencyKey: string }) {
  const t = useT();
  const locale = useLocale();
  const form = useRouteForm<Answer>('/dashboard/assessment', {
    schema: assessmentSchema,
    summary: 'fillRequiredFields',
    left: { title: t('journey.assessment.submitted.title'), description: t('journey.assessment.submitted.description') },
    failed: (r) => (r.invalid ? t('journey.assessment.missing') : t('journey.assessment.failed')),
  });
  const { result, errors, busy } = form;
  const values = (result && !result.ok && result.values) || {};
  const hydrated = useHydrated();
  const [chosen, setChosen] = useState<string[]>([]);
  const [custom, setCustom] = useState('');
  const formElement = useRef<HTMLFormElement>(null);
  const titleId = useId();
  const destinationsId = useId();

  // The first field to fix takes the focus.
  useEffect(() => {
    if (result && !result.ok) focusField(formElement.current, Object.keys(result.errors)[0]);
  }, [result]);

  const hasDestination = (name: string) => chosen.some((d) => d.toLowerCase() === name.toLowerCase());

  function toggleDestination(name: string) {
    setChosen(hasDestination(name) ? chosen.filter((d) => d.toLowerCase() !== name.toLowerCase()) : [...chosen, name]);
  }

  function addCustom() {
    const name = custom.trim().replace(/\s+/g, ' ');
    if (!name) return; // empty ignored
    if (!hasDestination(name)) setChosen([...chosen, name]); // duplicates ignored
    setCustom('');
  }

  function onCustomKey(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter') {
      event.preventDefault(); // adds the destination instead of submitting the form
      addCustom();
    }
  }

  const error = (name: string) => errors[name];
  const field = (name: string) => ({ name, idPrefix: 'assessment', defaultValue: values[name], error: error(name) });

  const presetNames = new Set<string>(PRESET_DESTINATIONS.map((d) => d.toLowerCase()));
  const customChosen = chosen.filter((d) => !presetNames.has(d.toLowerCase()));

  return (
    <section className="card journey-card" aria-labelledby={titleId}>
      <h2 id={titleId} className="journey-card__title">
        {t('journey.assessment.title')}
      </h2>
      <p className="muted">{t('journey.assessment.intro')}</p>
      {/* Each required field announces itself as required; the star is for the eye. */}
      <p className="muted small" aria-hidden="true">
        {t('journey.assessment.required')}
      </p>
      <RouteForm form={form} ref={formElement} noValidate aria-labelledby={titleId}>
        <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
        {recordIds.map((id) => (
          <input key={id} type="hidden" name="uploadedFiles" value={id} />
        ))}
        <SelectField
          label={t('journey.assessment.condition.label')}
          required
          placeholder={t('journey.assessment.condition.placeholder')}
          options={CONDITION_CATEGORIES.map((value) => ({ value, label: conditionLabel(t, value) }))}
          {...field('conditionCategory')}
        />
        <TextAreaField
          label={t('journey.assessment.symptoms.label')}
          required
          rows={4}
          maxLength={TEXT_LIMITS.longText}
          placeholder={t('journey.assessment.symptoms.placeholder')}
          {...field('symptoms')}
        />
        <TextAreaField
          label={t('journey.assessment.medications.label')}
          maxLength={TEXT_LIMITS.longText}
          placeholder={t('journey.assessment.medications.placeholder')}
          {...field('currentMedications')}
        />
        <TextAreaField
          label={t('journey.assessment.history.label')}
          maxLength={TEXT_LIMITS.longText}
          placeholder={t('journey.assessment.history.placeholder')}
          {...field('medicalHistory')}
        />
        <TextAreaField
          label={t('journey.assessment.goals.label')}
          maxLength={TEXT_LIMITS.longText}
          placeholder={t('journey.assessment.goals.placeholder')}
          {...field('treatmentGoals')}
        />
        <div className="form-grid">
          <SelectField
            label={t('journey.assessment.urgency.label')}
            required
            placeholder={t('journey.assessment.urgency.placeholder')}
            options={ASSESSMENT_URGENCIES.map((value) => ({ value, label: urgencyLabel(t, value) }))}
            {...field('urgencyLevel')}
          />
          <SelectField
            label={t('journey.assessment.budget.label')}
            placeholder={t('journey.assessment.budget.placeholder')}
            options={BUDGET_RANGES.map((value) => ({ value, label: budgetRangeLabel(t, locale, value) }))}
            {...field('budgetRange')}
          />
        </div>

        <fieldset className="field destinations" aria-describedby={errors.preferredDestinations ? `${destinationsId}-error` : undefined}>
          <legend>{t('journey.assessment.destinations.legend')}</legend>
          <ul className="chip-toggles" aria-label={t('journey.assessment.destinations.suggested')}>
            {PRESET_DESTINATIONS.map((name) => (
              <li key={name}>
                {hydrated ? (
                  <button type="button" className="chip-toggle" aria-pressed={hasDestination(name)} onClick={() => toggleDestination(name)}>
                    {destinationLabel(t, name)}
                  </button>
                ) : (
                  <label className="chip-toggle">
                    <input type="checkbox" name="preferredDestinations" value={name} /> {destinationLabel(t, name)}
                  </label>
                )}
              </li>
            ))}
          </ul>
          {chosen.map((name) => (
            <input key={name} type="hidden" name="preferredDestinations" value={name} />
          ))}
          <div className="destinations__custom">
            <div className="field">
              <label htmlFor="assessment-custom-destination">{t('journey.assessment.destinations.other')}</label>
              <input
                id="assessment-custom-destination"
                // Without JavaScript the typed destination goes with the form.
                name={hydrated ? undefined : 'customDestination'}
                type="text"
                maxLength={100}
                value={custom}
                onChange={(e) => setCustom(e.target.value)}
                onKeyDown={onCustomKey}
                placeholder={t('journey.assessment.destinations.otherPlaceholder')}
              />
            </div>
            <button type="button" className="btn btn--secondary" onClick={addCustom}>
              {t('journey.assessment.destinations.add')}
            </button>
          </div>
          {customChosen.length > 0 && (
            <ul className="tags destinations__chosen" aria-label={t('journey.assessment.destinations.added')}>
              {customChosen.map((name) => (
                <li key={name} className="tag tag--removable">
                  {name}
                  <button
                    type="button"
                    className="tag__remove"
                    aria-label={t('journey.assessment.destinations.remove', { name })}
                    onClick={() => toggleDestination(name)}
                  >
                    ×
                  </button>
                </li>
              ))}
            </ul>
          )}
          {errors.preferredDestinations && (
            <p id={`${destinationsId}-error`} className="field__error">
              {errors.preferredDestinations}
            </p>
          )}
        </fieldset>

        {errors.uploadedFiles && <p className="field__error">{errors.uploadedFiles}</p>}
        <button type="submit" className="btn btn--primary btn--block" disabled={busy}>
          {busy ? t('journey.assessment.submitting') : t('journey.assessment.submit')}
        </button>
      </RouteForm>
    </section>
  );
}
