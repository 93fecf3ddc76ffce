import { BadRequestException, ConflictException } from '@nestjs/common';
import { ForeignKeyConstraintViolationException, UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * Flushes and turns a unique-key violation into a field error react-admin shows on the form
 * (`fields` maps a column that appears in the constraint name to the form field and its label).
 */
export async function flushOrFieldError(em: EntityManager, fields: Record<string, string>, what: string): Promise<void> {
  try {
    await em.flush();
  } catch (error) {
    if (error instanceof UniqueConstraintViolationException) {
      const column = Object.keys(fields).find((c) => error.message.includes(`_${c}_`)) ?? Object.keys(fields)[0]!;
      const field = fields[column]!;
      throw new BadRequestException({ message: 'Validation failed', errors: { [field]: `A ${what} with this ${field} already exists` } });
    }
    throw error;
  }
}

/** Removes a row unless other rows still reference it: then 409 with `inUse`, and nothing deleted. */
export async function removeOrConflict(em: EntityManager, entity: object, inUse: string): Promise<void> {
  try {
    await em.remove(entity).flush();
  } catch (error) {
    if (error instanceof ForeignKeyConstraintViolationException) throw new ConflictException(inUse);
    throw error;
  }
}

/** The defined values of `keys` in `data` (PUT bodies carry read-only fields to ignore). */
export function pickDefined<T extends object, K extends keyof T>(data: T, keys: readonly K[]): Partial<Pick<T, K>> {
  const result: Partial<Pick<T, K>> = {};
  for (const key of keys) if (data[key] !== undefined) result[key] = data[key];
  return result;
}

/** The text filter `q`, checked: a string of at most 100 characters, or nothing. */
export function searchText(q: unknown): string | undefined {
  if (q === undefined || q === null || q === '') return undefined;
  if (typeof q !== 'string') throw new BadRequestException('q filter must be text');
  if (q.length > 100) throw new BadRequestException('Search text must be at most 100 characters');
  return q.trim() || undefined;
}
