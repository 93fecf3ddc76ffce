import { VISA_STATUSES } from '@medtour/contracts';
import { TextField } from '../account/forms';
import { formatDay } from '../format-more';
import { useLocale, useT } from '../i18n/messages';
import { countryName } from '../trip-plan/choices';
import { VISA_FIELDS, visaSchema } from '../trip-plan/form';
import { SelectField } from './fields';
import { Documents } from './TripDocuments';
import { StepSection, TripForm, useTrip, useTripForm } from './TripForms';

/*
 * The visa's step (`#visa`): whether one is needed is known once the travellers are saved (their
 * passports say it); then the hospital's letter, and the application's reference and status.
 */

export function Visa() {
  const t = useT();
  const locale = useLocale();
  const { plan } = useTrip();
  const visa = useTripForm('visa', 'visa', visaSchema);
  if (plan.visaNeeded === null) {
    return (
      <StepSection id="visa" title={t('tripPlan.step.visa')}>
        <p>{t('tripPlan.visa.depends')}</p>
        <p>
          <a href="#travellers">{t('tripPlan.visa.addTravellers')}</a>
        </p>
      </StepSection>
    );
  }
  const values = visa.values ?? {
    visaReference: plan.visaReference ?? '',
    visaStatus: plan.visaStatus ?? '',
    visaDecidedOn: plan.visaDecidedOn ?? '',
  };
  const status = plan.visaStatus;
  return (
    <StepSection id="visa" title={t('tripPlan.step.visa')}>
      <p>
        {plan.destination ? t('tripPlan.visa.intro', { country: countryName(plan.destination.code, locale) }) : t('tripPlan.visa.introAny')}
      </p>
      <h3>{t('tripPlan.visa.letterTitle')}</h3>
      <Documents kind="visa_letter" empty={t('tripPlan.visa.letterPending')} />
      <h3>{t('tripPlan.visa.applyTitle')}</h3>
      <p>{t('tripPlan.visa.applyText')}</p>
      <p className="trip-visa-status">
        <strong>{t('tripPlan.visa.statusNow')}</strong>{' '}
        {status
          ? plan.visaDecidedOn && status !== 'pending'
            ? t(`tripPlan.visa.statusOn.${status}`, { date: formatDay(plan.visaDecidedOn, locale) })
            : t(`tripPlan.visa.status.${status}`)
          : t('tripPlan.visa.status.none')}
      </p>
      {status === 'refused' && <p className="notice notice--error">{t('tripPlan.visa.refusedHelp')}</p>}
      <TripForm form={visa} shows={values} fields={VISA_FIELDS} submit={t('tripPlan.visa.save')}>
        <div className="form-grid">
          <TextField
            label={t('tripPlan.visa.reference')}
            hint={t('tripPlan.visa.referenceHint')}
            name="visaReference"
            idPrefix="trip"
            maxLength={60}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            dir="ltr"
            defaultValue={values.visaReference}
            error={visa.errors.visaReference}
          />
          <SelectField
            label={t('tripPlan.visa.status')}
            name="visaStatus"
            idPrefix="trip"
            placeholder={t('tripPlan.visa.status.none')}
            options={VISA_STATUSES.map((value) => ({ value, label: t(`tripPlan.visa.status.${value}`) }))}
            defaultValue={values.visaStatus}
            error={visa.errors.visaStatus}
          />
          <TextField
            label={t('tripPlan.visa.decidedOn')}
            hint={t('tripPlan.visa.decidedOnHint')}
            type="date"
            name="visaDecidedOn"
            idPrefix="trip"
            defaultValue={values.visaDecidedOn}
            error={visa.errors.visaDecidedOn}
          />
        </div>
      </TripForm>
    </StepSection>
  );
}
