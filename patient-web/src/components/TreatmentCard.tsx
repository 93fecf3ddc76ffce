import { Link } from 'react-router';
import type { TreatmentCategory, TreatmentView } from '@medtour/contracts';
import { firstOf, formatCostRange, formatDuration } from '../format';
import { treatmentHref } from '../site';
import { Tags } from './Lists';

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
 * A treatment card (spec §2 "Treatments page"): category, description, duration, estimated cost,
 * procedures (first 3, then '+N more') and countries. `compact` is the landing page's version.
 */
export function TreatmentCard({ treatment, compact = false }: { treatment: TreatmentView; compact?: boolean }) {
  const titleId = `treatment-${treatment.slug}`;
  const cost = formatCostRange(treatment.minCostUsd, treatment.maxCostUsd);
  const duration = formatDuration(treatment.minDurationDays, treatment.maxDurationDays);
  const procedures = firstOf(treatment.procedures, 3);
  return (
    <li className="card treatment">
      {!compact && <p className="eyebrow">{CATEGORY_LABELS[treatment.category]}</p>}
      <h3 id={titleId}>
        <Link to={treatmentHref(treatment.slug)}>{treatment.name}</Link>
      </h3>
      <p>{treatment.description}</p>
      {duration && <p className="fact">{`Duration: ${duration}`}</p>}
      {cost && <p className="fact">{`Estimated cost: ${cost}`}</p>}
      {!compact && procedures.shown.length > 0 && (
        <div>
          <h4 className="label">Procedures</h4>
          <Tags items={procedures.shown} more={procedures.more} />
        </div>
      )}
      {!compact && treatment.availableIn.length > 0 && <p className="muted">Available in: {treatment.availableIn.join(', ')}</p>}
      <p className="card__action">
        <Link to={treatmentHref(treatment.slug)} className="btn btn--secondary" aria-describedby={titleId}>
          Learn More
        </Link>
      </p>
    </li>
  );
}
