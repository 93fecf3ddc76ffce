import { describe, expect, it } from 'vitest';
import { entityName } from './labels';

describe('entityName', () => {
  it('writes the stored entity codes as words', () => {
    expect(entityName('booking')).toBe('Booking');
    expect(entityName('hospital_review')).toBe('Hospital review');
    expect(entityName('ai-synonym')).toBe('AI synonym');
    expect(entityName(null)).toBe('—');
  });
});
