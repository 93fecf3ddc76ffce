import type { EntityManager } from '@mikro-orm/postgresql';
import type { Locale } from '@medtour/contracts';
import { CrisisLine } from '../entities/crisis-line.entity.js';
import { EmergencyNumber } from '../entities/emergency-number.entity.js';
import { emergencyReply, selfHarmReply } from './replies.js';

/** Countries as staff name them in the tables, compared without case or surrounding spaces. */
const sameCountry = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * The reply to an emergency or a crisis the safety screen found, the same in the chat and in matching: the numbers staff
 * keep, those of the patient's country (`country`, as the contact form names it) when we know it and hold any, else
 * every country's; for self-harm, spoken to first, with the country's crisis lines beside its emergency number.
 */
export async function safetyReply(
  em: EntityManager,
  kind: 'emergency' | 'self-harm',
  language: Locale,
  /** Where the patient lives, or every place they may be (home, and where they are treated); none known: every number. */
  country: string | null | readonly string[],
  /** The screen's category (`poisoning`: the crisis lines of the patient's country follow the emergency numbers). */
  category?: string,
): Promise<{ kind: 'self-harm' | 'emergency'; text: string }> {
  const places = typeof country === 'string' ? [country] : (country ?? []);
  const ofPlaces = <T extends { country: string }>(rows: T[]): T[] =>
    rows.filter((r) => places.some((place) => sameCountry(r.country, place)));
  const mine = <T extends { country: string }>(rows: T[]): T[] => {
    const own = ofPlaces(rows);
    return own.length ? own : rows;
  };
  const crisisLines = () => em.find(CrisisLine, {}, { orderBy: { country: 'asc', name: 'asc' } });
  const numbers = mine(await em.find(EmergencyNumber, {}, { orderBy: { country: 'asc' } }));
  if (kind === 'emergency') {
    // A poisoning or an overdose may have been no accident: the country's crisis lines too, when the country is known.
    const crisis = category === 'poisoning' && places.length ? ofPlaces(await crisisLines()) : [];
    return { kind, text: emergencyReply(numbers, language, crisis) };
  }
  const lines = await crisisLines();
  const own = places.length ? ofPlaces(lines) : lines;
  // A country without a crisis line of its own still gets its emergency number; an unknown country, every line.
  return { kind, text: selfHarmReply(own, numbers, language) };
}
