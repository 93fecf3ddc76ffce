import { randomBytes } from 'node:crypto';
import { decrypt, encrypt } from './encryption.js';
import { generateTotpSecret, otpauthUrl, totpCode, totpStep, verifyTotp } from './totp.js';

describe('TOTP (RFC 6238, SHA-1, 6 digits, 30 s)', () => {
  // RFC 6238 appendix B: the 20-byte ASCII secret "12345678901234567890" (base32 below), SHA-1.
  // The RFC lists 8-digit codes; the product uses 6, the last 6 digits of the same number.
  const rfcSecret = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';

  it.each([
    [59, '94287082'],
    [1111111109, '07081804'],
    [1111111111, '14050471'],
    [1234567890, '89005924'],
    [2000000000, '69279037'],
    [20000000000, '65353130'],
  ])('matches the RFC test vector at T=%i', (seconds, rfcCode) => {
    const at = seconds * 1000;
    const code = rfcCode.slice(-6);
    expect(totpStep(at)).toBe(Math.floor(seconds / 30));
    expect(totpCode(rfcSecret, totpStep(at))).toBe(code);
    expect(verifyTotp(rfcSecret, code, at)).toBe(totpStep(at));
  });

  describe('verifyTotp', () => {
    const secret = generateTotpSecret();
    const at = 1_800_000_000_000;
    const step = Math.floor(at / 30_000);

    it('accepts the current step and one step of drift either side, not further', () => {
      expect(verifyTotp(secret, totpCode(secret, step), at)).toBe(step);
      expect(verifyTotp(secret, totpCode(secret, step - 1), at)).toBe(step - 1);
      expect(verifyTotp(secret, totpCode(secret, step + 1), at)).toBe(step + 1);
      expect(verifyTotp(secret, totpCode(secret, step - 2), at)).toBeNull();
      expect(verifyTotp(secret, totpCode(secret, step + 2), at)).toBeNull();
    });

    it('accepts a step only if newer than the last accepted one (a reused code is refused)', () => {
      expect(verifyTotp(secret, totpCode(secret, step), at, step - 1)).toBe(step);
      expect(verifyTotp(secret, totpCode(secret, step), at, step)).toBeNull();
      expect(verifyTotp(secret, totpCode(secret, step - 1), at, step)).toBeNull();
      expect(verifyTotp(secret, totpCode(secret, step + 1), at, step)).toBe(step + 1);
    });

    it('refuses malformed codes and the code of another secret', () => {
      const code = totpCode(secret, step);
      for (const bad of ['', 'abcdef', code.slice(1), `${code}0`, ` ${code}`, `${code.slice(1)}é`, '١٢٣٤٥٦']) {
        expect(verifyTotp(secret, bad, at)).toBeNull();
      }
      expect(verifyTotp(generateTotpSecret(), code, at)).toBeNull();
    });
  });

  it('makes 160-bit base32 secrets and the otpauth:// URL authenticator apps read', () => {
    const secret = generateTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(generateTotpSecret()).not.toBe(secret);
    const url = new URL(otpauthUrl(secret, 'staff@example.com', 'MedTour Asia'));
    expect(`${url.protocol}//${url.host}`).toBe('otpauth://totp');
    expect(decodeURIComponent(url.pathname)).toBe('/MedTour Asia:staff@example.com');
    expect(Object.fromEntries(url.searchParams)).toEqual({ secret, issuer: 'MedTour Asia', algorithm: 'SHA1', digits: '6', period: '30' });
  });
});

describe('AES-256-GCM encryption', () => {
  const key = randomBytes(32);

  it('round-trips and never contains the plaintext', () => {
    const plaintext = Buffer.from('PDF medical record: diagnosis');
    const blob = encrypt(plaintext, key);
    expect(blob.includes(plaintext)).toBe(false);
    expect(decrypt(blob, key)).toEqual(plaintext);
  });

  it('refuses tampered data and a wrong key', () => {
    const blob = encrypt(Buffer.from('secret'), key);
    blob[blob.length - 1]! ^= 1;
    expect(() => decrypt(blob, key)).toThrow();
    expect(() => decrypt(encrypt(Buffer.from('secret'), key), randomBytes(32))).toThrow();
  });
});
