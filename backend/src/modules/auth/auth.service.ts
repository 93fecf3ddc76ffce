import { ForbiddenException, Injectable, UnauthorizedException, BadRequestException } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { LockMode } from '@mikro-orm/core';
import {
  API_MESSAGES,
  type Currency,
  DEFAULT_LOCALE,
  type Locale,
  type Me,
  messageText,
  RATE_LIMITS,
  utcDay,
  VERIFICATION_RESEND,
} from '@medtour/contracts';
import { RequestContext } from '../../common/request-context.js';
import { encryptText } from '../../common/crypto/encryption.js';
import { clientTracker } from '../../common/rate-limit/limits.js';
import { RateLimitService } from '../../common/rate-limit/rate-limit.service.js';
import { AppConfig } from '../../config/app-config.js';
import { AuditService } from '../audit/index.js';
import { OutboxService } from '../notifications/index.js';
import { DataRequest, User, toMe } from '../users/index.js';
import { accountEmailPayload } from './account-emails.js';
import { AuthTokensService } from './auth-tokens.service.js';
import type { ChangePasswordDto, SignUpDto } from './dto/auth.dto.js';
import { hashPassword, verifyPassword } from './password.js';
import { SessionService } from './session.service.js';

export const SIGN_UP_DONE = 'Account created! Please check your email to verify your account.';
export const EMAIL_NOT_VERIFIED = API_MESSAGES.emailNotVerified;
export const RESET_REQUESTED = 'If an account exists for this email, we have sent a password reset link.';
export const RESET_LINK_INVALID = API_MESSAGES.resetLinkInvalid;
export const INVITATION_INVALID = API_MESSAGES.invitationInvalid;
export const VERIFY_LINK_INVALID = API_MESSAGES.verifyLinkInvalid;
export const SIGN_IN_LINK_REQUESTED = API_MESSAGES.signInLinkRequested;
export const SIGN_IN_LINK_INVALID = API_MESSAGES.signInLinkInvalid;

/** The new session's token and expiry (for the cookie), and who signed in or that a second factor is due. */
export type SignInResult = { token: string; expiresAt: Date } & ({ me: Me } | { mfaRequired: true });

@Injectable()
export class AuthService {
  /** Verified when the email is unknown, so that both failures take the same time. */
  private readonly dummyHash = hashPassword('timing-equaliser-not-a-password');

  constructor(
    private readonly em: EntityManager,
    private readonly sessions: SessionService,
    private readonly tokens: AuthTokensService,
    private readonly outbox: OutboxService,
    private readonly audit: AuditService,
    private readonly rateLimits: RateLimitService,
    private readonly config: AppConfig,
    private readonly context: RequestContext,
  ) {}

  /**
   * Asks the worker to create the unverified account and email its verification link (an email
   * that already has an account gets a notice instead). The answer is the same, and takes the same
   * time, either way: nobody learns which emails are registered.
   */
  async signUp(data: SignUpDto): Promise<void> {
    const passwordHash = await hashPassword(data.password);
    const origin = this.context.origin; // for the worker's audit row
    await this.em.transactional(async (tx) => {
      this.outbox.enqueue(tx, 'auth.sign_up_requested', {
        email: data.email,
        firstName: data.firstName,
        lastName: data.lastName,
        language: data.language ?? DEFAULT_LOCALE,
        encryptedPasswordHash: encryptText(passwordHash, this.config.encryptionKey),
        ip: origin.ip,
        userAgent: origin.userAgent,
      });
    });
  }

  async verifyEmail(token: string): Promise<void> {
    await this.em.transactional(async (tx) => {
      const user = await this.tokens.consume(tx, token, 'verify_email');
      if (!user) throw new BadRequestException(VERIFY_LINK_INVALID);
      user.emailVerifiedAt ??= new Date();
      await this.audit.record(tx, { actorId: user.id, action: 'auth.verify_email', entity: 'user', entityId: user.id });
    });
  }

  /**
   * Checks the password and opens a new session; staff and opted-in users then need their second factor.
   * Attempts are limited per email and client address (the spec's 3 per 15 minutes), so that wrong
   * passwords from elsewhere do not lock the owner out, and per email from every address together
   * (a higher ceiling, against guessing from many addresses). Past either, the owner still gets in
   * with an emailed sign-in link.
   */
  async signIn(email: string, password: string, previousToken?: string, keepAccount = false): Promise<SignInResult> {
    const fromHere = this.emailAtClient(email);
    await this.rateLimits.consume(RATE_LIMITS.signIn, fromHere);
    await this.rateLimits.consume(RATE_LIMITS.signInPerEmail, email);
    // The same work whether or not the email exists, until the password is known to be right: one
    // query for a plain row (no entity built for a known email) and one argon2 verification.
    const [account] = await this.em.execute<{ id: string; password_hash: string | null; is_active: boolean; closed_at: Date | null }[]>(
      'select id, password_hash, is_active, closed_at from users where email = ?',
      [email],
    );
    const valid = await verifyPassword(account?.password_hash ?? (await this.dummyHash), password);
    // A closed account's owner (the right password) is told when it will be erased, and may keep it (issue 53).
    let active = account?.is_active ?? false;
    if (account?.closed_at && valid) {
      if (!keepAccount || !(await this.keepAccount(account.id))) await this.refuseClosed(account.id);
      active = true;
    }
    if (!account?.password_hash || !valid || !active) {
      const reason = !account ? 'unknown_email' : !account.password_hash || !valid ? 'bad_password' : 'inactive';
      // Recorded against the account, not as its actor: whoever tried is not known to be its owner, and
      // an actor reference would cost a foreign-key check (a row lock on the user) that an unknown
      // email does not, so the answer's time would tell that the account exists. A sign-in link's
      // email counts these rows to tell the owner of them.
      await this.audit.record(this.em, {
        actorId: null,
        action: 'auth.sign_in',
        entity: 'user',
        entityId: account?.id,
        outcome: 'failure',
        details: { reason },
      });
      throw new UnauthorizedException(API_MESSAGES.invalidCredentials);
    }
    const user = await this.em.findOneOrFail(User, account.id, { populate: ['roles', 'profile'] });
    if (!user.emailVerifiedAt) {
      const waitMinutes = await this.resendVerification(user);
      await this.audit.record(this.em, {
        actorId: user.id,
        action: 'auth.sign_in',
        outcome: 'failure',
        details: { reason: 'email_not_verified', linkSent: waitMinutes === 0 },
      });
      const message = waitMinutes ? messageText('emailNotVerifiedLinkSent', { minutes: String(waitMinutes) }) : EMAIL_NOT_VERIFIED;
      throw new ForbiddenException({ message, code: 'email_not_verified' });
    }
    // This address's count starts again; the count from every address does not (a stranger's tries stay
    // counted), but this attempt is taken back from it: the ceiling is on wrong passwords, not on the owner's sign-ins.
    await this.rateLimits.reset(RATE_LIMITS.signIn, fromHere);
    await this.rateLimits.forgiveOne(RATE_LIMITS.signInPerEmail, email);
    return this.openSession(user, previousToken, {});
  }

  /**
   * Reopens a closed account whose erasure has not started: its erasure request is cancelled (the
   * worker's erasure claims the same row, locked, so one of the two wins). False when it is too late.
   */
  private async keepAccount(userId: string): Promise<boolean> {
    return this.em.transactional(async (tx) => {
      const kept = await tx.nativeUpdate(
        DataRequest,
        { user: userId, kind: 'erasure', state: 'scheduled' },
        { state: 'cancelled', completedAt: new Date(), eraseAfter: null },
      );
      if (!kept) return false;
      await tx.nativeUpdate(User, { id: userId }, { closedAt: null, isActive: true });
      await this.audit.record(tx, { actorId: userId, action: 'privacy.closing_cancelled', entity: 'user', entityId: userId });
      return true;
    });
  }

  /** The right password for a closed account: refused, with the day it will be erased (the owner may sign in again to keep it). */
  private async refuseClosed(userId: string): Promise<never> {
    const request = await this.em.findOne(DataRequest, { user: userId, kind: 'erasure', state: 'scheduled' });
    await this.audit.record(this.em, {
      actorId: null,
      action: 'auth.sign_in',
      entity: 'user',
      entityId: userId,
      outcome: 'failure',
      details: { reason: 'closed' },
    });
    if (!request?.eraseAfter) throw new UnauthorizedException(API_MESSAGES.invalidCredentials); // being erased right now
    const day = utcDay(request.eraseAfter);
    throw new ForbiddenException({ message: messageText('accountClosed', { day }), code: 'account_closed', eraseAfter: day });
  }

  /**
   * Always the same answer, in the same time, whether or not the email has an account: the worker
   * looks it up and emails the link (see `AuthJobs`, which also bounds how many one inbox gets). Only
   * the route's per-address limit refuses: a limit per email would let anyone stop the owner asking.
   */
  async requestSignInLink(email: string): Promise<void> {
    await this.queueAccountRequest('auth.sign_in_link_requested', email);
  }

  /**
   * Signs in with an emailed single-use link, whatever the password's lockout (the link proves the
   * mailbox, as a reset link does); staff and opted-in users then need their second factor as after a
   * password. The email's counts of attempts start again: its owner is back.
   */
  async signInWithLink(token: string, previousToken?: string): Promise<SignInResult> {
    const userId = await this.em.transactional(async (tx) => {
      const user = await this.tokens.consume(tx, token, 'sign_in_link');
      // An account deactivated since the link was sent: refused like a used link (the transaction keeps it unused).
      if (!user?.isActive) throw new BadRequestException(SIGN_IN_LINK_INVALID);
      user.emailVerifiedAt ??= new Date(); // the link proved they read this mailbox
      return user.id;
    });
    const user = await this.em.findOneOrFail(User, userId, { populate: ['roles', 'profile'] });
    await this.rateLimits.reset(RATE_LIMITS.signIn, this.emailAtClient(user.email));
    await this.rateLimits.reset(RATE_LIMITS.signInPerEmail, user.email);
    return this.openSession(user, previousToken, { method: 'sign_in_link' });
  }

  /** The subject of the per-address sign-in count: the email and the client as the address limits see it (an IPv6 client by its /56). */
  private emailAtClient(email: string): string {
    return `${email}\n${clientTracker({ ip: this.context.origin.ip ?? undefined })}`;
  }

  /** Opens the session of a user who proved who they are: every sign-in gets a fresh token, the browser's previous session ends. */
  private async openSession(user: User, previousToken: string | undefined, details: Record<string, unknown>): Promise<SignInResult> {
    if (previousToken) {
      const previous = await this.sessions.resolve(previousToken);
      if (previous) await this.sessions.revoke(previous.id);
    }
    const mfaRequired = !!user.mfaEnabledAt;
    const { token, session } = await this.sessions.create(user, !mfaRequired);
    await this.audit.record(this.em, {
      actorId: user.id,
      action: 'auth.sign_in',
      entity: 'session',
      entityId: session.id,
      details: mfaRequired ? { ...details, mfa: 'pending' } : details,
    });
    const cookie = { token, expiresAt: session.expiresAt };
    return mfaRequired ? { ...cookie, mfaRequired: true } : { ...cookie, me: toMe(user, true) };
  }

  /**
   * Sends an unverified account a new verification link unless one went out within the interval or
   * the day's allowance is spent (VERIFICATION_RESEND); the earlier links keep working either way.
   * Returns 0 when a link was sent, else the minutes until another may be. The account's row is
   * locked meanwhile, so that two sign-ins at once send one email.
   */
  private async resendVerification(user: User): Promise<number> {
    return this.em.transactional(async (tx) => {
      await tx.findOneOrFail(User, user.id, { lockMode: LockMode.PESSIMISTIC_WRITE, fields: ['id'] });
      const now = Date.now();
      const sent = await this.tokens.sentSince(tx, user, 'verify_email', new Date(now - 86_400_000));
      const nextByInterval = sent[0] ? sent[0].getTime() + VERIFICATION_RESEND.intervalMinutes * 60_000 : 0;
      const nextByDay = sent.length >= VERIFICATION_RESEND.perDay ? sent[VERIFICATION_RESEND.perDay - 1]!.getTime() + 86_400_000 : 0;
      const next = Math.max(nextByInterval, nextByDay);
      if (next > now) return Math.ceil((next - now) / 60_000);
      const token = await this.tokens.issue(tx, user, 'verify_email');
      this.outbox.enqueue(tx, 'auth.verify_email', accountEmailPayload(user.id, token, this.config.encryptionKey));
      return 0;
    });
  }

  async signOut(userId: string, sessionId: string): Promise<void> {
    await this.sessions.revoke(sessionId);
    await this.audit.record(this.em, { actorId: userId, action: 'auth.sign_out', entity: 'session', entityId: sessionId });
  }

  async signOutEverywhere(userId: string): Promise<void> {
    const count = await this.sessions.revokeAllOf(userId);
    await this.audit.record(this.em, {
      actorId: userId,
      action: 'auth.sign_out_everywhere',
      entity: 'user',
      entityId: userId,
      details: { sessions: count },
    });
  }

  /** Always the same answer, in the same time, whether or not the email has an account: the worker looks it up. */
  async requestPasswordReset(email: string): Promise<void> {
    await this.rateLimits.consume(RATE_LIMITS.passwordReset, `email:${email}`);
    await this.queueAccountRequest('auth.password_reset_requested', email);
  }

  /** Hands a request about an email to the worker, with the client's origin for its audit row. */
  private async queueAccountRequest(job: 'auth.password_reset_requested' | 'auth.sign_in_link_requested', email: string): Promise<void> {
    const origin = this.context.origin;
    await this.em.transactional(async (tx) => {
      this.outbox.enqueue(tx, job, { email, ip: origin.ip, userAgent: origin.userAgent });
    });
  }

  /** Sets the new password from a single-use link and ends every session of the account. */
  async resetPassword(token: string, password: string): Promise<void> {
    const passwordHash = await hashPassword(password);
    const userId = await this.em.transactional(async (tx) => {
      const user = await this.tokens.consume(tx, token, 'password_reset');
      if (!user) throw new BadRequestException(RESET_LINK_INVALID);
      user.passwordHash = passwordHash;
      user.emailVerifiedAt ??= new Date(); // the link proved they read this mailbox
      this.outbox.enqueue(tx, 'auth.password_changed', accountEmailPayload(user.id, undefined, this.config.encryptionKey));
      await this.audit.record(tx, { actorId: user.id, action: 'auth.password_reset', entity: 'user', entityId: user.id });
      return user.id;
    });
    await this.sessions.revokeAllOf(userId);
  }

  /** An invited user chooses a password; the link proves the email address. */
  async acceptInvitation(token: string, password: string): Promise<void> {
    const passwordHash = await hashPassword(password);
    await this.em.transactional(async (tx) => {
      const user = await this.tokens.consume(tx, token, 'invitation');
      if (!user) throw new BadRequestException(INVITATION_INVALID);
      user.passwordHash = passwordHash;
      user.emailVerifiedAt ??= new Date();
      await this.audit.record(tx, { actorId: user.id, action: 'auth.invitation_accepted', entity: 'user', entityId: user.id });
    });
  }

  /** Changes the password and ends the user's other sessions (this one stays). */
  async setLanguage(userId: string, language: Locale): Promise<void> {
    await this.em.nativeUpdate(User, { id: userId }, { language });
  }

  async setCurrency(userId: string, currency: Currency): Promise<void> {
    await this.em.nativeUpdate(User, { id: userId }, { currency });
  }

  async changePassword(userId: string, sessionId: string, data: ChangePasswordDto): Promise<void> {
    const user = await this.em.findOneOrFail(User, userId, { populate: ['passwordHash'] });
    if (!user.passwordHash || !(await verifyPassword(user.passwordHash, data.currentPassword))) {
      await this.audit.record(this.em, { actorId: userId, action: 'auth.password_change', outcome: 'failure' });
      throw new BadRequestException({ message: 'Validation failed', errors: { currentPassword: 'Current password is incorrect' } });
    }
    user.passwordHash = await hashPassword(data.password);
    await this.em.transactional(async (tx) => {
      tx.persist(user);
      this.outbox.enqueue(tx, 'auth.password_changed', accountEmailPayload(userId, undefined, this.config.encryptionKey));
    });
    const ended = await this.sessions.revokeAllOf(userId, sessionId);
    await this.audit.record(this.em, {
      actorId: userId,
      action: 'auth.password_change',
      entity: 'user',
      entityId: userId,
      details: { otherSessionsEnded: ended },
    });
  }

  async me(userId: string, mfaVerified: boolean): Promise<Me> {
    const user = await this.em.findOneOrFail(User, userId, { populate: ['roles', 'profile'] });
    return toMe(user, mfaVerified);
  }
}
