import { describe, expect, it } from 'vitest';
import type { TripPlanView } from '@medtour/contracts';
import { formFieldErrors, tripChanges, tripFormValues } from './tripPlanForm';

const plan = {
  bookingId: 'b1',
  arrivalOn: '2027-03-01',
  arrivalFlight: 'MH 2613',
  arrivalAt: '2027-03-01T06:35',
  departureFlight: null,
  departureAt: null,
  visaReference: null,
  visaStatus: 'pending',
  visaDecidedOn: null,
  pickupRequested: null,
  interpreterLanguage: null,
  pickupDetails: null,
  accommodationName: null,
  accommodationAddress: null,
  accommodationNights: null,
  admissionOn: null,
  dischargedOn: null,
  finalBill: { quotedUsd: 10_000, finalUsd: 10_500, differenceUsd: 500, differencePercent: 5, reasonNeeded: false, reason: null },
} as unknown as TripPlanView;

describe('tripFormValues', () => {
  it('takes the plan’s fields, and the final bill from its view', () => {
    const values = tripFormValues(plan);
    expect(values).toMatchObject({
      id: 'b1',
      arrivalFlight: 'MH 2613',
      visaStatus: 'pending',
      finalBillUsd: 10_500,
      finalBillReason: null,
    });
    expect(tripFormValues({ ...plan, finalBill: null })).toMatchObject({ finalBillUsd: null, finalBillReason: null });
  });
});

describe('tripChanges', () => {
  const initial = tripFormValues(plan);

  it('sends only the fields that changed, text trimmed', () => {
    expect(tripChanges({ ...initial, admissionOn: '2027-03-02', pickupDetails: '  Driver Ali, +60 12 345 6789 ' }, initial)).toEqual({
      admissionOn: '2027-03-02',
      pickupDetails: 'Driver Ali, +60 12 345 6789',
    });
    expect(tripChanges({ ...initial, arrivalFlight: 'MH 2613 ' }, initial)).toEqual({});
  });

  it('clears an emptied field with null, and keeps numbers and booleans as they are', () => {
    expect(tripChanges({ ...initial, arrivalFlight: '', visaStatus: '' }, initial)).toEqual({ arrivalFlight: null, visaStatus: null });
    expect(tripChanges({ ...initial, finalBillUsd: 12_000, accommodationNights: '7', pickupRequested: false }, initial)).toEqual({
      finalBillUsd: 12_000,
      accommodationNights: 7,
      pickupRequested: false,
    });
  });

  it('ignores what is not a field of the plan', () => {
    expect(tripChanges({ ...initial, id: 'other' } as Record<string, unknown>, initial)).toEqual({});
  });
});

describe('formFieldErrors', () => {
  it('shows the form’s fields on their inputs and tells the others apart', () => {
    expect(formFieldErrors({ finalBillReason: 'Give the reason', travellers: 'Too many' })).toEqual({
      shown: { finalBillReason: 'Give the reason' },
      others: ['Too many'],
    });
  });
});
