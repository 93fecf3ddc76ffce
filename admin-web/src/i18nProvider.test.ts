import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { i18nProvider } from './i18nProvider';

/** What react-admin asks for after a save or a delete (its English default beside, as it passes it). */
const toast = (resource: string, change: 'created' | 'updated' | 'deleted', count = 1) =>
  i18nProvider.translate(`resources.${resource}.notifications.${change}`, { smart_count: count, _: `Element ${change}` }) as string;

/** The resources App.tsx declares; the audit log, reconciliation, data requests, trips and aftercare are read-only. */
const RESOURCES = [...readFileSync(new URL('./App.tsx', import.meta.url), 'utf8').matchAll(/<Resource name="([^"]+)"/g)].map((m) => m[1]!);
const READ_ONLY = new Set(['audit-events', 'reconciliation', 'data-requests', 'trips', 'aftercare']);

describe('the toasts of creates, updates and deletes', () => {
  it('name the record of every resource, never "element"', () => {
    expect(RESOURCES.length).toBeGreaterThan(20);
    for (const resource of RESOURCES.filter((r) => !READ_ONLY.has(r))) {
      for (const change of ['created', 'updated', 'deleted'] as const) {
        const text = toast(resource, change);
        expect(text, resource).not.toMatch(/element/i);
        expect(text, resource).not.toMatch(/^Record /);
        expect(text, resource).toMatch(/ (added|updated|deleted) successfully$/);
      }
    }
  });

  it('say the spec’s wording, and count the records of a bulk change', () => {
    expect(toast('hospitals', 'updated')).toBe('Hospital updated successfully');
    expect(toast('condition-mappings', 'updated')).toBe('Condition mapping updated successfully');
    expect(toast('treatments', 'created')).toBe('Treatment added successfully');
    expect(toast('reviews', 'deleted', 3)).toBe('3 reviews deleted successfully');
  });

  it('say something meaningful for a resource without a name, and for react-admin’s generic keys', () => {
    expect(toast('new-things', 'deleted')).toBe('Record deleted successfully');
    expect(i18nProvider.translate('ra.notification.updated', { smart_count: 2 })).toBe('2 records updated successfully');
    expect(i18nProvider.translate('ra.notification.item_doesnt_exist')).toBe('This record no longer exists');
    // Everything else is react-admin's English.
    expect(i18nProvider.translate('ra.action.save')).toBe('Save');
  });
});
