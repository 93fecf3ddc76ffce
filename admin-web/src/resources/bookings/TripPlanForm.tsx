import { Box, Typography } from '@mui/material';
import { useState } from 'react';
import {
  DateInput,
  Form,
  maxLength,
  maxValue,
  minValue,
  NullableBooleanInput,
  NumberInput,
  regex,
  SaveButton,
  SelectInput,
  TextInput,
  useDataProvider,
  useNotify,
} from 'react-admin';
import { useWatch } from 'react-hook-form';
import { FLIGHT_NUMBER, formatMoney, type StaffTripPlanView, toMinor, TRIP_LIMITS, type TripStep, VISA_STATUSES } from '@medtour/contracts';
import { FormRow, wholeNumber } from '../../common/FormLayout';
import { fieldErrors, serverMessage } from '../../common/format';
import type { AdminDataProvider } from '../../dataProvider';
import { billDifferenceText, VISA_STATUS_NAMES } from '../trips/words';
import { TripSection } from './TripSection';
import { TripUploadButton } from './TripDocuments';
import { formFieldErrors, tripChanges, tripFormValues, type TripFormValues } from './tripPlanForm';

// The API's own messages, so that a field reads the same whichever side refuses it.
const validateFlight = regex(FLIGHT_NUMBER, 'Enter a flight number as printed on the ticket, like MH 2613.');
const validateNights = [
  minValue(TRIP_LIMITS.nights.min, 'Enter the number of nights, from 1 to 120.'),
  maxValue(TRIP_LIMITS.nights.max, 'Enter the number of nights, from 1 to 120.'),
  wholeNumber,
];
const BILL_MESSAGE = 'Enter the final bill in whole US dollars';
const validateBill = [
  minValue(0, BILL_MESSAGE),
  maxValue(10_000_000, BILL_MESSAGE),
  (value: unknown) => (value == null || value === '' || Number.isInteger(Number(value)) ? undefined : BILL_MESSAGE),
];
/** The API's limit of a reference or a language (60 characters). */
const validateShortText = maxLength(60);

const VISA_STATUS_CHOICES = VISA_STATUSES.map((id) => ({ id, name: VISA_STATUS_NAMES[id] }));
const usd = (amount: number) => formatMoney(toMinor(amount, 'USD'), 'USD');

/** The accepted quote's total, and how far the final bill typed is from it (the API asks a reason beyond Settings' threshold). */
const BillDifference = ({ quotedUsd }: { quotedUsd: number | null }) => {
  const typed = useWatch({ name: 'finalBillUsd' }) as number | string | null | undefined;
  const finalUsd = typed === '' || typed == null ? null : Number(typed);
  const difference = billDifferenceText(quotedUsd, finalUsd);
  return (
    <Typography variant="body2" aria-live="polite">
      {quotedUsd === null ? 'No accepted quote to compare with.' : `Accepted quote: ${usd(quotedUsd)}`}
      {difference ? ` · Difference: ${difference}` : ''}
    </Typography>
  );
};

/**
 * What staff fill in the trip plan: the planned arrival, what the hospital sends (visa letter and
 * decision, pick-up, accommodation it arranged, admission, discharge and final bill) and the
 * patient's own fields, which staff may correct. Saved with one PATCH of the fields changed; the
 * API's field errors show on their inputs. Uploads go at once (they are not part of the save).
 */
export const TripPlanForm = ({
  plan,
  quotedUsd,
  onSaved,
  onChanged,
}: {
  plan: StaffTripPlanView;
  quotedUsd: number | null;
  onSaved: (plan: StaffTripPlanView) => void;
  onChanged: (plan: StaffTripPlanView) => void;
}) => {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  // The values the form opened with (a new form starts after each save): uploads meanwhile keep what is typed.
  const [initial] = useState<TripFormValues>(() => tripFormValues(plan));
  const has = (step: TripStep) => plan.steps.some((candidate) => candidate.step === step);
  const bookingId = plan.bookingId;

  const save = async (values: Record<string, unknown>) => {
    const changes = tripChanges(values, initial);
    if (!Object.keys(changes).length) {
      notify('Nothing changed', { type: 'info' });
      return undefined;
    }
    try {
      onSaved(await dataProvider.updateTripPlan(bookingId, changes));
      notify('Trip plan saved', { type: 'success' });
      return undefined;
    } catch (error) {
      const { shown, others } = formFieldErrors(fieldErrors(error));
      if (others.length) notify(others.join(' '), { type: 'error' });
      else if (!Object.keys(shown).length) notify(serverMessage(error, 'Failed to save the trip plan'), { type: 'error' });
      return shown;
    }
  };

  return (
    <Form record={initial} onSubmit={save} sanitizeEmptyValues={false}>
      <Box sx={{ display: 'grid', gap: 3 }}>
        <TripSection title="Arrival">
          <DateInput
            source="arrivalOn"
            label="Planned arrival date"
            helperText="The day the patient is expected; once they give their arrival flight, that flight's day"
          />
        </TripSection>

        <TripSection title="Flights">
          <Typography variant="body2" color="text.secondary">
            The patient enters their flights; correct them here if needed. Times are local at the airport.
          </Typography>
          <FormRow>
            <TextInput
              source="arrivalFlight"
              label="Arrival flight"
              helperText="As printed on the ticket, e.g. MH 2613"
              validate={validateFlight}
            />
            <TextInput source="arrivalAt" label="Arrival (local time)" type="datetime-local" slotProps={{ inputLabel: { shrink: true } }} />
          </FormRow>
          <FormRow>
            <TextInput source="departureFlight" label="Flight home" helperText="As printed on the ticket" validate={validateFlight} />
            <TextInput
              source="departureAt"
              label="Departure (local time)"
              type="datetime-local"
              slotProps={{ inputLabel: { shrink: true } }}
            />
          </FormRow>
        </TripSection>

        {plan.visaNeeded !== false && has('visa') ? (
          <TripSection title="Visa">
            <TripUploadButton bookingId={bookingId} kind="visa_letter" label="Upload the visa letter" onChanged={onChanged} />
            <FormRow columns={3}>
              <TextInput
                source="visaReference"
                label="Visa reference"
                helperText="The eVISA application's reference"
                validate={validateShortText}
              />
              <SelectInput source="visaStatus" label="Visa status" choices={VISA_STATUS_CHOICES} emptyText="Not known" />
              <DateInput source="visaDecidedOn" label="Visa decision date" />
            </FormRow>
          </TripSection>
        ) : null}

        {has('pickup') ? (
          <TripSection title="Airport pick-up">
            <FormRow>
              <NullableBooleanInput
                source="pickupRequested"
                label="Pick-up requested"
                nullLabel="Not answered"
                trueLabel="Yes"
                falseLabel="No"
              />
              <TextInput
                source="interpreterLanguage"
                label="Interpreter language"
                helperText="Empty: no interpreter"
                validate={validateShortText}
              />
            </FormRow>
            <TextInput
              source="pickupDetails"
              label="Pick-up details"
              helperText="Who meets the patient at the airport, and how to reach them (from the hospital)"
              multiline
              minRows={2}
              validate={maxLength(TRIP_LIMITS.detailsMax)}
              fullWidth
            />
          </TripSection>
        ) : null}

        {has('accommodation') ? (
          <TripSection title="Accommodation">
            <Typography variant="body2" color="text.secondary">
              {plan.accommodationArranged
                ? 'The hospital arranges it: enter what it booked.'
                : 'The patient arranges it and tells us where they stay.'}
            </Typography>
            <FormRow columns={3}>
              <TextInput source="accommodationName" label="Accommodation name" validate={maxLength(TRIP_LIMITS.placeNameMax)} />
              <TextInput source="accommodationAddress" label="Accommodation address" validate={maxLength(TRIP_LIMITS.addressMax)} />
              <NumberInput source="accommodationNights" label="Nights" validate={validateNights} />
            </FormRow>
          </TripSection>
        ) : null}

        <TripSection title="Admission">
          <DateInput source="admissionOn" label="Admission date" />
        </TripSection>

        <TripSection title="Discharge">
          <FormRow>
            <DateInput source="dischargedOn" label="Discharge date" helperText="The aftercare check-ins are counted from this day" />
            <NumberInput source="finalBillUsd" label="Final bill (USD)" validate={validateBill} />
          </FormRow>
          <BillDifference quotedUsd={quotedUsd} />
          <TextInput
            source="finalBillReason"
            label="Reason for the difference"
            helperText="Needed when the final bill is far from the quote (Settings); the patient reads it"
            multiline
            minRows={2}
            validate={maxLength(TRIP_LIMITS.reasonMax)}
            fullWidth
          />
          <TripUploadButton bookingId={bookingId} kind="discharge" label="Upload discharge pack files" multiple onChanged={onChanged} />
        </TripSection>

        <Box>
          <SaveButton label="Save trip plan" />
        </Box>
      </Box>
    </Form>
  );
};
