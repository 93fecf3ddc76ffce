import { createHash, randomInt } from 'node:crypto';
import { BadRequestException, Injectable, UnauthorizedException } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { API_MESSAGES, type Me, RATE_LIMITS } from '@medtour/contracts';
import QRCode from 'qrcode';
import { decryptText, encryptText } from '../../common/crypto/encryption.js';
import { generateTotpSecret, otpauthUrl, verifyTotp } from '../../common/crypto/totp.js';
import { RateLimitService } from '../../common/rate-limit/rate-limit.service.js';
import { AppConfig } from '../../config/app-config.js';
import { AuditService } from '../audit/index.js';
import { User, toMe } from '../users/index.js';
import { MfaRecoveryCode } from './entities/mfa-recovery-code.entity.js';
import { SessionService } from './session.service.js';

const ISSUER = 'MedTour Asia';
const RECOVERY_CODES = 10;
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789'; // no 0/o, 1/l/i

function hashCode(code: string): string {
  return createHash('sha256').update(code).digest('hex');
}

function recoveryCode(): string {
  const pick = () => Array.from({ length: 4 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]).join('');
  return `${pick()}-${pick()}`;
}

/** TOTP two-factor: enrolment with QR code, verification at sign-in, recovery codes. */
@Injectable()
export class MfaService {
  constructor(
    private readonly em: EntityManager,
    private readonly sessions: SessionService,
    private readonly audit: AuditService,
    private readonly rateLimits: RateLimitService,
    private readonly config: AppConfig,
  ) {}

  /** Starts (or restarts) enrolment: a new secret, stored encrypted, not yet in force. */
  async enroll(userId: string): Promise<{ secret: string; otpauthUrl: string; qrCode: string }> {
    const user = await this.em.findOneOrFail(User, userId);
    if (user.mfaEnabledAt) throw new BadRequestException('Two-factor authentication is already enabled');
    const secret = generateTotpSecret();
    user.mfaSecret = encryptText(secret, this.config.encryptionKey);
    await this.em.flush();
    const url = otpauthUrl(secret, user.email, ISSUER);
    const svg = await QRCode.toString(url, { type: 'svg', errorCorrectionLevel: 'M', margin: 1 });
    return { secret, otpauthUrl: url, qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
  }

  /** The first valid code turns 2FA on, verifies this session and returns the recovery codes (shown once). */
  async confirmEnrollment(userId: string, sessionId: string, code: string): Promise<string[]> {
    await this.rateLimits.consume(RATE_LIMITS.mfa, userId);
    const codes = Array.from({ length: RECOVERY_CODES }, recoveryCode);
    await this.em.transactional(async (tx) => {
      const user = await tx.findOneOrFail(User, userId, { populate: ['mfaSecret'] });
      if (user.mfaEnabledAt) throw new BadRequestException('Two-factor authentication is already enabled');
      const step = user.mfaSecret ? verifyTotp(decryptText(user.mfaSecret, this.config.encryptionKey), code) : null;
      if (step === null) throw new BadRequestException(API_MESSAGES.invalidCode);
      user.mfaEnabledAt = new Date();
      user.mfaLastStep = String(step);
      await tx.nativeDelete(MfaRecoveryCode, { user });
      for (const c of codes) tx.create(MfaRecoveryCode, { user, codeHash: hashCode(c) });
      await this.audit.record(tx, { actorId: userId, action: 'auth.mfa_enabled', entity: 'user', entityId: userId });
    });
    await this.rateLimits.reset(RATE_LIMITS.mfa, userId);
    await this.sessions.markMfaVerified(sessionId);
    return codes;
  }

  /** The second sign-in step: a TOTP code (never the same one twice) or an unused recovery code. */
  async verify(userId: string, sessionId: string, code: string): Promise<Me> {
    await this.rateLimits.consume(RATE_LIMITS.mfa, userId);
    const user = await this.em.findOneOrFail(User, userId, { populate: ['mfaSecret', 'roles', 'profile'] });
    const method = code.includes('-') ? 'recovery_code' : 'totp';
    const ok =
      user.mfaEnabledAt &&
      user.mfaSecret &&
      (method === 'totp' ? await this.acceptTotp(user, code) : await this.acceptRecoveryCode(user, code));
    if (!ok) {
      await this.audit.record(this.em, { actorId: userId, action: 'auth.mfa_verify', outcome: 'failure', details: { method } });
      throw new UnauthorizedException(API_MESSAGES.invalidCode);
    }
    await this.rateLimits.reset(RATE_LIMITS.mfa, userId);
    await this.sessions.markMfaVerified(sessionId);
    await this.audit.record(this.em, {
      actorId: userId,
      action: 'auth.mfa_verify',
      entity: 'session',
      entityId: sessionId,
      details: { method },
    });
    return toMe(user, true);
  }

  /** Turns 2FA off after a valid code. Staff lose back-office access until they enrol again. */
  async disable(userId: string, sessionId: string, code: string): Promise<void> {
    await this.verify(userId, sessionId, code);
    await this.em.transactional(async (tx) => {
      await tx.nativeUpdate(User, { id: userId }, { mfaEnabledAt: null, mfaSecret: null, mfaLastStep: null });
      await tx.nativeDelete(MfaRecoveryCode, { user: userId });
      await this.audit.record(tx, { actorId: userId, action: 'auth.mfa_disabled', entity: 'user', entityId: userId });
    });
  }

  private async acceptTotp(user: User, code: string): Promise<boolean> {
    const step = verifyTotp(decryptText(user.mfaSecret!, this.config.encryptionKey), code);
    if (step === null) return false;
    // Conditional update: a code (its time step) is accepted once, even by two concurrent requests.
    const updated = await this.em.nativeUpdate(
      User,
      { id: user.id, $or: [{ mfaLastStep: null }, { mfaLastStep: { $lt: String(step) } }] },
      { mfaLastStep: String(step) },
    );
    return updated === 1;
  }

  private async acceptRecoveryCode(user: User, code: string): Promise<boolean> {
    const used = await this.em.nativeUpdate(MfaRecoveryCode, { user, codeHash: hashCode(code), usedAt: null }, { usedAt: new Date() });
    return used === 1;
  }
}
