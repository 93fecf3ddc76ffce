// The trip plan's forms as the API takes them (trip-plan/form.ts, read by each form's route and checked
// by the form in the browser): emptied fields clear their value, numbers typed as text are sent as
// numbers, anything else as typed (for the API's message), the choices the page asks for are required.
// Run by `npm test`.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { checkForm, decimalOrText, wholeOrText } from '../forms/schema.ts';
import {
  accommodationSchema,
  checkInSchema,
  flightsSchema,
  pickupSchema,
  travellerRemovalSchema,
  travellerSchema,
  visaSchema,
} from './form.ts';

const formOf = (values) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(values)) form.append(name, value);
  return form;
};

/** What the schema reads from the form (it must find nothing to correct). */
const read = (schema, values) => {
  const checked = checkForm(schema, formOf(values));
  assert.ok(checked.ok, `refused: ${JSON.stringify(checked.errors)}`);
  return checked.value;
};

describe('trip plan forms', () => {
  it('flights: trimmed, an emptied field clears its value', () => {
    const changes = read(flightsSchema, {
      arrivalFlight: ' MH 2613 ',
      arrivalAt: '2026-12-20T06:35',
      departureFlight: '',
      departureAt: '',
    });
    assert.deepEqual(changes, { arrivalFlight: 'MH 2613', arrivalAt: '2026-12-20T06:35', departureFlight: null, departureAt: null });
  });

  it('pick-up: yes or no, required (the page asks for it before the API)', () => {
    assert.deepEqual(read(pickupSchema, { pickupRequested: 'yes', interpreterLanguage: 'Swahili' }), {
      pickupRequested: true,
      interpreterLanguage: 'Swahili',
    });
    assert.deepEqual(read(pickupSchema, { pickupRequested: 'no', interpreterLanguage: '' }), {
      pickupRequested: false,
      interpreterLanguage: null,
    });
    assert.deepEqual(checkForm(pickupSchema, formOf({ interpreterLanguage: '' })), {
      ok: false,
      errors: { pickupRequested: 'fieldRequiredSite' },
    });
  });

  it('numbers: whole and decimal ones (a comma too) as numbers, anything else as typed, empty as null', () => {
    assert.equal(wholeOrText('12'), 12);
    assert.equal(wholeOrText('12.5'), '12.5');
    assert.equal(wholeOrText(''), null);
    assert.equal(decimalOrText('37,5'), 37.5);
    assert.equal(decimalOrText('38'), 38);
    assert.equal(decimalOrText('hot'), 'hot');
    assert.equal(decimalOrText(''), null);
    assert.deepEqual(read(accommodationSchema, { accommodationName: 'Ibis', accommodationAddress: '', accommodationNights: '7' }), {
      accommodationName: 'Ibis',
      accommodationAddress: null,
      accommodationNights: 7,
    });
  });

  it('visa: no status chosen is null', () => {
    assert.deepEqual(read(visaSchema, { visaReference: 'AB12', visaStatus: '', visaDecidedOn: '' }), {
      visaReference: 'AB12',
      visaStatus: null,
      visaDecidedOn: null,
    });
  });

  it('traveller: nationality in capitals, an empty passport number kept empty (the API keeps the stored one)', () => {
    assert.deepEqual(
      read(travellerSchema, {
        role: 'companion',
        fullName: ' Amina Otieno ',
        nationality: 'ke',
        passportNumber: '',
        passportExpiry: '2030-01-31',
      }),
      { role: 'companion', fullName: 'Amina Otieno', nationality: 'KE', passportNumber: '', passportExpiry: '2030-01-31' },
    );
    assert.deepEqual(checkForm(travellerRemovalSchema, formOf({})), { ok: false, errors: { travellerId: 'fieldRequiredSite' } });
  });

  it('check-in: ticked boxes are true, the others false; the choices left out are refused by name', () => {
    const answers = read(checkInSchema, {
      pain: '8',
      temperatureC: '38,4',
      wound: 'red',
      chestPain: 'on',
      mobility: 'worse',
      notes: ' help ',
    });
    assert.deepEqual(answers, {
      pain: 8,
      temperatureC: 38.4,
      wound: 'red',
      calfSwelling: false,
      chestPain: true,
      breathless: false,
      mobility: 'worse',
      notes: 'help',
    });
    assert.deepEqual(checkForm(checkInSchema, formOf({ temperatureC: '' })), {
      ok: false,
      errors: { pain: 'fieldRequiredSite', wound: 'fieldRequiredSite', mobility: 'fieldRequiredSite' },
    });
  });

  it('a field that is no text (a file, or sent twice) is refused, not read', () => {
    const form = formOf({ arrivalFlight: 'MH 1' });
    form.append('arrivalFlight', 'MH 2');
    assert.deepEqual(checkForm(flightsSchema, form), { ok: false, errors: { arrivalFlight: 'invalidInput' } });
  });
});
