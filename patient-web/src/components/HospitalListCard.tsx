import { Link } from '../i18n/links';
import type { HospitalSummary } from '@medtour/contracts';
import { firstOf } from '../format-more';
import { useT } from '../i18n/messages';
import { quoteHref } from '../site';
import { HospitalCard, hospitalTitleId } from './HospitalCard';
import { Checks } from './Details';
import { Tags } from './Lists';

/** The compare checkbox of a card: it belongs to the page's compare form (`form` attribute). */
export interface CompareToggle {
  formId: string;
  checked: boolean;
  disabled: boolean;
  onChange(slug: string, checked: boolean): void;
}

/**
 * A hospital card of the hospitals page (spec §2 "Hospitals page"): location, rating,
 * accreditations, established year, doctors, specialties, 3 features, 4 languages, Get Quote, View
 * Profile and the compare checkbox.
 */
export function HospitalListCard({ hospital, compare }: { hospital: HospitalSummary; compare: CompareToggle }) {
  const t = useT();
  const features = firstOf(hospital.features, 3).shown;
  const languages = firstOf(hospital.languages, 4).shown;
  return (
    <HospitalCard
      hospital={hospital}
      action={
        <Link to={quoteHref(hospital.slug)} className="btn btn--primary" aria-describedby={hospitalTitleId(hospital.slug)}>
          {t('hospitals.card.quote')}
        </Link>
      }
      footer={
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
          {t('hospitals.card.compare')}
          <span className="sr-only"> {hospital.name}</span>
        </label>
      }
    >
      <p className="facts">
        {hospital.establishedYear !== null && <span>{t('hospitals.card.established', { year: hospital.establishedYear })}</span>}
        {hospital.doctorCount !== null && <span>{t('hospitals.card.doctors', { count: hospital.doctorCount })}</span>}
      </p>
      {hospital.specialties.length > 0 && (
        <div>
          <h4 className="label">{t('hospitals.card.specialties')}</h4>
          <Tags items={hospital.specialties} accent />
        </div>
      )}
      {features.length > 0 && <Checks items={features} label={t('hospitals.card.features')} />}
      {languages.length > 0 && <p className="muted">{t('hospitals.card.languages', { languages: languages.join(', ') })}</p>}
    </HospitalCard>
  );
}
