// The trip plan's forms as the API takes them (trip-plan/form.ts): emptied fields clear their value,
// numbers typed as text are sent as numbers, anything else as typed (for the API's message). Run by `npm test`.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  accommodationChanges,
  checkInAnswers,
  decimalOrText,
  flightChanges,
  pickupChanges,
  postedValues,
  travellerInput,
  visaChanges,
  wholeOrText,
} from './form.ts';

const formOf = (values) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(values)) form.append(name, value);
  return form;
};

describe('trip plan forms', () => {
  it('flights: trimmed, an emptied field clears its value', () => {
    const changes = flightChanges(
      formOf({ arrivalFlight: ' MH 2613 ', arrivalAt: '2026-12-20T06:35', departureFlight: '', departureAt: '' }),
    );
    assert.deepEqual(changes, { arrivalFlight: 'MH 2613', arrivalAt: '2026-12-20T06:35', departureFlight: null, departureAt: null });
  });

  it('pick-up: yes or no, left out when neither was chosen', () => {
    assert.deepEqual(pickupChanges(formOf({ pickupRequested: 'yes', interpreterLanguage: 'Swahili' })), {
      pickupRequested: true,
      interpreterLanguage: 'Swahili',
    });
    assert.deepEqual(pickupChanges(formOf({ pickupRequested: 'no', interpreterLanguage: '' })), {
      pickupRequested: false,
      interpreterLanguage: null,
    });
    assert.equal('pickupRequested' in pickupChanges(formOf({ interpreterLanguage: '' })), false);
  });

  it('numbers: whole and decimal ones (a comma too) as numbers, anything else as typed, empty as null', () => {
    assert.equal(wholeOrText('12'), 12);
    assert.equal(wholeOrText('12.5'), '12.5');
    assert.equal(wholeOrText(''), null);
    assert.equal(decimalOrText('37,5'), 37.5);
    assert.equal(decimalOrText('38'), 38);
    assert.equal(decimalOrText('hot'), 'hot');
    assert.equal(decimalOrText(''), null);
    assert.deepEqual(accommodationChanges(formOf({ accommodationName: 'Ibis', accommodationAddress: '', accommodationNights: '7' })), {
      accommodationName: 'Ibis',
      accommodationAddress: null,
      accommodationNights: 7,
    });
  });

  it('visa: no status chosen is null', () => {
    assert.deepEqual(visaChanges(formOf({ visaReference: 'AB12', visaStatus: '', visaDecidedOn: '' })), {
      visaReference: 'AB12',
      visaStatus: null,
      visaDecidedOn: null,
    });
  });

  it('traveller: nationality in capitals, an empty passport number kept empty (the API keeps the stored one)', () => {
    assert.deepEqual(
      travellerInput(
        formOf({ role: 'companion', fullName: ' Amina Otieno ', nationality: 'ke', passportNumber: '', passportExpiry: '2030-01-31' }),
      ),
      { role: 'companion', fullName: 'Amina Otieno', nationality: 'KE', passportNumber: '', passportExpiry: '2030-01-31' },
    );
  });

  it('check-in: ticked boxes are true, the others false; the choices left out are named', () => {
    const { answers, missing } = checkInAnswers(
      formOf({ pain: '8', temperatureC: '38,4', wound: 'red', chestPain: 'on', mobility: 'worse', notes: ' help ' }),
    );
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
    assert.deepEqual(missing, []);
    assert.deepEqual(checkInAnswers(formOf({ temperatureC: '' })).missing, ['pain', 'wound', 'mobility']);
  });

  it('values posted are shown again as they were typed', () => {
    assert.deepEqual(postedValues(formOf({ pain: '3', chestPain: 'on' }), ['pain', 'chestPain', 'breathless']), {
      pain: '3',
      chestPain: 'on',
      breathless: '',
    });
  });
});
