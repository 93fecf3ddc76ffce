import type { INestApplication } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { AI_CHAT_LIMITS } from '@medtour/contracts';
import type { Agent } from 'supertest';
import { signedInAgent } from './factories.js';

/**
 * Signed-in patients for the assistant's evaluation sets, each case a conversation of its own. A patient asks at most
 * the chat's per-minute limit of questions, then another is signed in (one per case cost two argon2 hashes each, a
 * good part of a set's time); patients of a country have it in their profile (their emergency numbers).
 */
export class ChatPatients {
  private readonly byCountry = new Map<string, { agent: Promise<Agent>; questionsLeft: number }>();

  constructor(
    private readonly app: INestApplication,
    private readonly em: EntityManager,
  ) {}

  /** A patient (of `country`, when given) who may still ask `questions` questions this minute. */
  for(questions: number, country?: string): Promise<Agent> {
    const key = country ?? '';
    let patient = this.byCountry.get(key);
    if (!patient || patient.questionsLeft < questions) {
      const agent = signedInAgent(this.app, this.em, 'user').then(async ({ agent, user }) => {
        if (country) await this.em.getConnection().execute(`update profiles set country = ? where user_id = ?`, [country, user.id]);
        return agent;
      });
      this.byCountry.set(key, (patient = { agent, questionsLeft: AI_CHAT_LIMITS.perMinute.limit }));
    }
    patient.questionsLeft -= questions;
    return patient.agent;
  }
}

/** `ask` for each item, `atOnce` at a time (each waits on the database for part of its time), results in the items' order. */
export async function eachAtOnce<T, R>(items: readonly T[], atOnce: number, ask: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await ask(items[i]!);
    }
  };
  await Promise.all(Array.from({ length: atOnce }, lane));
  return results;
}
