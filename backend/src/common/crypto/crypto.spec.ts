import { randomBytes } from 'node:crypto';
import { decrypt, encrypt } from './encryption.js';
import { base32Decode, base32Encode, totpCode, verifyTotp } from './totp.js';

describe('TOTP (RFC 6238)', () => {
  // RFC 6238 appendix B: ASCII secret "12345678901234567890", SHA-1, 8 digits.
  const secret = base32Encode(Buffer.from('12345678901234567890'));

  it.each([
    [59, '94287082'],
    [1111111109, '07081804'],
    [2000000000, '69279037'],
  ])('matches the RFC test vector at T=%i', (seconds, expected) => {
    expect(totpCode(secret, Math.floor(seconds / 30), 8)).toBe(expected);
  });

  it('accepts the current code and one step of drift, not older ones', () => {
    const at = 1_800_000_000_000;
    const step = Math.floor(at / 30_000);
    expect(verifyTotp(secret, totpCode(secret, step), at)).toBe(step);
    expect(verifyTotp(secret, totpCode(secret, step - 1), at)).toBe(step - 1);
    expect(verifyTotp(secret, totpCode(secret, step - 2), at)).toBeNull();
    expect(verifyTotp(secret, 'abcdef', at)).toBeNull();
  });

  it('round-trips base32', () => {
    const data = randomBytes(20);
    expect(base32Decode(base32Encode(data))).toEqual(data);
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
