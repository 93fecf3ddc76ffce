import { describe, expect, it } from 'vitest';
import type { CheckInAnswers } from '@medtour/contracts';
import { answersText, arrivalCountdown, billDifferenceText, checkInProgress, gapsText, openAlert, stepText } from './words';

describe('gapsText', () => {
  it('says what is missing in words, in order', () => {
    expect(gapsText(['visa_letter', 'departure_flight'])).toBe('no visa letter, no flight home');
    expect(gapsText(['travellers', 'pickup_answer'])).toBe('no passport details, no answer about airport pick-up');
    expect(gapsText([])).toBe('');
  });
});

describe('stepText', () => {
  it('says whose move it is and what the step lacks', () => {
    expect(stepText({ state: 'waiting_hospital', gaps: ['visa_letter'] })).toBe('Waiting for the hospital — no visa letter');
    expect(stepText({ state: 'waiting_patient', gaps: ['arrival_flight', 'departure_flight'] })).toBe(
      'Waiting for the patient — no arrival flight, no flight home',
    );
  });

  it('says a step done, or to do later, without gaps', () => {
    expect(stepText({ state: 'done', gaps: [] })).toBe('Done');
    expect(stepText({ state: 'todo', gaps: [] })).toBe('To do');
    expect(stepText({ state: 'todo', gaps: ['discharge_pack', 'final_bill'] })).toBe('To do — no discharge pack, no final bill');
  });
});

describe('arrivalCountdown', () => {
  it('counts the days to the arrival, or since it', () => {
    expect(arrivalCountdown(12)).toBe('arrives in 12 days');
    expect(arrivalCountdown(1)).toBe('arrives in 1 day');
    expect(arrivalCountdown(0)).toBe('arrives today');
    expect(arrivalCountdown(-1)).toBe('arrived 1 day ago');
    expect(arrivalCountdown(-4)).toBe('arrived 4 days ago');
    expect(arrivalCountdown(null)).toBe('');
  });
});

describe('check-ins', () => {
  it('counts the answered ones', () => {
    expect(
      checkInProgress([
        { answeredAt: '2027-01-05T09:00:00Z' },
        { answeredAt: null },
        { answeredAt: '2027-01-16T09:00:00Z' },
        { answeredAt: null },
      ]),
    ).toBe('2 of 4 answered');
    expect(checkInProgress([])).toBe('0 of 0 answered');
  });

  it('has an open alert while warning signs are not acknowledged', () => {
    expect(openAlert({ signs: ['fever'], alertAcknowledgedAt: null })).toBe(true);
    expect(openAlert({ signs: ['fever'], alertAcknowledgedAt: '2027-01-05T10:00:00Z' })).toBe(false);
    expect(openAlert({ signs: [], alertAcknowledgedAt: null })).toBe(false);
  });

  it('says the answers in one line', () => {
    const answers: CheckInAnswers = {
      pain: 8,
      temperatureC: 38.4,
      wound: 'red',
      calfSwelling: true,
      chestPain: false,
      breathless: true,
      mobility: 'worse',
      notes: 'It hurts',
    };
    expect(answersText(answers)).toBe('Pain 8/10 · 38.4 °C · wound red · moving worse · calf swelling · breathless');
    expect(
      answersText({ ...answers, pain: 1, temperatureC: null, wound: 'fine', calfSwelling: false, breathless: false, mobility: 'better' }),
    ).toBe('Pain 1/10 · temperature not measured · wound fine · moving better');
  });
});

describe('billDifferenceText', () => {
  it('signs the difference from the quote, with its percentage', () => {
    expect(billDifferenceText(10_000, 11_200)).toBe('+$1,200 (+12.0%)');
    expect(billDifferenceText(12_000, 11_700)).toBe('−$300 (−2.5%)');
    expect(billDifferenceText(3_000, 3_000.5)).toBe('+$0.50 (+0.0%)');
    expect(billDifferenceText(8_000, 8_000)).toBe('No difference');
  });

  it('is null without a quote or a final bill', () => {
    expect(billDifferenceText(null, 9_000)).toBeNull();
    expect(billDifferenceText(9_000, null)).toBeNull();
    expect(billDifferenceText(0, 100)).toBe('+$100');
  });
});
