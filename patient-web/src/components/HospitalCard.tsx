import { Link } from 'react-router';
import type { HospitalSummary } from '@medtour/contracts';
import { firstOf, formatAtLeast } from '../format';
import { hospitalHref, quoteHref } from '../site';
import { DemoBadge, Rating } from './Rating';
import { Checks, Tags } from './Lists';

/** The compare checkbox of a card: it belongs to the page's compare form (`form` attribute). */
export interface CompareToggle {
  formId: string;
  checked: boolean;
  disabled: boolean;
  onChange(slug: string, checked: boolean): void;
}

/**
 * A hospital card (spec §2 "Hospitals page"): location, rating, accreditations, established year,
 * doctors, specialties, 3 features, 4 languages, Get Quote and View Profile. `compact` keeps the
 * first four lines for the landing page.
 */
export function HospitalCard({
  hospital,
  compact = false,
  compare,
}: {
  hospital: HospitalSummary;
  compact?: boolean;
  compare?: CompareToggle;
}) {
  const titleId = `hospital-${hospital.slug}`;
  const features = firstOf(hospital.features, 3).shown;
  const languages = firstOf(hospital.languages, 4).shown;
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
      {hospital.accreditations.length > 0 && <Tags items={hospital.accreditations} label="Accreditations" />}
      {!compact && (
        <>
          <p className="facts">
            {hospital.establishedYear !== null && <span>Established {hospital.establishedYear}</span>}
            {hospital.doctorCount !== null && <span>{formatAtLeast(hospital.doctorCount)} doctors</span>}
          </p>
          {hospital.specialties.length > 0 && (
            <div>
              <h4 className="label">Specialties</h4>
              <Tags items={hospital.specialties} accent />
            </div>
          )}
          {features.length > 0 && <Checks items={features} label="Features" />}
          {languages.length > 0 && <p className="muted">Languages: {languages.join(', ')}</p>}
        </>
      )}
      <div className="hospital__action">
        <p className="button-row">
          {!compact && (
            <Link to={quoteHref(hospital.slug)} className="btn btn--primary" aria-describedby={titleId}>
              Get Quote
            </Link>
          )}
          <Link to={hospitalHref(hospital.slug)} className="btn btn--secondary" aria-describedby={titleId}>
            View Profile
          </Link>
        </p>
        {compare && (
          <label className="compare-toggle">
            <input
              type="checkbox"
              name="ids"
              value={hospital.slug}
              form={compare.formId}
              checked={compare.checked}
              disabled={compare.disabled && !compare.checked}
              onChange={(event) => compare.onChange(hospital.slug, event.target.checked)}
            />
            Compare<span className="sr-only"> {hospital.name}</span>
          </label>
        )}
      </div>
    </li>
  );
}
