import type { TreatmentCategory, TreatmentView } from '@medtour/contracts';
import { firstOf } from '../format-more';
import { Tags } from './Lists';
import { TreatmentCard } from './TreatmentCard';
import { useT, type Translate } from '../i18n/messages';

/** A treatment category's name in the page's language (the `lists` messages). */
export const categoryLabel = (t: Translate, category: TreatmentCategory): string => t(`lists.category.${category}`);

/**
 * A treatment card of the treatments page (spec §2 "Treatments page"): category, description,
 * duration, estimated cost, procedures (first 3, then '+N more') and countries.
 */
export function TreatmentListCard({ treatment }: { treatment: TreatmentView }) {
  const t = useT();
  const procedures = firstOf(treatment.procedures, 3);
  return (
    <TreatmentCard treatment={treatment} eyebrow={<p className="eyebrow">{categoryLabel(t, treatment.category)}</p>}>
      {procedures.shown.length > 0 && (
        <div>
          <h4 className="label">{t('lists.procedures')}</h4>
          <Tags items={procedures.shown} more={procedures.more} />
        </div>
      )}
      {treatment.availableIn.length > 0 && (
        <p className="muted">{t('lists.availableIn', { countries: treatment.availableIn.map((country) => country.name).join(', ') })}</p>
      )}
    </TreatmentCard>
  );
}
