// The language a browser prefers among ours (Accept-Language), which the frame suggests on a first visit.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { preferredLocale } from './accept-language.ts';

describe('preferredLocale', () => {
  it('reads the weights, then the order, and a region as its language', () => {
    assert.equal(preferredLocale('fr-SN,fr;q=0.9,en;q=0.8'), 'fr');
    assert.equal(preferredLocale('en-GB;q=0.5, sw-KE;q=0.9'), 'sw');
    assert.equal(preferredLocale('AR-EG'), 'ar');
    assert.equal(preferredLocale('en, fr'), 'en');
    assert.equal(preferredLocale('de-DE,de;q=0.9,fr;q=0.4'), 'fr');
  });

  it('is undefined when the browser names none of ours, refuses one (q=0) or says nothing', () => {
    assert.equal(preferredLocale('de, ja;q=0.5, *;q=0.1'), undefined);
    assert.equal(preferredLocale('fr;q=0, de'), undefined);
    assert.equal(preferredLocale(''), undefined);
    assert.equal(preferredLocale(null), undefined);
    assert.equal(preferredLocale('fr;q=abc,;;,'), undefined);
  });
});
