import {
  finalBill,
  maskPassport,
  patientGaps,
  plannedReturnOn,
  preArrivalGaps,
  type TripFacts,
  tripStage,
  tripSteps,
  visaNeeded,
  warningSigns,
} from '@medtour/contracts';

const TODAY = '2026-12-01';

/** A plan just opened for a Kenyan patient travelling alone to Malaysia (which asks Kenyans for a visa). */
const opened = (changes: Partial<TripFacts> = {}): TripFacts => ({
  steps: ['visa', 'pickup', 'accommodation', 'aftercare'],
  visaNationalities: ['KE', 'NG'],
  companionCount: 0,
  accommodationArranged: false,
  travellers: [],
  visaLetter: false,
  visaReference: null,
  visaStatus: null,
  arrivalOn: '2026-12-31',
  arrivalFlight: null,
  arrivalAt: null,
  departureFlight: null,
  departureAt: null,
  pickupRequested: null,
  pickupDetails: null,
  accommodationName: null,
  accommodationAddress: null,
  accommodationNights: null,
  admissionOn: null,
  dischargedOn: null,
  dischargeDocuments: 0,
  finalBillUsd: null,
  checkIns: [],
  ...changes,
});

const states = (facts: TripFacts, today = TODAY) => Object.fromEntries(tripSteps(facts, today).map((s) => [s.step, s.state]));
const gapsOf = (facts: TripFacts, step: string) => tripSteps(facts, TODAY).find((s) => s.step === step)?.gaps;

describe('a trip plan’s steps', () => {
  it('starts with the patient’s moves, the hospital’s admission date, discharge and aftercare still to come', () => {
    expect(states(opened())).toEqual({
      travellers: 'waiting_patient',
      visa: 'todo',
      flights: 'waiting_patient',
      pickup: 'waiting_patient',
      accommodation: 'waiting_patient',
      admission: 'waiting_hospital',
      discharge: 'todo',
      aftercare: 'todo',
    });
    expect(patientGaps(tripSteps(opened(), TODAY))).toEqual([
      'travellers',
      'arrival_flight',
      'departure_flight',
      'pickup_answer',
      'accommodation_patient',
    ]);
  });

  it('asks a visa only of the nationalities the destination names, and only when the treatment has the step', () => {
    const kenyan = opened({ travellers: [{ nationality: 'KE' }] });
    expect(visaNeeded(kenyan)).toBe(true);
    expect(visaNeeded(opened({ travellers: [{ nationality: 'MY' }] }))).toBe(false);
    expect(visaNeeded(opened({ travellers: [{ nationality: 'MY' }, { nationality: 'ng' }] }))).toBe(true);
    expect(visaNeeded({ ...kenyan, steps: ['pickup'] })).toBe(false);
    expect(visaNeeded(opened({ visaNationalities: [] }))).toBe(false);
    expect(tripSteps(opened({ travellers: [{ nationality: 'MY' }] }), TODAY).some((s) => s.step === 'visa')).toBe(false);
  });

  it('walks the visa from the hospital’s letter to the patient’s reference and decision; a refusal is the hospital’s to act on', () => {
    const kenyan = opened({ travellers: [{ nationality: 'KE' }] });
    expect(gapsOf(kenyan, 'visa')).toEqual(['visa_letter', 'visa_reference', 'visa_decision']);
    expect(states(kenyan).visa).toBe('waiting_hospital');
    expect(states({ ...kenyan, visaLetter: true }).visa).toBe('waiting_patient');
    expect(gapsOf({ ...kenyan, visaLetter: true, visaReference: 'MEV-1' }, 'visa')).toEqual(['visa_decision']);
    expect(states({ ...kenyan, visaLetter: true, visaReference: 'MEV-1', visaStatus: 'approved' }).visa).toBe('done');
    expect(gapsOf({ ...kenyan, visaStatus: 'refused' }, 'visa')).toEqual(['visa_refused']);
    expect(states({ ...kenyan, visaStatus: 'refused' }).visa).toBe('waiting_hospital');
  });

  it('counts the companions among the travellers, and asks both flights', () => {
    expect(states(opened({ companionCount: 1, travellers: [{ nationality: 'MY' }] })).travellers).toBe('waiting_patient');
    expect(states(opened({ companionCount: 1, travellers: [{ nationality: 'MY' }, { nationality: 'MY' }] })).travellers).toBe('done');
    expect(gapsOf(opened({ arrivalFlight: 'KQ886', arrivalAt: '2026-12-31T06:35' }), 'flights')).toEqual(['departure_flight']);
  });

  it('leaves pick-up to the hospital once asked for, done when declined; accommodation is the hospital’s when it arranges it', () => {
    expect(gapsOf(opened({ pickupRequested: true }), 'pickup')).toEqual(['pickup_details']);
    expect(states(opened({ pickupRequested: true, pickupDetails: 'Aziz at door 3' })).pickup).toBe('done');
    expect(states(opened({ pickupRequested: false })).pickup).toBe('done');
    expect(gapsOf(opened({ accommodationArranged: true }), 'accommodation')).toEqual(['accommodation_hospital']);
    expect(states(opened({ accommodationName: 'Suites', accommodationAddress: 'Jalan 1', accommodationNights: 20 })).accommodation).toBe(
      'done',
    );
    expect(tripSteps(opened({ steps: ['visa'] }), TODAY).map((s) => s.step)).toEqual([
      'travellers',
      'visa',
      'flights',
      'admission',
      'discharge',
    ]);
  });

  it('waits for the hospital’s discharge pack and final bill once the patient is admitted', () => {
    const admitted = opened({ admissionOn: '2026-11-30' });
    expect(states(admitted).discharge).toBe('waiting_hospital');
    expect(gapsOf(admitted, 'discharge')).toEqual(['discharge_pack', 'final_bill']);
    expect(states({ ...admitted, dischargedOn: '2026-12-10', dischargeDocuments: 2 }).discharge).toBe('waiting_hospital');
    expect(states({ ...admitted, dischargedOn: '2026-12-10', dischargeDocuments: 2, finalBillUsd: 9000 }).discharge).toBe('done');
    expect(states(opened({ admissionOn: '2027-01-02' })).discharge).toBe('todo');
  });

  it('asks the patient for a check-in once one is due, done when all are answered', () => {
    const checkIns = [
      { dueAt: '2026-11-30T06:00:00.000Z', answeredAt: null },
      { dueAt: '2026-12-11T06:00:00.000Z', answeredAt: null },
    ];
    const aftercare = (list: TripFacts['checkIns']) => tripSteps(opened({ dischargedOn: '2026-11-27', checkIns: list }), TODAY).at(-1);
    expect(aftercare(checkIns)).toMatchObject({ state: 'waiting_patient', gaps: ['check_in'], dueOn: '2026-11-30' });
    expect(aftercare([{ ...checkIns[0]!, answeredAt: '2026-11-30T09:00:00.000Z' }, checkIns[1]!])).toMatchObject({
      state: 'todo',
      dueOn: '2026-12-11',
    });
    expect(aftercare(checkIns.map((c) => ({ ...c, answeredAt: c.dueAt })))).toMatchObject({ state: 'done' });
  });

  it('lists what is missing before arrival, the hospital’s and the patient’s, not what comes after', () => {
    const facts = opened({ travellers: [{ nationality: 'KE' }], admissionOn: null, pickupRequested: true });
    expect(preArrivalGaps(tripSteps(facts, TODAY))).toEqual([
      'visa_letter',
      'visa_reference',
      'visa_decision',
      'arrival_flight',
      'departure_flight',
      'pickup_details',
      'accommodation_patient',
      'admission_date',
    ]);
  });

  it('places the trip before arrival, in treatment, in aftercare or finished', () => {
    const stage = (facts: TripFacts, aftercareOpen = false) => tripStage({ ...facts, aftercareOpen }, TODAY);
    expect(stage(opened())).toBe('before_arrival');
    expect(stage(opened({ arrivalOn: TODAY }))).toBe('in_treatment');
    expect(stage(opened({ dischargedOn: TODAY }), true)).toBe('aftercare');
    expect(stage(opened({ dischargedOn: TODAY }))).toBe('finished');
  });
});

describe('the rules around the plan', () => {
  it('plans the return from the flight home, else arrival plus the usual stay', () => {
    expect(plannedReturnOn({ arrivalOn: '2026-12-31', departureAt: null }, 14)).toBe('2027-01-14');
    expect(plannedReturnOn({ arrivalOn: '2026-12-31', departureAt: '2027-01-20T23:55' }, 14)).toBe('2027-01-20');
    expect(plannedReturnOn({ arrivalOn: null, departureAt: null }, 14)).toBeNull();
  });

  it('asks a reason for a final bill further from the quote than the threshold, either way', () => {
    expect(finalBill(10000, 10900, 10, null)).toMatchObject({ differenceUsd: 900, differencePercent: 9, reasonNeeded: false });
    expect(finalBill(10000, 11000, 10, null)).toMatchObject({ differencePercent: 10, reasonNeeded: false });
    expect(finalBill(10000, 11001, 10, null)).toMatchObject({ differencePercent: 10, reasonNeeded: true });
    expect(finalBill(10000, 11200, 10, null).reasonNeeded).toBe(true);
    expect(finalBill(10000, 8000, 10, 'Shorter stay')).toMatchObject({ differenceUsd: -2000, differencePercent: -20, reasonNeeded: true });
    expect(finalBill(null, 8000, 10, null)).toMatchObject({ differenceUsd: null, reasonNeeded: false });
  });

  it('finds the warning signs in a check-in', () => {
    const calm = {
      pain: 3,
      temperatureC: 37.2,
      wound: 'fine',
      calfSwelling: false,
      chestPain: false,
      breathless: false,
      mobility: 'better',
      notes: '',
    } as const;
    expect(warningSigns(calm)).toEqual([]);
    expect(warningSigns({ ...calm, temperatureC: 39, wound: 'red' })).toEqual(['fever', 'wound']);
    expect(warningSigns({ ...calm, temperatureC: 38 })).toEqual(['fever']);
    expect(warningSigns({ ...calm, temperatureC: null, chestPain: true, breathless: true, calfSwelling: true, pain: 8 })).toEqual([
      'chest_pain',
      'breathless',
      'calf_swelling',
      'severe_pain',
    ]);
  });

  it('shows a passport number by its last three characters', () => {
    expect(maskPassport('AK1234567')).toBe('••••••567');
    expect(maskPassport('AB1')).toBe('AB1');
  });
});
