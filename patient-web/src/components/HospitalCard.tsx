import type { ReactNode } from 'react';
import { Link } from '../i18n/links';
import type { HospitalSummary } from '@medtour/contracts';
import { hospitalHref } from '../site';
import { DemoBadge, Rating } from './Rating';
import { Tags } from './Lists';
import { useT } from '../i18n/messages';

/** What the card shows of a hospital: the landing page sends the browser no more than this. */
export type HospitalCardData = Pick<HospitalSummary, 'slug' | 'name' | 'isDemo' | 'city' | 'rating' | 'accreditations'> & {
  country: Pick<HospitalSummary['country'], 'name'>;
};

export const hospitalCardData = ({ slug, name, isDemo, city, rating, accreditations, country }: HospitalSummary): HospitalCardData => ({
  slug,
  name,
  isDemo,
  city,
  rating,
  accreditations,
  country: { name: country.name },
});

/** The id of a hospital card's title, which its buttons name as their description. */
export const hospitalTitleId = (slug: string) => `hospital-${slug}`;

/**
 * A hospital card's first lines: name, location, rating and accreditations, then View Profile; the
 * landing page's featured hospitals show just these. The hospitals page's card (HospitalListCard)
 * adds its details as `children`, Get Quote as `action` and the compare checkbox as `footer`: code
 * that every page would otherwise load, as this card is in the file all pages share.
 */
export function HospitalCard({
  hospital,
  action,
  footer,
  children,
}: {
  hospital: HospitalCardData;
  action?: ReactNode;
  footer?: ReactNode;
  children?: ReactNode;
}) {
  const t = useT();
  const titleId = hospitalTitleId(hospital.slug);
  return (
    <li className="card hospital">
      <div className="hospital__head">
        <h3 id={titleId}>
          <Link to={hospitalHref(hospital.slug)}>{hospital.name}</Link>
        </h3>
        <DemoBadge isDemo={hospital.isDemo} />
      </div>
      <p className="muted">
        {hospital.city}, {hospital.country.name}
      </p>
      <Rating value={hospital.rating} />
      {hospital.accreditations.length > 0 && <Tags items={hospital.accreditations} label={t('common.card.accreditations')} />}
      {children}
      <div className="hospital__action">
        <p className="button-row">
          {action}
          <Link to={hospitalHref(hospital.slug)} className="btn btn--secondary" aria-describedby={titleId}>
            {t('common.card.viewProfile')}
          </Link>
        </p>
        {footer}
      </div>
    </li>
  );
}
