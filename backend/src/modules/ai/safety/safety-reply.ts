import type { EntityManager } from '@mikro-orm/postgresql';
import type { Locale } from '@medtour/contracts';
import { CrisisLine } from '../entities/crisis-line.entity.js';
import { EmergencyNumber } from '../entities/emergency-number.entity.js';
import type { EmergencyCategory } from './emergency.js';
import { emergencyReply, selfHarmReply } from './replies.js';

/**
 * The reply to an emergency the safety rules found, the same in the chat and in matching: the emergency numbers
 * staff keep; for self-harm, spoken to first, with each country's crisis lines beside its emergency number.
 */
export async function safetyReply(
  em: EntityManager,
  category: EmergencyCategory,
  language: Locale,
): Promise<{ kind: 'self-harm' | 'emergency'; text: string }> {
  const numbers = await em.find(EmergencyNumber, {}, { orderBy: { country: 'asc' } });
  if (category !== 'suicide') return { kind: 'emergency', text: emergencyReply(numbers, language) };
  const lines = await em.find(CrisisLine, {}, { orderBy: { country: 'asc', name: 'asc' } });
  return { kind: 'self-harm', text: selfHarmReply(lines, numbers, language) };
}
