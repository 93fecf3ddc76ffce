import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { DEFAULT_LOCALE, isStaffRole, type Locale, SIGN_IN_LINK } from '@medtour/contracts';
import { decryptText } from '../../common/crypto/encryption.js';
import { type HandlesJobs, type JobContext, type JobHandlerMap, JobHandlers } from '../../common/jobs/job-registry.js';
import { AppConfig } from '../../config/app-config.js';
import type { AccountEmailPayload, PasswordResetRequestPayload, SignUpRequestPayload } from '../../queues/queues.js';
import { AuditService, AuditEvent } from '../audit/index.js';
import { MailerService, type RenderedEmail, OutboxService, siteLink } from '../notifications/index.js';
import { Profile, UserRole, User } from '../users/index.js';
import { contactSignature, coordinatorContact, readSiteSettings } from '../settings/index.js';
import {
  type AccountEmail,
  accountEmailPayload,
  accountExists,
  invitation,
  passwordChanged,
  passwordReset,
  signInLink,
  verifyEmail,
} from './account-emails.js';
import { AuthTokensService } from './auth-tokens.service.js';
import { AuthToken } from './entities/auth-token.entity.js';
import { Session } from './entities/session.entity.js';

/** Used or expired links and ended sessions are kept this long (for support questions), then deleted. */
const KEEP_ENDED_MS = 7 * 24 * 3_600_000;
/** A sign-in link's email tells of the wrong passwords given since the last sign-in, at most this far back. */
const FAILURES_TOLD_MS = 24 * 3_600_000;

/**
 * The account jobs: sign-ups and reset requests, done after the API has answered (so the answer
 * takes the same time whether or not the email has an account), the account emails, and pruning.
 */
@JobHandlers()
@Injectable()
export class AuthJobs implements HandlesJobs {
  constructor(
    private readonly tokens: AuthTokensService,
    private readonly outbox: OutboxService,
    private readonly audit: AuditService,
    private readonly mailer: MailerService,
    private readonly config: AppConfig,
  ) {}

  readonly jobs: JobHandlerMap = {
    // Database work only: done in the job's record transaction, so it commits once with the job.
    'auth.sign_up_requested': (payload, { record }) => record((tx) => this.signUp(payload, tx)),
    'auth.password_reset_requested': (payload, { record }) => record((tx) => this.passwordResetRequested(payload, tx)),
    'auth.sign_in_link_requested': (payload, { record }) => record((tx) => this.signInLinkRequested(payload, tx)),
    'auth.sign_in_link': (payload, context) =>
      this.send(payload, context, (to) =>
        signInLink(
          {
            ...to,
            link: payload.backOffice
              ? `${this.config.publicUrl}/admin/auth/sign-in-link?token=${to.token}`
              : this.link(to.language, '/auth/sign-in-link', to.token),
          },
          payload.failures,
        ),
      ),
    'auth.verify_email': (payload, context) =>
      this.send(payload, context, (to) => verifyEmail({ ...to, link: this.link(to.language, '/auth/verify-email', to.token) })),
    'auth.password_reset': (payload, context) =>
      this.send(payload, context, (to) => passwordReset({ ...to, link: this.link(to.language, '/auth/reset-password', to.token) })),
    'auth.invitation': (payload, context) =>
      this.send(payload, context, (to) => invitation({ ...to, link: this.link(to.language, '/auth/accept-invitation', to.token) })),
    'auth.account_exists': (payload, context) =>
      this.send(payload, context, (to) => accountExists({ ...to, link: this.link(to.language, '/auth') })),
    'auth.password_changed': async (payload, context) => {
      const site = await readSiteSettings(context.em, this.config);
      await this.send(payload, context, (to) =>
        passwordChanged(
          { ...to, link: this.link(to.language, '/auth/forgot-password') },
          contactSignature(coordinatorContact(site, to.language), to.language),
        ),
      );
    },
    'maintenance.prune_auth': (_payload, context) => this.prune(context),
  };

  /**
   * Creates the unverified account and queues its verification link; an email that already has
   * an account gets a notice instead. Sign-ups of one email wait for each other (a lock held until
   * the transaction ends), so of two simultaneous ones the second finds the account.
   */
  private async signUp(request: SignUpRequestPayload, em: EntityManager): Promise<void> {
    // Raw SQL: a transaction-scoped advisory lock, which the ORM has no API for.
    await em.execute('select pg_advisory_xact_lock(hashtextextended(?, 0))', [`sign-up:${request.email}`]);
    const origin = { ip: request.ip, userAgent: request.userAgent };
    const existing = await em.findOne(User, { email: request.email });
    if (existing) {
      this.outbox.enqueue(em, 'auth.account_exists', { userId: existing.id });
      await this.audit.record(em, {
        actorId: existing.id,
        action: 'auth.sign_up',
        outcome: 'failure',
        origin,
        details: { reason: 'email_taken' },
      });
      return;
    }
    const user = em.create(User, {
      email: request.email,
      passwordHash: decryptText(request.encryptedPasswordHash, this.config.encryptionKey),
      language: request.language ?? DEFAULT_LOCALE,
    });
    em.create(Profile, { user, firstName: request.firstName, lastName: request.lastName });
    em.create(UserRole, { user, role: 'user' });
    const token = await this.tokens.issue(em, user, 'verify_email');
    this.outbox.enqueue(em, 'auth.verify_email', accountEmailPayload(user.id, token, this.config.encryptionKey));
    await em.flush(); // the audit row references the new user
    await this.audit.record(em, { actorId: user.id, action: 'auth.sign_up', entity: 'user', entityId: user.id, origin });
  }

  private async passwordResetRequested(request: PasswordResetRequestPayload, em: EntityManager): Promise<void> {
    const user = await em.findOne(User, { email: request.email, isActive: true });
    if (!user) return;
    const token = await this.tokens.issue(em, user, 'password_reset');
    this.outbox.enqueue(em, 'auth.password_reset', accountEmailPayload(user.id, token, this.config.encryptionKey));
    const origin = { ip: request.ip, userAgent: request.userAgent };
    await this.audit.record(em, { actorId: user.id, action: 'auth.password_reset_requested', entity: 'user', entityId: user.id, origin });
  }

  /**
   * Emails an active account a sign-in link, unless `SIGN_IN_LINK.perWindow` went out within a link's
   * lifetime: then nothing is sent (the API answered alike; the links already sent still work), so that
   * nobody can fill an inbox. Requests for one email wait for each other (a lock held until the
   * transaction ends), so that two at once count right.
   */
  private async signInLinkRequested(request: PasswordResetRequestPayload, em: EntityManager): Promise<void> {
    // Raw SQL: a transaction-scoped advisory lock, which the ORM has no API for.
    await em.execute('select pg_advisory_xact_lock(hashtextextended(?, 0))', [`sign-in-link:${request.email}`]);
    const user = await em.findOne(User, { email: request.email, isActive: true }, { populate: ['roles'] });
    if (!user) return;
    const origin = { ip: request.ip, userAgent: request.userAgent };
    const sent = await this.tokens.sentSince(em, user, 'sign_in_link', new Date(Date.now() - SIGN_IN_LINK.lifetimeMinutes * 60_000));
    if (sent.length >= SIGN_IN_LINK.perWindow) {
      await this.audit.record(em, {
        actorId: null,
        action: 'auth.sign_in_link_requested',
        entity: 'user',
        entityId: user.id,
        outcome: 'failure',
        origin,
        details: { reason: 'too_many_links' },
      });
      return;
    }
    const token = await this.tokens.issue(em, user, 'sign_in_link');
    const failures = await this.failedSignInsSinceLastSignIn(em, user.id);
    this.outbox.enqueue(em, 'auth.sign_in_link', {
      ...accountEmailPayload(user.id, token, this.config.encryptionKey),
      backOffice: user.roles.getItems().some((role) => isStaffRole(role.role)),
      ...(failures ? { failures } : {}),
    });
    // Not the account's actor: whoever asked is not known to be its owner.
    await this.audit.record(em, { actorId: null, action: 'auth.sign_in_link_requested', entity: 'user', entityId: user.id, origin });
  }

  /**
   * The wrong passwords given for an account (as the API audits them) since its last sign-in, within
   * the past day: how many, and when the first was. Undefined when there were none.
   */
  private async failedSignInsSinceLastSignIn(em: EntityManager, userId: string): Promise<{ count: number; since: string } | undefined> {
    const lastSignIn = await em.findOne(
      AuditEvent,
      { action: 'auth.sign_in', outcome: 'success', actor: userId },
      { orderBy: { createdAt: 'desc' }, fields: ['createdAt'] },
    );
    const dayAgo = new Date(Date.now() - FAILURES_TOLD_MS);
    const from = lastSignIn && lastSignIn.createdAt > dayAgo ? lastSignIn.createdAt : dayAgo;
    const failed = { action: 'auth.sign_in', outcome: 'failure' as const, entity: 'user', entityId: userId, createdAt: { $gt: from } };
    const count = await em.count(AuditEvent, failed);
    if (!count) return undefined;
    const first = await em.findOneOrFail(AuditEvent, failed, { orderBy: { createdAt: 'asc' }, fields: ['createdAt'] });
    return { count, since: first.createdAt.toISOString() };
  }

  private async send(
    { userId, encryptedToken }: AccountEmailPayload,
    { em, jobId }: JobContext,
    render: (to: AccountEmail & { token: string }) => RenderedEmail,
  ) {
    const user = await em.findOne(User, { id: userId }, { populate: ['profile'] });
    if (!user) return; // the account is gone: nothing to send
    const token = encryptedToken ? decryptText(encryptedToken, this.config.encryptionKey) : '';
    await this.mailer.send({
      ...render({ email: user.email, firstName: user.profile?.firstName ?? '', language: user.language, link: '', token }),
      id: jobId,
    });
  }

  /** A page of the patient site in the recipient's language, with the link's token when it has one. */
  private link(language: Locale, path: string, token?: string): string {
    return siteLink(this.config.publicUrl, language, token ? `${path}?token=${token}` : path);
  }

  /** Deletes sessions and emailed links that ended more than a week ago. */
  private async prune({ em }: JobContext): Promise<void> {
    const before = new Date(Date.now() - KEEP_ENDED_MS);
    const idleEndedBefore = new Date(before.getTime() - this.config.sessionIdleMinutes * 60_000);
    await em.nativeDelete(Session, {
      $or: [{ expiresAt: { $lt: before } }, { revokedAt: { $lt: before } }, { lastSeenAt: { $lt: idleEndedBefore } }],
    });
    await em.nativeDelete(AuthToken, { $or: [{ expiresAt: { $lt: before } }, { usedAt: { $lt: before } }] });
  }
}
