import { randomBytes } from 'node:crypto';
import { Readable, type Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { decrypt, decryptingStream, encrypt, encryptingStream } from './encryption.js';

/** `data` cut into pieces of `size` bytes (the last one shorter). */
const pieces = (data: Buffer, size: number): Buffer[] =>
  Array.from({ length: Math.ceil(data.length / size) }, (_, i) => data.subarray(i * size, (i + 1) * size));

/** What `transform` makes of `chunks`, written one after the other. */
async function through(transform: Transform, chunks: Buffer[]): Promise<Buffer> {
  const out: Buffer[] = [];
  await pipeline(Readable.from(chunks), transform, async (source: AsyncIterable<Buffer>) => {
    for await (const chunk of source) out.push(chunk);
  });
  return Buffer.concat(out);
}

describe('streamed AES-256-GCM (format version 2)', () => {
  const key = randomBytes(32);
  const CHUNK = 64 * 1024; // a file stream's chunk: sizes around it (and around the 16-byte tag and block) matter

  it.each([0, 1, 15, 16, 17, 31, 32, 33, CHUNK - 17, CHUNK - 16, CHUNK - 1, CHUNK, CHUNK + 1, CHUNK + 16, 3 * CHUNK + 5, 1024 * 1024 + 7])(
    'round-trips %i bytes, whatever the chunks on either side',
    async (size) => {
      const plaintext = randomBytes(size);
      // Chunks as files and sockets give them, and (on the smaller sizes) tiny ones that split the header and the tag.
      const chunkings = [
        [CHUNK, CHUNK],
        [CHUNK + 3, 4099],
        ...(size <= 2 * CHUNK
          ? [
              [7, 16],
              [16, 1],
              [1000, 17],
            ]
          : []),
      ];
      for (const [inSize, outSize] of chunkings as [number, number][]) {
        const stored = await through(encryptingStream(key), pieces(plaintext, inSize));
        expect(stored.length).toBe(1 + 12 + size + 16);
        expect(stored[0]).toBe(2);
        expect((await through(decryptingStream(key), pieces(stored, outSize))).equals(plaintext)).toBe(true);
        expect(decrypt(stored, key).equals(plaintext)).toBe(true); // the whole-buffer reader knows version 2 too
      }
    },
  );

  it('never writes the plaintext, and uses a fresh IV for each file', async () => {
    const plaintext = Buffer.from('PDF medical record: diagnosis '.repeat(100));
    const a = await through(encryptingStream(key), [plaintext]);
    const b = await through(encryptingStream(key), [plaintext]);
    expect(a.includes(Buffer.from('diagnosis'))).toBe(false);
    expect(a.subarray(1, 13).equals(b.subarray(1, 13))).toBe(false);
  });

  it('still reads version 1 files (written before streaming), whole or streamed', async () => {
    const plaintext = randomBytes(CHUNK + 100);
    const v1 = encrypt(plaintext, key);
    expect(v1[0]).toBe(1);
    for (const size of [1, 5, 29, 30, CHUNK]) {
      expect((await through(decryptingStream(key), pieces(v1, size))).equals(plaintext)).toBe(true);
    }
    expect(decrypt(v1, key).equals(plaintext)).toBe(true);
  });

  describe('refuses what was not written with this key, untouched', () => {
    const plaintext = randomBytes(5000);
    let stored: Buffer;
    beforeAll(async () => (stored = await through(encryptingStream(key), [plaintext])));
    const flipped = (at: number) => {
      const copy = Buffer.from(stored);
      copy[at]! ^= 1;
      return copy;
    };
    // Each row has its three values: jest would take a missing last argument for a `done` callback.
    const cases: [string, () => Buffer, Buffer | null][] = [
      ['a changed ciphertext byte', () => flipped(2000), null],
      ['a changed first ciphertext byte', () => flipped(13), null],
      ['a changed tag', () => flipped(stored.length - 1), null],
      ['a changed IV', () => flipped(5), null],
      ['a file cut short by one byte', () => stored.subarray(0, stored.length - 1), null],
      ['a file cut at its tag', () => stored.subarray(0, stored.length - 16), null],
      ['a file cut inside its header', () => stored.subarray(0, 8), null],
      ['an empty file', () => Buffer.alloc(0), null],
      ['an unknown version', () => Buffer.concat([Buffer.from([3]), stored.subarray(1)]), null],
      ['a tampered version 1 file', () => Buffer.concat([encrypt(plaintext, key).subarray(0, 100), Buffer.from('x')]), null],
      ['another key', () => stored, randomBytes(32)],
    ];

    it.each(cases)('%s: the stream fails before its end has gone out, and the whole-buffer read throws', async (_name, blob, otherKey) => {
      const data = blob();
      for (const size of [1, 16, 4096]) {
        const out: Buffer[] = [];
        const decrypting = decryptingStream(otherKey ?? key).on('data', (chunk: Buffer) => out.push(chunk));
        await expect(pipeline(Readable.from(pieces(data, size)), decrypting)).rejects.toThrow();
        expect(Buffer.concat(out).length).toBeLessThan(plaintext.length); // a download is seen cut short, never complete
      }
      expect(() => decrypt(data, otherKey ?? key)).toThrow();
    });
  });
});
