import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Agent } from 'supertest';
import request from 'supertest';
import type { INestApplication } from '@nestjs/common';
import { hashPassword } from '../../src/modules/auth/password.js';
import { Profile } from '../../src/modules/users/entities/profile.entity.js';
import { type Role, UserRole } from '../../src/modules/users/entities/user-role.entity.js';
import { User } from '../../src/modules/users/entities/user.entity.js';

export interface TestUser {
  id: string;
  email: string;
  password: string;
}

/** A user with a unique email and the given role, written straight to the database. */
export async function createUser(em: EntityManager, role: Role = 'user'): Promise<TestUser> {
  const email = `${role}-${randomUUID().slice(0, 8)}@test.example`;
  const password = `Pw-${randomUUID()}`;
  const fork = em.fork();
  const user = fork.create(User, { email, passwordHash: await hashPassword(password), emailVerifiedAt: new Date() });
  fork.create(Profile, { user, firstName: 'Test', lastName: role });
  fork.create(UserRole, { user, role });
  await fork.flush();
  return { id: user.id, email, password };
}

/** A supertest agent (keeps cookies) signed in as a new user of this role. */
export async function signedInAgent(app: INestApplication, em: EntityManager, role: Role): Promise<{ agent: Agent; user: TestUser }> {
  const user = await createUser(em, role);
  const agent = request.agent(app.getHttpServer());
  await agent.post('/api/auth/sign-in').send({ email: user.email, password: user.password }).expect(200);
  return { agent, user };
}
