import type { EntityManager } from '@mikro-orm/postgresql';
import { User } from './entities/user.entity.js';

/** The addresses of every active admin (emails only admins may act on: overdue bookings, money), sorted. */
export async function activeAdminEmails(em: EntityManager): Promise<string[]> {
  const admins = await em.find(User, { isActive: true, roles: { role: 'admin' } }, { fields: ['email'], orderBy: { email: 'asc' } });
  return admins.map((a) => a.email);
}
