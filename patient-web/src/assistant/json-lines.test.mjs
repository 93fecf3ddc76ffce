// Unit tests of the streamed reply's reading (json-lines.ts): node --test patient-web/src/assistant/json-lines.test.mjs
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { readJsonLines } from './json-lines.ts';

const bytes = (text) => new TextEncoder().encode(text);

/** A stream giving `chunks` one at a time, each only when read; `log` records each read and each value. */
function streamOf(chunks, log = []) {
  let next = 0;
  return new ReadableStream({
    pull(controller) {
      if (next === chunks.length) return controller.close();
      log.push(`read ${next}`);
      controller.enqueue(chunks[next++]);
    },
  });
}

describe('readJsonLines', () => {
  it('hands each line on as soon as it is complete, before the next chunk is read', async () => {
    const log = [];
    await readJsonLines(
      streamOf(
        [
          bytes('{"type":"start"}\n{"type":"delta","text":"Hip "}\n'),
          bytes('{"type":"delta","text":"replacement"}\n'),
          bytes('{"type":"done"}\n'),
        ],
        log,
      ),
      (value) => log.push(value.text ?? value.type),
    );
    assert.deepEqual(log, ['read 0', 'start', 'Hip ', 'read 1', 'replacement', 'read 2', 'done']);
  });

  it('joins a line split over chunks, even inside a multi-byte character', async () => {
    const line = bytes('{"type":"delta","text":"Je suis là — مرحبا 👋"}\n');
    const values = [];
    // Cut at every byte: the emoji (4 bytes) and the Arabic letters (2 bytes each) are split too.
    await readJsonLines(streamOf([...line].map((byte) => Uint8Array.of(byte))), (value) => values.push(value));
    assert.deepEqual(values, [{ type: 'delta', text: 'Je suis là — مرحبا 👋' }]);
  });

  it('skips blank lines and reads a last line without its newline', async () => {
    const values = [];
    await readJsonLines(streamOf([bytes('\n{"n":1}\n\n  \n{"n":'), bytes('2}')]), (value) => values.push(value.n));
    assert.deepEqual(values, [1, 2]);
  });

  it('rejects on a line that is not JSON, after the lines before it, and stops reading', async () => {
    const log = [];
    await assert.rejects(
      readJsonLines(streamOf([bytes('{"n":1}\n<html>\n'), bytes('{"n":2}\n')], log), (value) => log.push(value.n)),
      SyntaxError,
    );
    assert.deepEqual(log, ['read 0', 1]);
  });

  it('rejects when the stream fails', async () => {
    const broken = new ReadableStream({
      start(controller) {
        controller.enqueue(bytes('{"n":1}\n'));
        controller.error(new TypeError('network error'));
      },
    });
    const values = [];
    await assert.rejects(
      readJsonLines(broken, (value) => values.push(value.n)),
      /network error/,
    );
  });
});
