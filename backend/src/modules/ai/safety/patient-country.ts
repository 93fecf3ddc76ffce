import type { EntityManager } from '@mikro-orm/postgresql';
import { HOME_COUNTRIES, homeCountryOfCurrency } from '@medtour/contracts';
import type { PlaceMention } from '../../understanding/index.js';

/**
 * Where a patient most likely is, for the shillings or dinars of a budget (issue 50; a safety reply's numbers are
 * `safetyCountries`'): the place the message says they are in ("I'm in Lagos", « je suis à Alger », "we are Kenyans"), else the
 * home country of their profile, else the country of the currency they chose (the naira: Nigeria); null when none says
 * (every country's numbers are given).
 * Countries are named as the contact form and the staff's tables name them ("Nigeria", "South Africa").
 */
export async function patientCountry(em: EntityManager, userId: string, places: readonly PlaceMention[] = []): Promise<string | null> {
  return countrySaid(places) ?? (await profileCountry(em, userId));
}

/**
 * The countries whose numbers a safety reply gives: where the message says the patient is or comes from ("I'm in
 * Accra", "back by bus from Kampala"), and the profile's country too — a place read wrongly ("nimerudi kutoka Bangkok",
 * back from Bangkok, read as being there) must never leave a patient without the numbers of home.
 */
export async function safetyCountries(em: EntityManager, userId: string, places: readonly PlaceMention[] = []): Promise<string[]> {
  const countries = [countrySaid(places), await profileCountry(em, userId)];
  return [...new Set(countries.filter((country): country is string => country !== null))];
}

/** "I'm in Lagos", or the patients' countries named by their people ("we are Kenyans") or as where one comes from. */
function countrySaid(places: readonly PlaceMention[]): string | null {
  const homes = (code: string) => HOME_COUNTRIES.some((c) => c.code === code);
  const said = places.find((p) => p.home) ?? places.find((p) => (p.people || p.origin) && homes(p.code));
  return said ? (HOME_COUNTRIES.find((c) => c.code === said.code)?.name ?? englishName(said.code)) : null;
}

/** The home country of the patient's profile, else the country of the currency they chose (the naira: Nigeria). */
async function profileCountry(em: EntityManager, userId: string): Promise<string | null> {
  const [row] = await em.execute<{ country: string | null; currency: string | null }[]>(
    `select p.country, u.currency from users u left join profiles p on p.user_id = u.id where u.id = ?`,
    [userId],
  );
  if (row?.country && row.country !== 'Other') return row.country;
  return homeCountryOfCurrency(row?.currency)?.name ?? null;
}

/** A country's English name as staff's tables name it ("Turkey", not ICU's "Türkiye"). */
const STAFF_NAMES: Record<string, string> = { TR: 'Turkey', KR: 'South Korea' };

const englishName = (code: string): string =>
  STAFF_NAMES[code] ?? new Intl.DisplayNames(['en'], { type: 'region', fallback: 'code' }).of(code) ?? code;
