// Unit tests of `safeRedirect` (Node's test runner, which loads the TypeScript module as it is):
//   node --test patient-web/src/api/safe-redirect.test.mjs
// Each target is checked the way the browser uses the answer: as a `Location` (or link) resolved
// against the page that sent it. Values are given as the page reads them, after the query's decoding.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { safeRedirect } from './safe-redirect.ts';

const PAGE = 'https://medtour.example/auth?redirect=x';
const opensOnSite = (location) => new URL(location, PAGE).origin === 'https://medtour.example';

/** Targets that a browser would open on another site (or run as script), each as a probe wrote it. */
const OFF_SITE = [
  '//evil.example',
  '//evil.example/login',
  '/\\evil.example',
  '\\\\evil.example',
  '\\/evil.example',
  '/\\/evil.example',
  '///evil.example',
  '/\t/evil.example/login', // `%2F%09%2Fevil.example%2Flogin` once decoded: the probe's finding
  '\t//evil.example',
  '/\t\\evil.example',
  ' //evil.example',
  '\u0000//evil.example',
  '\u001f//evil.example',
  '/\r\n/evil.example',
  '/\n/evil.example',
  '/\r/evil.example',
  '\r\n//evil.example',
  '/..//evil.example',
  '/.//evil.example',
  '/%2e%2e//evil.example',
  '/%2E./%2fevil.example/../..//evil.example',
  'https://evil.example',
  'HTTPS://EVIL.EXAMPLE/login',
  'https:evil.example',
  'https:/evil.example',
  'http:\\\\evil.example',
  '\thttps://evil.example',
  'ftp://evil.example',
  '//evil.example@medtour.example',
  '//medtour.example@evil.example',
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  'java\tscript:alert(1)',
  'java\nscript:alert(1)',
  ' javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  'https://medtour.example.evil.example/',
];

describe('safeRedirect', () => {
  it('keeps a path on this site', () => {
    assert.equal(safeRedirect('/dashboard/account'), '/dashboard/account');
    assert.equal(
      safeRedirect('/dashboard?book=sunway-medical&step=results#booking'),
      '/dashboard?book=sunway-medical&step=results#booking',
    );
    assert.equal(safeRedirect('/'), '/');
  });

  it('answers the fallback for a target that opens another site or runs a script', () => {
    for (const target of OFF_SITE) {
      assert.equal(safeRedirect(target), '/dashboard', JSON.stringify(target));
      assert.equal(safeRedirect(target, '/'), '/', JSON.stringify(target));
    }
  });

  it('answers the fallback for nothing at all', () => {
    for (const target of [null, undefined, '', '   ', '\t\r\n']) assert.equal(safeRedirect(target, '/home'), '/home');
  });

  it('answers what a browser would open: tabs and newlines gone, the rest percent-encoded', () => {
    assert.equal(safeRedirect('/dash\tboard'), '/dashboard');
    assert.equal(safeRedirect('/x\r\nSet-Cookie: evil=1'), '/xSet-Cookie:%20evil=1');
    assert.equal(safeRedirect('/a/./b/../c'), '/a/c');
    assert.equal(safeRedirect('/hospitals?q=heart surgery'), '/hospitals?q=heart%20surgery');
    assert.equal(safeRedirect('/hôpital'), '/h%C3%B4pital');
    assert.equal(safeRedirect('/\ud800'), '/%EF%BF%BD');
  });

  it('keeps encoded characters as they are: a browser does not decode them into a host', () => {
    // Encoded once more than the page decodes: these name paths on this site, not other sites.
    for (const target of ['/%09/evil.example', '/%2F%2Fevil.example', '/%5Cevil.example', '/%0d%0a/evil.example']) {
      assert.equal(safeRedirect(target), target);
    }
    assert.equal(safeRedirect('%2F%2Fevil.example'), '/%2F%2Fevil.example');
  });

  it('never answers a location a browser opens elsewhere, or one with a character a header cannot hold', () => {
    const samples = [...OFF_SITE, '/ok', 'relative', '?q=1', '#top', '/\u0000/x', '/\u2028/x', '/x\u0085y', '/\uff0f\uff0fevil.example'];
    for (const target of samples) {
      const location = safeRedirect(target);
      assert.ok(opensOnSite(location), `${JSON.stringify(target)} → ${location}`);
      assert.match(location, /^\/(?![/\\])[\x21-\x7e]*$/, `${JSON.stringify(target)} → ${location}`);
    }
  });
});
