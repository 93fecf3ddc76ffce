import { afterEach, describe, expect, it, vi } from 'vitest';
import { changedFields, dataProvider } from './dataProvider';

describe('changedFields', () => {
  it('sends only the translated texts that changed, a cleared one as null', () => {
    const treatment = {
      id: 't1',
      name: 'Hip Replacement',
      translations: { fr: { name: 'Prothèse de hanche', description: 'Ancienne' }, ar: { name: 'استبدال مفصل الورك' } },
    };
    const edited = {
      ...treatment,
      translations: { fr: { name: 'Prothèse de hanche', description: 'Nouvelle' }, ar: { name: null }, sw: { name: 'Nyonga' } },
    };
    expect(changedFields(edited, treatment)).toEqual({
      translations: { fr: { description: 'Nouvelle' }, ar: { name: null }, sw: { name: 'Nyonga' } },
    });
    // Another person's French, saved meanwhile, is not sent back by a form that changed only the Swahili.
    expect(changedFields({ ...treatment, translations: { ...treatment.translations, sw: { name: 'Nyonga' } } }, treatment)).toEqual({
      translations: { sw: { name: 'Nyonga' } },
    });
    expect(changedFields({ ...treatment, translations: { ...treatment.translations } }, treatment)).toEqual({});
    // Inputs the form holds empty ('' or []) where nothing was translated change nothing.
    expect(
      changedFields({ ...treatment, translations: { ...treatment.translations, sw: { name: '', procedures: [] } } }, treatment),
    ).toEqual({});
  });

  it('always sends the version of the record that was read, so that the API can refuse a change to words that moved on', () => {
    const review = { id: 'r1', status: 'pending', comment: 'Great team', contentVersion: 3 };
    expect(changedFields({ ...review, status: 'published' }, review)).toEqual({ status: 'published', contentVersion: 3 });
  });

  const hospital = {
    id: 'h1',
    name: 'Penang Heart Centre',
    slug: 'penang-heart-centre',
    country: { id: 'c1', name: 'Malaysia', code: 'MY' },
    countryId: 'c1',
    bedCapacity: null,
    languages: ['English', 'Malay'],
    createdAt: '2026-01-05T10:00:00.000Z',
  };

  it('keeps only the fields whose value differs, comparing lists and nested records in depth', () => {
    const edited = { ...hospital, country: { ...hospital.country }, languages: ['English', 'Malay'], bedCapacity: 120 };
    expect(changedFields(edited, hospital)).toEqual({ bedCapacity: 120 });
    expect(changedFields({ ...hospital, languages: ['English'] }, hospital)).toEqual({ languages: ['English'] });
    expect(changedFields({ ...hospital, countryId: 'c2' }, hospital)).toEqual({ countryId: 'c2' });
  });

  it('sends a cleared value (null, empty list) and a field the record did not have', () => {
    expect(changedFields({ ...hospital, name: null, languages: [], website: 'https://x.test' }, hospital)).toEqual({
      name: null,
      languages: [],
      website: 'https://x.test',
    });
  });

  it('is empty when nothing changed, and everything when there is no previous record', () => {
    expect(changedFields({ ...hospital }, hospital)).toEqual({});
    expect(changedFields({ isActive: false }, undefined)).toEqual({ isActive: false });
  });
});

describe('dataProvider.update', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('PUTs only the changed fields and answers the record the API sends', async () => {
    const saved = { id: 'b1', reference: 'B1', status: 'confirmed', estimatedCostUsd: 900 };
    const fetch = vi.fn(async () => new Response(JSON.stringify(saved), { status: 200, headers: { 'Content-Type': 'application/json' } }));
    vi.stubGlobal('fetch', fetch);
    const previousData = { id: 'b1', reference: 'B1', status: 'pending', estimatedCostUsd: 900 };

    const result = await dataProvider.update('bookings', { id: 'b1', data: { ...previousData, status: 'confirmed' }, previousData });

    expect(result).toEqual({ data: saved });
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/admin/bookings/b1');
    expect(init).toMatchObject({ method: 'PUT', credentials: 'include' });
    expect(JSON.parse(init.body as string)).toEqual({ status: 'confirmed' });
  });
});
