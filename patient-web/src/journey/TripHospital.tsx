import type { FinalBillView } from '@medtour/contracts';
import { Fact } from '../components/Details';
import { intlLocale } from '../format';
import { formatDay } from '../format-more';
import { useLocale, useT } from '../i18n/messages';
import { useMoney } from '../money';
import { formatPercent } from './fields';
import { Documents } from './TripDocuments';
import { StepSection, useTrip } from './TripForms';
import { formatUsd } from '@medtour/contracts';

/*
 * The steps at the hospital: the admission (`#admission`), and the discharge
 * (`#discharge`) with its pack of documents and the final bill.
 */

export function Admission() {
  const t = useT();
  const locale = useLocale();
  const { plan } = useTrip();
  return (
    <StepSection id="admission" title={t('tripPlan.step.admission')}>
      <p>
        {plan.admissionOn
          ? t('tripPlan.admission.on', { hospital: plan.hospitalName, date: formatDay(plan.admissionOn, locale) })
          : t('tripPlan.admission.notYet')}
      </p>
    </StepSection>
  );
}

/** The final bill against the accepted quote, and why they differ when the hospital wrote it. */
function FinalBill({ bill }: { bill: FinalBillView }) {
  const t = useT();
  const locale = useLocale();
  const money = useMoney();
  const { differenceUsd, differencePercent } = bill;
  const percent = differencePercent === null ? '' : formatPercent(Math.abs(differencePercent), locale);
  const amount = differenceUsd === null ? '' : formatUsd(Math.abs(differenceUsd), intlLocale(locale));
  return (
    <>
      <dl className="fact-list trip-facts trip-bill">
        {bill.quotedUsd !== null && <Fact label={t('tripPlan.bill.quoted')}>{money.price(bill.quotedUsd)}</Fact>}
        <Fact label={t('tripPlan.bill.final')}>
          <strong>{money.price(bill.finalUsd)}</strong>
        </Fact>
        {differenceUsd !== null && differencePercent !== null && (
          <Fact label={t('tripPlan.bill.difference')}>
            {differenceUsd === 0
              ? t('tripPlan.bill.same')
              : t(differenceUsd > 0 ? 'tripPlan.bill.more' : 'tripPlan.bill.less', { amount, percent })}
          </Fact>
        )}
      </dl>
      {bill.reason && (
        <div className="trip-bill__reason">
          <h4>{t('tripPlan.bill.reason')}</h4>
          <p dir="auto" className="trip-staff-text">
            {bill.reason}
          </p>
        </div>
      )}
    </>
  );
}

export function Discharge() {
  const t = useT();
  const locale = useLocale();
  const { plan } = useTrip();
  return (
    <StepSection id="discharge" title={t('tripPlan.step.discharge')}>
      <p>
        {plan.dischargedOn ? t('tripPlan.discharge.on', { date: formatDay(plan.dischargedOn, locale) }) : t('tripPlan.discharge.notYet')}
      </p>
      <h3>{t('tripPlan.discharge.packTitle')}</h3>
      <Documents kind="discharge" empty={t('tripPlan.discharge.packEmpty')} />
      <h3>{t('tripPlan.bill.title')}</h3>
      {plan.finalBill ? <FinalBill bill={plan.finalBill} /> : <p className="muted">{t('tripPlan.bill.notYet')}</p>}
    </StepSection>
  );
}
