import { HOTP, Secret, TOTP } from 'otpauth';

/**
 * TOTP two-factor codes, computed by `otpauth` with the settings authenticator apps assume
 * (RFC 6238: HMAC-SHA1, 6 digits, 30-second steps, base32 secrets), so the secrets of enrolled
 * accounts keep working. The backend's only entry to the library.
 */
const ALGORITHM = 'SHA1';
const DIGITS = 6;
const PERIOD_SECONDS = 30;
/** Steps accepted either side of the current one, for the clock drift of a phone. */
const DRIFT_STEPS = 1;

/** A new 160-bit secret, base32-encoded (32 characters, no padding). */
export function generateTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The time step (the HOTP counter) at a moment, in ms since the epoch. */
export function totpStep(at: number = Date.now()): number {
  return TOTP.counter({ period: PERIOD_SECONDS, timestamp: at });
}

/** The code of one time step. */
export function totpCode(secret: string, step: number): string {
  return HOTP.generate({ secret: Secret.fromBase32(secret), algorithm: ALGORITHM, digits: DIGITS, counter: step });
}

/**
 * Checks a code against the current step and one step either side, and returns the matching
 * step; null if the code is malformed or none matches. The replay guard: a code is accepted only
 * from a step newer than the last accepted one, so the caller stores the returned step (the
 * account's `mfa_last_step`) and accepts a step only if it is greater (mfa.service does so
 * atomically, in a conditional update). `lastStep` applies the same rule here.
 */
export function verifyTotp(secret: string, code: string, at: number = Date.now(), lastStep: number | null = null): number | null {
  // Six ASCII digits only: otpauth compares byte buffers and throws on a length mismatch.
  if (!/^\d{6}$/.test(code)) return null;
  const delta = TOTP.validate({
    token: code,
    secret: Secret.fromBase32(secret),
    algorithm: ALGORITHM,
    digits: DIGITS,
    period: PERIOD_SECONDS,
    timestamp: at,
    window: DRIFT_STEPS,
  });
  if (delta === null) return null;
  const step = totpStep(at) + delta;
  return lastStep !== null && step <= lastStep ? null : step;
}

/** The otpauth:// URL of the set-up QR code. */
export function otpauthUrl(secret: string, account: string, issuer: string): string {
  return new TOTP({
    issuer,
    label: account,
    secret: Secret.fromBase32(secret),
    algorithm: ALGORITHM,
    digits: DIGITS,
    period: PERIOD_SECONDS,
  }).toString();
}
