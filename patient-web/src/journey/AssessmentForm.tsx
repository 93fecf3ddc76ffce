import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { Form } from '../i18n/links';
import { BUDGET_RANGES, CONDITION_CATEGORIES, PRESET_DESTINATIONS, TEXT_LIMITS } from '@medtour/contracts';
import { Intent, useFormAction, useHydrated } from '../account/forms';
import { ASSESSMENT_URGENCY_OPTIONS } from './api';
import { focusField, SelectField, TextAreaField } from './fields';

type Answer = { missing: boolean; values: Record<string, string> };

/**
 * The health assessment form (spec §5), posted to the journey's action with the records listed
 * beside it. Its idempotency key comes with the page: a double click or a retry after a lost answer
 * stores a single assessment. Without JavaScript the destination chips are checkboxes.
 */
export function AssessmentForm({ recordIds, idempotencyKey }: { recordIds: string[]; idempotencyKey: string }) {
  const { result, errors, busy } = useFormAction<Answer>('assessment', {
    left: { title: 'Assessment Submitted', description: 'Your health assessment has been saved successfully.' },
    failed: (r) => (r.missing ? 'Required Fields Missing' : 'Submission Failed'),
  });
  const values = (result && !result.ok && result.values) || {};
  const hydrated = useHydrated();
  const [chosen, setChosen] = useState<string[]>([]);
  const [custom, setCustom] = useState('');
  const form = useRef<HTMLFormElement>(null);
  const titleId = useId();
  const destinationsId = useId();

  // The first field to fix takes the focus.
  useEffect(() => {
    if (result && !result.ok) focusField(form.current, Object.keys(result.errors)[0]);
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
        Health Assessment
      </h2>
      <p className="muted">The more you tell us, the better we can match you with hospitals and treatments.</p>
      {/* Each required field announces itself as required; the star is for the eye. */}
      <p className="muted small" aria-hidden="true">
        * Required
      </p>
      <Form method="post" ref={form} noValidate aria-labelledby={titleId}>
        <Intent value="assessment" />
        <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
        {recordIds.map((id) => (
          <input key={id} type="hidden" name="uploadedFiles" value={id} />
        ))}
        <SelectField
          label="Condition Category"
          required
          placeholder="Select your condition category"
          options={CONDITION_CATEGORIES}
          {...field('conditionCategory')}
        />
        <TextAreaField
          label="Symptoms"
          required
          rows={4}
          maxLength={TEXT_LIMITS.longText}
          placeholder="Describe your symptoms, how long you have had them and how they affect you"
          {...field('symptoms')}
        />
        <TextAreaField
          label="Current Medications"
          maxLength={TEXT_LIMITS.longText}
          placeholder="Medicines you take, with doses if you know them"
          {...field('currentMedications')}
        />
        <TextAreaField
          label="Medical History"
          maxLength={TEXT_LIMITS.longText}
          placeholder="Past surgeries, chronic conditions, allergies"
          {...field('medicalHistory')}
        />
        <TextAreaField
          label="Treatment Goals"
          maxLength={TEXT_LIMITS.longText}
          placeholder="What would you like the treatment to achieve?"
          {...field('treatmentGoals')}
        />
        <div className="form-grid">
          <SelectField
            label="Urgency"
            required
            placeholder="Select urgency"
            options={ASSESSMENT_URGENCY_OPTIONS}
            {...field('urgencyLevel')}
          />
          <SelectField label="Budget Range" placeholder="Select budget range" options={BUDGET_RANGES} {...field('budgetRange')} />
        </div>

        <fieldset className="field destinations" aria-describedby={errors.preferredDestinations ? `${destinationsId}-error` : undefined}>
          <legend>Preferred Destinations</legend>
          <ul className="chip-toggles" aria-label="Suggested destinations">
            {PRESET_DESTINATIONS.map((name) => (
              <li key={name}>
                {hydrated ? (
                  <button type="button" className="chip-toggle" aria-pressed={hasDestination(name)} onClick={() => toggleDestination(name)}>
                    {name}
                  </button>
                ) : (
                  <label className="chip-toggle">
                    <input type="checkbox" name="preferredDestinations" value={name} /> {name}
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
              <label htmlFor="assessment-custom-destination">Other destination</label>
              <input
                id="assessment-custom-destination"
                // Without JavaScript the typed destination goes with the form.
                name={hydrated ? undefined : 'customDestination'}
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
      </Form>
    </section>
  );
}
