// The journey's forms (journey/schemas.ts), as each form's route reads them and the form checks them in
// the browser: what the API is sent, and what is refused before it, by its field. Run by `npm test`.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { checkForm, typedValues } from '../forms/schema.ts';
import {
  aiMatchingSchema,
  assessmentSchema,
  bookingEstimateSchema,
  bookingSchema,
  messageSchema,
  shareRecordsSchema,
  uploadSchema,
} from './schemas.ts';

const formOf = (entries) => {
  const form = new FormData();
  for (const [name, value] of entries) form.append(name, value);
  return form;
};

describe('journey forms', () => {
  it('assessment: the condition, the symptoms and the urgency are required, each said on its field', () => {
    assert.deepEqual(checkForm(assessmentSchema, formOf([['symptoms', '   ']])), {
      ok: false,
      errors: { conditionCategory: 'fieldRequiredSite', symptoms: 'fieldRequiredSite', urgencyLevel: 'fieldRequiredSite' },
    });
  });

  it('assessment: trimmed, empties left out, the destinations chosen and typed without duplicates, every record attached', () => {
    const checked = checkForm(
      assessmentSchema,
      formOf([
        ['idempotencyKey', 'key-1'],
        ['conditionCategory', 'Orthopedic Surgery'],
        ['symptoms', ' Knee pain '],
        ['currentMedications', '  '],
        ['urgencyLevel', 'medium'],
        ['preferredDestinations', 'Malaysia'],
        ['preferredDestinations', 'Dubai'],
        ['customDestination', '  dubai  '],
        ['uploadedFiles', 'r1'],
        ['uploadedFiles', 'r2'],
      ]),
    );
    assert.deepEqual(checked, {
      ok: true,
      value: {
        idempotencyKey: 'key-1',
        conditionCategory: 'Orthopedic Surgery',
        symptoms: 'Knee pain',
        currentMedications: undefined,
        medicalHistory: undefined,
        treatmentGoals: undefined,
        urgencyLevel: 'medium',
        budgetRange: undefined,
        preferredDestinations: ['Malaysia', 'Dubai'],
        uploadedFiles: ['r1', 'r2'],
      },
    });
  });

  it('booking: the hospital and the treatment in the API’s words; services ticked, companions a whole number (else 0)', () => {
    assert.deepEqual(checkForm(bookingSchema, formOf([])), {
      ok: false,
      errors: { hospitalId: 'hospitalRequired', treatmentId: 'treatmentRequired' },
    });
    const checked = checkForm(
      bookingSchema,
      formOf([
        ['hospitalId', 'h1'],
        ['treatmentId', 't1'],
        ['bookingType', 'surgery'],
        ['urgencyLevel', 'high'],
        ['travelRequired', 'on'],
        ['companionCount', '-3'],
        ['tripHome', 'KE'],
        ['tripMonth', ''],
      ]),
    );
    assert.ok(checked.ok);
    assert.equal(checked.value.travelRequired, true);
    assert.equal(checked.value.visaAssistanceNeeded, false);
    assert.equal(checked.value.companionCount, 0);
    assert.equal(checked.value.tripMonth, undefined);
    assert.equal(
      checkForm(
        bookingSchema,
        formOf([
          ['hospitalId', 'h'],
          ['treatmentId', 't'],
          ['companionCount', '2.7'],
        ]),
      ).value.companionCount,
      2,
    );
  });

  it('the estimate of the booking form needs the country the patient travels from', () => {
    const checked = checkForm(
      bookingEstimateSchema,
      formOf([
        ['hospitalId', 'h1'],
        ['treatmentId', 't1'],
      ]),
    );
    assert.deepEqual(checked, { ok: false, errors: { tripHome: 'countryRequired' } });
  });

  it('a message, the records shared and the conditions of AI matching must not be empty', () => {
    assert.deepEqual(checkForm(messageSchema, formOf([['body', '  ']])), { ok: false, errors: { body: 'writeMessage' } });
    assert.deepEqual(checkForm(shareRecordsSchema, formOf([])), { ok: false, errors: { recordIds: 'shareRecordsRequired' } });
    assert.deepEqual(checkForm(shareRecordsSchema, formOf([['recordIds', 'r1']])), { ok: true, value: { recordIds: ['r1'] } });
    assert.deepEqual(checkForm(aiMatchingSchema, formOf([['medicalConditions', ' , ,']])), {
      ok: false,
      errors: { medicalConditions: 'enterCondition' },
    });
    assert.deepEqual(
      checkForm(
        aiMatchingSchema,
        formOf([
          ['medicalConditions', 'diabetes, knee pain'],
          ['budget', ''],
        ]),
      ).value,
      {
        medicalConditions: ['diabetes', 'knee pain'],
        preferences: undefined,
        budget: undefined,
      },
    );
  });

  it('an upload without a file (an empty file input) is refused', () => {
    assert.deepEqual(checkForm(uploadSchema, formOf([['file', new File([], '')]])), { ok: false, errors: { file: 'chooseFileSite' } });
    const checked = checkForm(uploadSchema, formOf([['file', new File(['%PDF'], 'scan.pdf')]]));
    assert.deepEqual(checked.ok && checked.value.file.map((file) => file.name), ['scan.pdf']);
  });

  it('the values typed are kept to show them again (text fields only)', () => {
    assert.deepEqual(
      typedValues(
        formOf([
          ['body', ' hi '],
          ['file', new File(['x'], 'a.pdf')],
        ]),
      ),
      { body: ' hi ' },
    );
  });
});
