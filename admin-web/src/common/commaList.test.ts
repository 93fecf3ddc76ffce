import { describe, expect, it } from 'vitest';
import { codesOf, codesProblem, commaText, daysOf, daysProblem } from './commaList';

describe('commaText', () => {
  it('writes a list with commas and keeps text being typed', () => {
    expect(commaText(['NG', 'KE'])).toBe('NG, KE');
    expect(commaText([21, 10, 3])).toBe('21, 10, 3');
    expect(commaText('NG,')).toBe('NG,');
    expect(commaText(null)).toBe('');
  });
});

describe('country codes', () => {
  it('reads codes upper case, each once', () => {
    expect(codesOf('ng, KE ke;ug,')).toEqual(['NG', 'KE', 'UG']);
    expect(codesOf(['NG'])).toEqual(['NG']);
    expect(codesOf('')).toEqual([]);
  });

  it('names what is not a two-letter code', () => {
    expect(codesProblem('NG, KE')).toBeUndefined();
    expect(codesProblem('')).toBeUndefined();
    expect(codesProblem('NG, Kenya, K1')).toBe('Nationalities must be two-letter country codes (KE, NG…), each once');
  });
});

describe('days', () => {
  const limits = { min: 1, max: 90, count: 3 };

  it('reads whole days, each once, in order', () => {
    expect(daysOf('3, 21 10,3')).toEqual([3, 10, 21]);
    expect(daysOf('3, 21, 10', 'desc')).toEqual([21, 10, 3]);
    expect(daysOf([14, 3])).toEqual([3, 14]);
    expect(daysOf('')).toEqual([]);
  });

  it('says what is wrong with them', () => {
    const message = 'Reminders: up to 3 whole numbers of days from 1 to 90, each once';
    expect(daysProblem('21, 10, 3', limits, 'Reminders')).toBeUndefined();
    expect(daysProblem('', limits, 'Reminders')).toBeUndefined();
    for (const wrong of ['21, 0', '2.5', '91', 'ten', '-3']) expect(daysProblem(wrong, limits, 'Reminders')).toBe(message);
    expect(daysProblem('1, 2, 3, 4', limits, 'Reminders')).toBe(message);
    expect(daysProblem('1, 2, 3, 3', limits, 'Reminders')).toBeUndefined();
  });
});
