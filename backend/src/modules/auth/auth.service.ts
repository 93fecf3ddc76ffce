import { Injectable, UnauthorizedException } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { RequestOrigin } from '../../common/auth.decorators.js';
import { AuditService } from '../audit/audit.service.js';
import { User } from '../users/entities/user.entity.js';
import { toMe, type Me } from '../users/me.js';
import { hashPassword, verifyPassword } from './password.js';
import { SessionService } from './session.service.js';

export const INVALID_CREDENTIALS = 'Invalid email or password';

@Injectable()
export class AuthService {
  /** Verified when the email is unknown, so that both failures take the same time. */
  private readonly dummyHash = hashPassword('timing-equaliser-not-a-password');

  constructor(
    private readonly em: EntityManager,
    private readonly sessions: SessionService,
    private readonly audit: AuditService,
  ) {}

  /** Checks the password and opens a new session. Unknown email and wrong password get the same answer. */
  async signIn(email: string, password: string, origin: RequestOrigin): Promise<{ token: string; me: Me }> {
    const user = await this.em.findOne(User, { email }, { populate: ['passwordHash', 'roles', 'profile'] });
    let valid = false;
    if (user?.passwordHash) valid = await verifyPassword(user.passwordHash, password);
    else await verifyPassword(await this.dummyHash, password); // same cost whether or not the email exists
    if (!user || !valid || !user.isActive) {
      await this.audit.record(this.em, { actorId: user?.id, action: 'auth.sign_in', outcome: 'failure', origin, details: { reason: !user ? 'unknown_email' : !user.isActive ? 'inactive' : 'bad_password' } });
      throw new UnauthorizedException(INVALID_CREDENTIALS);
    }
    const { token, session } = await this.sessions.create(user, origin);
    await this.audit.record(this.em, { actorId: user.id, action: 'auth.sign_in', entity: 'session', entityId: session.id, origin });
    return { token, me: toMe(user) };
  }

  async signOut(userId: string, sessionId: string, origin: RequestOrigin): Promise<void> {
    await this.sessions.revoke(sessionId);
    await this.audit.record(this.em, { actorId: userId, action: 'auth.sign_out', entity: 'session', entityId: sessionId, origin });
  }

  async me(userId: string): Promise<Me> {
    const user = await this.em.findOneOrFail(User, userId, { populate: ['roles', 'profile'] });
    return toMe(user);
  }
}
