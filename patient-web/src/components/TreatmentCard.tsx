import type { ReactNode } from 'react';
import { Link } from '../i18n/links';
import type { TreatmentView } from '@medtour/contracts';
import { formatDuration } from '../format';
import { treatmentHref } from '../site';
import { useT } from '../i18n/messages';
import { useMoney } from '../money';

/** What the card shows of a treatment: the landing page sends the browser no more than this. */
export type TreatmentCardData = Pick<
  TreatmentView,
  'slug' | 'name' | 'description' | 'minCostUsd' | 'maxCostUsd' | 'minDurationDays' | 'maxDurationDays'
>;

export const treatmentCardData = ({
  slug,
  name,
  description,
  minCostUsd,
  maxCostUsd,
  minDurationDays,
  maxDurationDays,
}: TreatmentView): TreatmentCardData => ({ slug, name, description, minCostUsd, maxCostUsd, minDurationDays, maxDurationDays });

/**
 * A treatment card's main lines: name, description, duration, estimated cost and Learn More; the
 * landing page's popular treatments show just these. The treatments page's card (TreatmentListCard)
 * adds the category above the name (`eyebrow`) and its details as `children`: code that every page
 * would otherwise load, as this card is in the file all pages share.
 */
export function TreatmentCard({
  treatment,
  eyebrow,
  children,
}: {
  treatment: TreatmentCardData;
  eyebrow?: ReactNode;
  children?: ReactNode;
}) {
  const t = useT();
  const titleId = `treatment-${treatment.slug}`;
  const cost = useMoney().range(treatment.minCostUsd, treatment.maxCostUsd);
  const duration = formatDuration(t, treatment.minDurationDays, treatment.maxDurationDays);
  return (
    <li className="card treatment">
      {eyebrow}
      <h3 id={titleId}>
        <Link to={treatmentHref(treatment.slug)}>{treatment.name}</Link>
      </h3>
      <p>{treatment.description}</p>
      {duration && <p className="fact">{t('common.card.duration', { duration })}</p>}
      {cost && <p className="fact">{t('common.card.estimatedCost', { cost })}</p>}
      {children}
      <p className="card__action">
        <Link to={treatmentHref(treatment.slug)} className="btn btn--secondary" aria-describedby={titleId}>
          {t('common.card.learnMore')}
        </Link>
      </p>
    </li>
  );
}
