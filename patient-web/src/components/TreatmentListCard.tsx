import type { TreatmentCategory, TreatmentView } from '@medtour/contracts';
import { firstOf } from '../format';
import { Tags } from './Lists';
import { TreatmentCard } from './TreatmentCard';

export const CATEGORY_LABELS: Record<TreatmentCategory, string> = {
  orthopedic: 'Orthopedic',
  fertility: 'Fertility',
  cosmetic: 'Cosmetic',
  cardiology: 'Cardiology',
  spinal: 'Spinal',
  cancer: 'Cancer',
  other: 'Other',
};

/**
 * A treatment card of the treatments page (spec §2 "Treatments page"): category, description,
 * duration, estimated cost, procedures (first 3, then '+N more') and countries.
 */
export function TreatmentListCard({ treatment }: { treatment: TreatmentView }) {
  const procedures = firstOf(treatment.procedures, 3);
  return (
    <TreatmentCard treatment={treatment} eyebrow={<p className="eyebrow">{CATEGORY_LABELS[treatment.category]}</p>}>
      {procedures.shown.length > 0 && (
        <div>
          <h4 className="label">Procedures</h4>
          <Tags items={procedures.shown} more={procedures.more} />
        </div>
      )}
      {treatment.availableIn.length > 0 && <p className="muted">Available in: {treatment.availableIn.join(', ')}</p>}
    </TreatmentCard>
  );
}
