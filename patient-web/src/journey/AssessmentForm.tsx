import { type FormEvent, type KeyboardEvent, useId, useRef, useState } from 'react';
import { getApi } from '../api/client';
import { errorMessage, fieldErrors } from '../account/forms';
import { toast } from '../components/Toaster';
import { type AssessmentView, BUDGET_RANGES, CONDITION_CATEGORIES, PRESET_DESTINATIONS } from '@medtour/contracts';
import { ASSESSMENT_URGENCY_OPTIONS, journeyApi, newIdempotencyKey } from './api';
import { focusField, SelectField, TextAreaField, useFormState } from './fields';

interface Values {
  conditionCategory: string;
  symptoms: string;
  currentMedications: string;
  medicalHistory: string;
  treatmentGoals: string;
  urgencyLevel: string;
  budgetRange: string;
  preferredDestinations: string[];
}

const EMPTY: Values = {
  conditionCategory: '',
  symptoms: '',
  currentMedications: '',
  medicalHistory: '',
  treatmentGoals: '',
  urgencyLevel: '',
  budgetRange: '',
  preferredDestinations: [],
};

const REQUIRED = ['conditionCategory', 'symptoms', 'urgencyLevel'] as const;

const optional = (value: string) => (value.trim() ? value.trim() : undefined);

/**
 * The health assessment form (spec §5). One idempotency key per form: a double click or a retry
 * after a lost answer stores a single assessment.
 */
export function AssessmentForm({ recordIds, onSubmitted }: { recordIds: string[]; onSubmitted: (assessment: AssessmentView) => void }) {
  const { values, errors, setErrors, set, bind } = useFormState(EMPTY, 'assessment');
  const [custom, setCustom] = useState('');
  const [busy, setBusy] = useState(false);
  const idempotencyKey = useRef<string>(null);
  const form = useRef<HTMLFormElement>(null);
  const titleId = useId();
  const destinationsId = useId();

  const hasDestination = (name: string) => values.preferredDestinations.some((d) => d.toLowerCase() === name.toLowerCase());

  function toggleDestination(name: string) {
    set(
      'preferredDestinations',
      hasDestination(name)
        ? values.preferredDestinations.filter((d) => d.toLowerCase() !== name.toLowerCase())
        : [...values.preferredDestinations, name],
    );
  }

  function addCustom() {
    const name = custom.trim().replace(/\s+/g, ' ');
    if (!name) return; // empty ignored
    if (!hasDestination(name)) set('preferredDestinations', [...values.preferredDestinations, name]); // duplicates ignored
    setCustom('');
  }

  function onCustomKey(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter') {
      event.preventDefault(); // adds the destination instead of submitting the form
      addCustom();
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const missing = REQUIRED.filter((key) => !values[key].trim());
    if (missing.length) {
      setErrors(Object.fromEntries(missing.map((key) => [key, 'This field is required.'])));
      toast({ title: 'Required Fields Missing', description: 'Please fill in all required fields.', variant: 'destructive' });
      focusField(form.current, missing[0]);
      return;
    }
    idempotencyKey.current ??= newIdempotencyKey();
    setBusy(true);
    setErrors({});
    try {
      const assessment = await journeyApi.submitAssessment(getApi(null), {
        idempotencyKey: idempotencyKey.current,
        conditionCategory: values.conditionCategory,
        symptoms: values.symptoms.trim(),
        currentMedications: optional(values.currentMedications),
        medicalHistory: optional(values.medicalHistory),
        treatmentGoals: optional(values.treatmentGoals),
        urgencyLevel: values.urgencyLevel,
        budgetRange: optional(values.budgetRange),
        preferredDestinations: values.preferredDestinations,
        uploadedFiles: recordIds,
      });
      toast({ title: 'Assessment Submitted', description: 'Your health assessment has been saved successfully.' });
      onSubmitted(assessment);
    } catch (error) {
      const fields = fieldErrors(error);
      setErrors(fields);
      const description = Object.values(fields)[0] ?? errorMessage(error, 'There was an error saving your assessment.');
      toast({ title: 'Submission Failed', description, variant: 'destructive' });
      focusField(form.current, Object.keys(fields)[0]);
      setBusy(false);
    }
  }

  const presetNames = new Set<string>(PRESET_DESTINATIONS.map((d) => d.toLowerCase()));
  const customChosen = values.preferredDestinations.filter((d) => !presetNames.has(d.toLowerCase()));

  return (
    <section className="card journey-card" aria-labelledby={titleId}>
      <h2 id={titleId} className="journey-card__title">
        Health Assessment
      </h2>
      <p className="muted">The more you tell us, the better we can match you with hospitals and treatments.</p>
      {/* Each required field announces itself as required; the star is for the eye. */}
      <p className="muted small" aria-hidden="true">
        * Required
      </p>
      <form ref={form} onSubmit={submit} noValidate aria-labelledby={titleId}>
        <SelectField
          label="Condition Category"
          required
          placeholder="Select your condition category"
          options={CONDITION_CATEGORIES}
          {...bind('conditionCategory')}
        />
        <TextAreaField
          label="Symptoms"
          required
          rows={4}
          maxLength={5000}
          placeholder="Describe your symptoms, how long you have had them and how they affect you"
          {...bind('symptoms')}
        />
        <TextAreaField
          label="Current Medications"
          maxLength={5000}
          placeholder="Medicines you take, with doses if you know them"
          {...bind('currentMedications')}
        />
        <TextAreaField
          label="Medical History"
          maxLength={5000}
          placeholder="Past surgeries, chronic conditions, allergies"
          {...bind('medicalHistory')}
        />
        <TextAreaField
          label="Treatment Goals"
          maxLength={5000}
          placeholder="What would you like the treatment to achieve?"
          {...bind('treatmentGoals')}
        />
        <div className="form-grid">
          <SelectField
            label="Urgency"
            required
            placeholder="Select urgency"
            options={ASSESSMENT_URGENCY_OPTIONS}
            {...bind('urgencyLevel')}
          />
          <SelectField label="Budget Range" placeholder="Select budget range" options={BUDGET_RANGES} {...bind('budgetRange')} />
        </div>

        <fieldset className="field destinations" aria-describedby={errors.preferredDestinations ? `${destinationsId}-error` : undefined}>
          <legend>Preferred Destinations</legend>
          <ul className="chip-toggles" aria-label="Suggested destinations">
            {PRESET_DESTINATIONS.map((name) => (
              <li key={name}>
                <button type="button" className="chip-toggle" aria-pressed={hasDestination(name)} onClick={() => toggleDestination(name)}>
                  {name}
                </button>
              </li>
            ))}
          </ul>
          <div className="destinations__custom">
            <div className="field">
              <label htmlFor="assessment-custom-destination">Other destination</label>
              <input
                id="assessment-custom-destination"
                type="text"
                maxLength={100}
                value={custom}
                onChange={(e) => setCustom(e.target.value)}
                onKeyDown={onCustomKey}
                placeholder="e.g. Dubai"
              />
            </div>
            <button type="button" className="btn btn--secondary" onClick={addCustom}>
              Add
            </button>
          </div>
          {customChosen.length > 0 && (
            <ul className="tags destinations__chosen" aria-label="Other destinations you added">
              {customChosen.map((name) => (
                <li key={name} className="tag tag--removable">
                  {name}
                  <button type="button" className="tag__remove" aria-label={`Remove ${name}`} onClick={() => toggleDestination(name)}>
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
          {busy ? 'Submitting...' : 'Submit Assessment'}
        </button>
      </form>
    </section>
  );
}
