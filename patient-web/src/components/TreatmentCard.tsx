import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { TreatmentView } from '@medtour/contracts';
import { formatCostRange, formatDuration } from '../format';
import { treatmentHref } from '../site';

/**
 * A treatment card's main lines: name, description, duration, estimated cost and Learn More; the
 * landing page's popular treatments show just these. The treatments page's card (TreatmentListCard)
 * adds the category above the name (`eyebrow`) and its details as `children`: code that every page
 * would otherwise load, as this card is in the file all pages share.
 */
export function TreatmentCard({ treatment, eyebrow, children }: { treatment: TreatmentView; eyebrow?: ReactNode; children?: ReactNode }) {
  const titleId = `treatment-${treatment.slug}`;
  const cost = formatCostRange(treatment.minCostUsd, treatment.maxCostUsd);
  const duration = formatDuration(treatment.minDurationDays, treatment.maxDurationDays);
  return (
    <li className="card treatment">
      {eyebrow}
      <h3 id={titleId}>
        <Link to={treatmentHref(treatment.slug)}>{treatment.name}</Link>
      </h3>
      <p>{treatment.description}</p>
      {duration && <p className="fact">{`Duration: ${duration}`}</p>}
      {cost && <p className="fact">{`Estimated cost: ${cost}`}</p>}
      {children}
      <p className="card__action">
        <Link to={treatmentHref(treatment.slug)} className="btn btn--secondary" aria-describedby={titleId}>
          Learn More
        </Link>
      </p>
    </li>
  );
}
