import { randomUUID } from 'node:crypto';
import type { INestApplication } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import request, { type Agent } from 'supertest';
import { encryptText } from '../../src/common/crypto/encryption.js';
import { generateTotpSecret, totpCode, totpStep } from '../../src/common/crypto/totp.js';
import { AppConfig } from '../../src/config/app-config.js';
import { Profile } from '../../src/modules/users/entities/profile.entity.js';
import { UserRole } from '../../src/modules/users/entities/user-role.entity.js';
import { User } from '../../src/modules/users/entities/user.entity.js';
import { testPasswordHash } from './passwords.js';
import type { Role } from '@medtour/contracts';

export interface TestUser {
  id: string;
  email: string;
  password: string;
  /** Base32 TOTP secret when two-factor is on. */
  mfaSecret?: string;
}

export interface UserOptions {
  /** Two-factor on (default: on for staff, who need it for the back office). */
  mfa?: boolean;
  verified?: boolean;
}

/** A user with a unique email and the given role, written straight to the database. */
export async function createUser(em: EntityManager, role: Role = 'user', options: UserOptions = {}): Promise<TestUser> {
  const email = `${role}-${randomUUID().slice(0, 8)}@test.example`;
  const password = `Pw-${randomUUID()}`;
  const mfa = options.mfa ?? role !== 'user';
  const mfaSecret = mfa ? generateTotpSecret() : undefined;
  const fork = em.fork();
  const user = fork.create(User, {
    email,
    passwordHash: await testPasswordHash(password),
    emailVerifiedAt: options.verified === false ? null : new Date(),
    mfaSecret: mfaSecret ? encryptText(mfaSecret, new AppConfig().encryptionKey) : null,
    mfaEnabledAt: mfa ? new Date() : null,
  });
  fork.create(Profile, { user, firstName: 'Test', lastName: role });
  fork.create(UserRole, { user, role });
  await fork.flush();
  return { id: user.id, email, password, mfaSecret };
}

/** The current TOTP code of a test user; `offset` steps away (codes are accepted once each). */
export function currentCode(user: TestUser, offset = 0): string {
  return totpCode(user.mfaSecret!, totpStep() + offset);
}

/**
 * A supertest agent (keeps cookies) that sends what a browser on the site sends with every request
 * that changes something: the site's Origin. The API refuses a signed-in change without Origin or
 * Referer (same-origin.middleware.ts); supertest sends neither by itself.
 */
export function browserAgent(app: INestApplication): Agent {
  return request.agent(app.getHttpServer()).set('Origin', app.get(AppConfig).publicUrl);
}

/** A browser agent (`browserAgent`) fully signed in (password, then TOTP if enabled) as a new user of this role. */
export async function signedInAgent(
  app: INestApplication,
  em: EntityManager,
  role: Role,
  options: UserOptions = {},
  clientIp?: string,
): Promise<{ agent: Agent; user: TestUser }> {
  const user = await createUser(em, role, options);
  const agent = browserAgent(app);
  const signIn = agent.post('/api/auth/sign-in');
  if (clientIp) signIn.set('X-Forwarded-For', clientIp);
  const res = await signIn.send({ email: user.email, password: user.password }).expect(200);
  if (res.body.mfaRequired)
    await agent
      .post('/api/auth/mfa/verify')
      .send({ code: currentCode(user) })
      .expect(200);
  return { agent, user };
}

/** A seeded hospital's offer of a treatment (the demo catalogue's hip replacement at Selangor by default): what a booking is made for. */
export async function seededOffer(
  em: EntityManager,
  hospitalSlug = 'selangor-joint-spine-institute',
  treatmentSlug = 'hip-replacement',
): Promise<{ hospitalId: string; treatmentId: string }> {
  const [row] = await em.getConnection().execute<{ hospital_id: string; treatment_id: string }[]>(
    `select ht.hospital_id, ht.treatment_id from hospital_treatments ht
       join hospitals h on h.id = ht.hospital_id join treatments t on t.id = ht.treatment_id
      where h.slug = ? and t.slug = ?`,
    [hospitalSlug, treatmentSlug],
  );
  if (!row) throw new Error(`No seeded offer of ${treatmentSlug} at ${hospitalSlug}`);
  return { hospitalId: row.hospital_id, treatmentId: row.treatment_id };
}

/** The day `days` from today (UTC), as the API's date fields take it (YYYY-MM-DD). */
export const inDays = (days: number): string => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
