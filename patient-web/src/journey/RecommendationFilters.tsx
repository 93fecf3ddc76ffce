import { EVIDENCE_LEVELS, MIN_RATINGS, RECOMMENDED_TREATMENT_TYPES } from '@medtour/contracts';
import { useSearchParams } from 'react-router';
import { TextField } from '../account/forms';
import { Form } from '../i18n/links';
import { useT } from '../i18n/messages';
import { AddressButton } from './controls';
import { useJourneyAddress } from './data';
import { SelectField } from './fields';
import { evidenceLabel, typeLabel } from './RecommendationCards';

/** The filters, in the page's address (like the hospital filters): none set means the assessment's budget and no limits. */
const FILTER_KEYS = ['specialization', 'country', 'minRating', 'maxBudget', 'type', 'evidenceLevel'] as const;

/**
 * The recommendations' filters: a GET form of the page's address (every filter applied by the
 * server), so they work without JavaScript too, where they are always shown (the "Filters" button
 * needs it); "Clear All" goes back to the assessment's reading. `assessedBudget`: the budget the
 * assessment's range reads as, shown until another is asked.
 */
export function RecommendationFilters({ id, shown, assessedBudget }: { id: string; shown: boolean; assessedBudget: number | null }) {
  const t = useT();
  const [params] = useSearchParams();
  const filter = (key: (typeof FILTER_KEYS)[number]) => params.get(key) ?? '';
  const maxBudget = params.get('maxBudget') ?? (assessedBudget === null ? '' : String(assessedBudget));
  return (
    <>
      {/* Without JavaScript the filters are always shown (the "Filters" button needs it). */}
      <Form
        method="get"
        action={useJourneyAddress()}
        preventScrollReset
        // Shows the address's filters again after "Clear All" or the browser's back button.
        key={FILTER_KEYS.map(filter).join('|')}
        id={id}
        className="card rec-filters"
        hidden={!shown}
        aria-labelledby={`${id}-title`}
      >
        <h3 id={`${id}-title`}>{t('journey.filters.title')}</h3>
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
      {shown && (
        <div className="button-row">
          <AddressButton set={Object.fromEntries(FILTER_KEYS.map((key) => [key, '']))} className="btn btn--secondary">
            {t('journey.filters.clear')}
          </AddressButton>
        </div>
      )}
    </>
  );
}
