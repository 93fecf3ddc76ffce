// Unit tests of where the assistant's log scrolls to (scroll.ts): node --test patient-web/src/assistant/scroll.test.mjs
// Measures as a browser gives them: a log 400 px tall, its padding 16 px.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { newestInView, scrolledAway } from './scroll.ts';

const GAP = 16;

describe('newestInView', () => {
  it('scrolls to the end while all of the newest message fits below its first line', () => {
    // Scrolled to 0; the reply starts 300 px down and ends at 600 px: the end (200) shows all of it.
    assert.equal(newestInView({ scrollTop: 0, scrollHeight: 600, clientHeight: 400 }, 300, GAP), 200);
    // Nothing to scroll.
    assert.equal(newestInView({ scrollTop: 0, scrollHeight: 380, clientHeight: 400 }, 300, GAP), 0);
  });

  it('stops at the first line of a message longer than the log, and stays there as it grows', () => {
    // The emergency reply starts 300 px down and is 1,000 px long: its first line at the top (after the gap).
    const view = { scrollTop: 0, scrollHeight: 1_300, clientHeight: 400 };
    assert.equal(newestInView(view, 300, GAP), 284);
    // Placed there, the reply grows: the same place (its top is now GAP below the visible top).
    assert.equal(newestInView({ scrollTop: 284, scrollHeight: 1_500, clientHeight: 400 }, GAP, GAP), 284);
    assert.equal(newestInView({ scrollTop: 284, scrollHeight: 2_000, clientHeight: 400 }, GAP, GAP), 284);
  });

  it('follows the end of a growing reply until it no longer fits, then holds its start', () => {
    const top = 500; // the reply's top in the content
    const places = [550, 700, 900, 1_200, 1_600].map((scrollHeight) => {
      const scrollTop = Math.max(0, scrollHeight - 50 - 400); // where the previous step left it (the end)
      return newestInView({ scrollTop, scrollHeight, clientHeight: 400 }, top - scrollTop, GAP);
    });
    assert.deepEqual(places, [150, 300, 484, 484, 484]);
  });

  it('scrolls up to a message above the visible part (a conversation opened at its last reply)', () => {
    // Scrolled to the end of a long conversation; the last reply starts 900 px above the visible top.
    assert.equal(newestInView({ scrollTop: 2_000, scrollHeight: 2_400, clientHeight: 400 }, -900, GAP), 1_084);
  });

  it('never goes above the top nor past the end, and gives whole pixels', () => {
    assert.equal(newestInView({ scrollTop: 0, scrollHeight: 1_000, clientHeight: 400 }, 4, GAP), 0);
    assert.equal(newestInView({ scrollTop: 0, scrollHeight: 1_000, clientHeight: 400 }, 5_000, GAP), 600);
    assert.equal(newestInView({ scrollTop: 10.25, scrollHeight: 1_000, clientHeight: 400 }, 100.5, GAP), 95);
  });
});

describe('scrolledAway', () => {
  it('is false before the log was placed, and where it was placed (give or take the rounding)', () => {
    assert.equal(scrolledAway(120, null), false);
    assert.equal(scrolledAway(284, 284), false);
    assert.equal(scrolledAway(284.5, 284), false);
  });

  it('is true once the patient scrolled, either way', () => {
    assert.equal(scrolledAway(200, 284), true);
    assert.equal(scrolledAway(400, 284), true);
  });
});
