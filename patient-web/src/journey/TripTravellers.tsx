import { type ReactNode, useEffect, useState } from 'react';
import { TRAVELLER_ROLES, TRIP_LIMITS, type TravellerView } from '@medtour/contracts';
import { TextField, useHydrated } from '../account/forms';
import { Fact } from '../components/Details';
import { formatDay } from '../format-more';
import { useLocale, useT } from '../i18n/messages';
import { countryName, nationalityChoices } from '../trip-plan/choices';
import { TRAVELLER_FIELDS, travellerRemovalSchema, travellerSchema } from '../trip-plan/form';
import { ConfirmRouteForm } from './controls';
import { SelectField } from './fields';
import { Outcome, StepSection, TripForm, type TripFormState, useTrip, useTripForm } from './TripForms';

/*
 * The travellers' step (`#travellers`): the patient and their companions with their passports, each
 * one's edit and remove forms, and the form that adds one.
 */

/**
 * A part of the page shown on demand (a traveller's edit form): a button that opens it in place, or
 * without JavaScript a disclosure (`<details>`). Open from the start when its form was refused.
 */
function Disclosure({
  id,
  label,
  open,
  describedById,
  children,
}: {
  id: string;
  label: string;
  open: boolean;
  describedById: string;
  children: ReactNode;
}) {
  const hydrated = useHydrated();
  const [shown, setShown] = useState(open);
  useEffect(() => {
    if (open) setShown(true);
  }, [open]);
  if (!hydrated) {
    return (
      <details className="trip-disclosure" open={open}>
        <summary className="btn btn--secondary btn--small">{label}</summary>
        <div className="trip-disclosure__panel">{children}</div>
      </details>
    );
  }
  return (
    <>
      <button
        type="button"
        className="btn btn--secondary btn--small"
        aria-expanded={shown}
        aria-controls={id}
        aria-describedby={describedById}
        onClick={() => setShown((value) => !value)}
      >
        {label}
      </button>
      <div id={id} className="trip-disclosure__panel" hidden={!shown}>
        {children}
      </div>
    </>
  );
}

/** The fields of a traveller (added, or changed: then an empty passport number keeps the stored one). */
function TravellerFields({
  idPrefix,
  values,
  errors,
  stored,
}: {
  idPrefix: string;
  values: Record<string, string>;
  errors: Record<string, string>;
  /** The traveller changed (the passport number may be left empty). */
  stored?: TravellerView;
}) {
  const t = useT();
  const locale = useLocale();
  const bind = (name: (typeof TRAVELLER_FIELDS)[number]) => ({ name, idPrefix, defaultValue: values[name] ?? '', error: errors[name] });
  const digits = stored?.passportMasked.replace(/•/g, '') ?? '';
  return (
    <div className="form-grid">
      <SelectField
        label={t('tripPlan.traveller.role')}
        required
        options={TRAVELLER_ROLES.map((role) => ({ value: role, label: t(`tripPlan.traveller.role.${role}`) }))}
        {...bind('role')}
      />
      <TextField
        label={t('tripPlan.traveller.fullName')}
        hint={t('tripPlan.traveller.fullNameHint')}
        required
        maxLength={TRIP_LIMITS.fullNameMax}
        autoComplete="off"
        {...bind('fullName')}
      />
      <SelectField
        label={t('tripPlan.traveller.nationality')}
        required
        placeholder={t('tripPlan.traveller.chooseNationality')}
        options={nationalityChoices(locale)}
        {...bind('nationality')}
      />
      <TextField
        label={t('tripPlan.traveller.passportNumber')}
        hint={stored ? t('tripPlan.traveller.passportKeep', { digits }) : t('tripPlan.traveller.passportHint')}
        required={!stored}
        maxLength={TRIP_LIMITS.passportNumber.max + 4}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        dir="ltr"
        {...bind('passportNumber')}
      />
      <TextField label={t('tripPlan.traveller.passportExpiry')} type="date" required {...bind('passportExpiry')} />
    </div>
  );
}

/** A traveller: their passport's facts, its edit form and their removal (`removal`: the list's form). */
function TravellerItem({ traveller, removal }: { traveller: TravellerView; removal: TripFormState }) {
  const t = useT();
  const locale = useLocale();
  const edit = useTripForm(`travellers/${encodeURIComponent(traveller.id)}`, 'travellers', travellerSchema);
  const nameId = `traveller-${traveller.id}-name`;
  const values = edit.values ?? {
    role: traveller.role,
    fullName: traveller.fullName,
    nationality: traveller.nationality,
    passportExpiry: traveller.passportExpiry,
  };
  const refused = edit.result !== undefined && !edit.result.ok;
  const digits = traveller.passportMasked.replace(/•/g, '');
  return (
    <li className="trip-traveller">
      <h3 id={nameId} className="trip-traveller__name">
        {traveller.fullName}
      </h3>
      <dl className="fact-list trip-facts">
        <Fact label={t('tripPlan.traveller.travellingAs')}>{t(`tripPlan.traveller.role.${traveller.role}`)}</Fact>
        <Fact label={t('tripPlan.traveller.nationality')}>{countryName(traveller.nationality, locale)}</Fact>
        <Fact label={t('tripPlan.traveller.passport')}>
          <span aria-hidden="true" dir="ltr">
            {traveller.passportMasked}
          </span>
          <span className="sr-only">{t('tripPlan.traveller.passportEnding', { digits })}</span>
        </Fact>
        <Fact label={t('tripPlan.traveller.expires')}>{formatDay(traveller.passportExpiry, locale)}</Fact>
      </dl>
      {/* Saved: said here, the edit form being closed again. */}
      {edit.result?.ok && <Outcome result={edit.result} fields={[]} />}
      <div className="trip-traveller__actions">
        {/* Drawn anew once saved (closed, with the stored values). */}
        <Disclosure
          key={JSON.stringify(traveller)}
          id={`traveller-${traveller.id}-edit`}
          label={t('tripPlan.traveller.edit')}
          open={refused}
          describedById={nameId}
        >
          <TripForm
            form={edit}
            shows={traveller}
            refusalOnly
            fields={TRAVELLER_FIELDS}
            submit={t('tripPlan.traveller.save')}
            labelledBy={nameId}
          >
            <TravellerFields idPrefix={`traveller-${traveller.id}`} values={values} errors={edit.errors} stored={traveller} />
          </TripForm>
        </Disclosure>
        <ConfirmRouteForm
          form={removal}
          fields={{ travellerId: traveller.id }}
          label={t('tripPlan.traveller.remove')}
          describedById={nameId}
          question={t('tripPlan.traveller.removeQuestion', { name: traveller.fullName })}
          confirmLabel={t('tripPlan.traveller.removeConfirm')}
          cancelLabel={t('tripPlan.traveller.keep')}
        />
      </div>
    </li>
  );
}

function AddTraveller() {
  const t = useT();
  const { plan } = useTrip();
  const add = useTripForm('travellers', 'travellers', travellerSchema);
  const hasPatient = plan.travellers.some((traveller) => traveller.role === 'patient');
  // A companion mostly travels on the same passport as the patient's: their nationality is offered first.
  const values = add.values ?? { role: hasPatient ? 'companion' : 'patient', nationality: plan.travellers[0]?.nationality ?? '' };
  return (
    <section className="trip-subsection" aria-labelledby="traveller-add-title">
      <h3 id="traveller-add-title">{t('tripPlan.traveller.addTitle')}</h3>
      <TripForm
        form={add}
        // Emptied once a traveller is added (the list it adds to changed).
        shows={plan.travellers.map((traveller) => traveller.id)}
        fields={TRAVELLER_FIELDS}
        submit={t('tripPlan.traveller.add')}
        labelledBy="traveller-add-title"
      >
        <TravellerFields idPrefix="traveller-new" values={values} errors={add.errors} />
      </TripForm>
    </section>
  );
}

export function Travellers() {
  const t = useT();
  const { plan } = useTrip();
  // Every traveller's removal: the list says the traveller is gone.
  const removal = useTripForm('travellers/remove', 'travellers', travellerRemovalSchema);
  const companions = Math.max(plan.travellersExpected - 1, 0);
  return (
    <StepSection id="travellers" title={t('tripPlan.step.travellers')}>
      <p>{t('tripPlan.travellers.intro', { companions })}</p>
      <p className="muted">{t('tripPlan.travellers.count', { saved: plan.travellers.length, expected: plan.travellersExpected })}</p>
      <Outcome result={removal.result} fields={[]} />
      {plan.travellers.length > 0 && (
        <ul className="trip-travellers">
          {plan.travellers.map((traveller) => (
            <TravellerItem key={traveller.id} traveller={traveller} removal={removal} />
          ))}
        </ul>
      )}
      {plan.travellers.length < TRIP_LIMITS.maxTravellers ? (
        <AddTraveller />
      ) : (
        <p className="notice">{t('tripPlan.travellers.full', { max: TRIP_LIMITS.maxTravellers })}</p>
      )}
    </StepSection>
  );
}
