import type { EntityManager } from '@mikro-orm/postgresql';
import { RequestContext } from '../common/request-context.js';
import type { AppConfig } from '../config/app-config.js';
import { AuditService } from '../modules/audit/audit.service.js';
import { AuthTokensService } from '../modules/auth/auth-tokens.service.js';
import { SessionService } from '../modules/auth/session.service.js';
import { Profile } from '../modules/users/entities/profile.entity.js';
import { User } from '../modules/users/entities/user.entity.js';
import { UsersService } from '../modules/auth/users.service.js';
import { OutboxService } from '../modules/notifications/outbox.service.js';

/**
 * The first admin of a production install (which has no demo accounts): creates the account or
 * promotes an existing one, and returns a single-use link to set the password (valid one hour).
 */
export async function createAdmin(
  em: EntityManager,
  config: AppConfig,
  email: string,
  firstName: string,
  lastName: string,
): Promise<string> {
  const user = await em.transactional(async (tx) => {
    let row = await tx.findOne(User, { email });
    if (!row) {
      row = tx.create(User, { email, emailVerifiedAt: new Date() });
      tx.create(Profile, { user: row, firstName, lastName });
    }
    return row;
  });
  const context = new RequestContext(); // a command-line tool: no request, so no address, agent or request id
  const audit = new AuditService(context);
  const tokens = new AuthTokensService();
  await new UsersService(new SessionService(em, config, context), audit, tokens, new OutboxService(), config).changeRole(
    user.id,
    'admin',
    null,
    em,
  );
  const token = await em.transactional((tx) => tokens.issue(tx, tx.getReference(User, user.id), 'password_reset'));
  await audit.record(em, { action: 'user.create_admin', entity: 'user', entityId: user.id, details: { via: 'cli' } });
  return `${config.publicUrl}/auth/reset-password?token=${token}`;
}
