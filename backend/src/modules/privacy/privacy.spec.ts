import { LOCALES } from '@medtour/contracts';
import { toDataRequestRecord } from './data-request-view.js';
import type { DataRequest } from '../users/entities/data-request.entity.js';
import { EXPORT_FILES, exportReadme } from './export-readme.js';
import { erasedEmail, isErasedEmail, pseudonymOf } from '../users/pseudonym.js';

const KEY = Buffer.alloc(32, 7);

describe('the pseudonym of an erased patient', () => {
  it('is the same for one account every time, different for another and under another key, and names no one', () => {
    const id = '2f1d7c0e-5b4a-4f7e-9a51-0c3b9d1e2f40';
    expect(pseudonymOf(id, KEY)).toBe(pseudonymOf(id, KEY));
    expect(pseudonymOf(id, KEY)).toMatch(/^patient-[0-9a-f]{16}$/);
    expect(pseudonymOf(id, KEY)).not.toBe(pseudonymOf('9b0e1c2d-0000-4000-8000-000000000000', KEY));
    expect(pseudonymOf(id, KEY)).not.toBe(pseudonymOf(id, Buffer.alloc(32, 8)));
    expect(pseudonymOf(id, KEY)).not.toContain(id.slice(0, 8));
    expect(erasedEmail('patient-0123456789abcdef')).toBe('patient-0123456789abcdef@erased.invalid');
    expect(isErasedEmail(erasedEmail(pseudonymOf(id, KEY)))).toBe(true);
    expect(isErasedEmail('ada@example.com')).toBe(false);
  });
});

describe("the export's README", () => {
  it.each(LOCALES)('in %s, lists every file of the zip with a sentence of its own', (locale) => {
    const readme = exportReadme(locale, '2026-11-26');
    for (const file of EXPORT_FILES) expect(readme).toMatch(new RegExp(`^- ${file.replace('.', '\\.')}: \\S`, 'm'));
    expect(readme).toContain('2026-11-26');
  });

  it('is written in the patient’s language, not English', () => {
    expect(exportReadme('sw', '2026-11-26')).toContain('Data yako katika MedTour Asia');
    expect(exportReadme('ar', '2026-11-26')).toContain('بياناتك لدى MedTour Asia');
    expect(exportReadme('fr', '2026-11-26')).not.toContain('Your data');
  });
});

describe('a data request in the admins’ list', () => {
  const request = (state: DataRequest['state'], dueInDays: number, email = 'ada@example.com') =>
    ({
      id: 'r1',
      kind: 'export',
      state,
      progress: 0,
      requestedAt: new Date('2026-10-01T00:00:00Z'),
      dueAt: new Date(Date.parse('2026-11-26T12:00:00Z') + dueInDays * 86_400_000),
      subject: 'patient-0123456789abcdef',
      user: { id: 'u1', email },
    }) as unknown as DataRequest;
  const now = new Date('2026-11-26T12:00:00Z');

  it('is overdue only while still open past its due date', () => {
    expect(toDataRequestRecord(request('queued', -1), now).overdue).toBe(true);
    expect(toDataRequestRecord(request('scheduled', -1), now).overdue).toBe(true);
    expect(toDataRequestRecord(request('queued', 1), now).overdue).toBe(false);
    expect(toDataRequestRecord(request('ready', -1), now).overdue).toBe(false);
    expect(toDataRequestRecord(request('erased', -10), now).overdue).toBe(false);
  });

  it('names the patient by email while the account exists, by pseudonym once erased', () => {
    expect(toDataRequestRecord(request('ready', 1), now).subject).toBe('ada@example.com');
    expect(toDataRequestRecord(request('erased', 1, 'patient-0123456789abcdef@erased.invalid'), now).subject).toBe(
      'patient-0123456789abcdef',
    );
  });
});
