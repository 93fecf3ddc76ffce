// What the server renders into a page for slow links (document.ts): React Router's scripts sit in a
// <noscript> and a starter script runs them from there, the hydration data's at once and the rest
// after the first paint. The rendered page itself (styles inline, nothing fetched before the paint) is
// checked on the built site by backend/test/web.int-spec.ts.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { SCRIPTS_STARTER } from './document.ts';

/** React Router's scripts as the <noscript> holds them, parsed: the preloads, the hydration data's script, the module script. */
const PARTS = [
  { tagName: 'LINK', rel: 'modulepreload', href: '/assets/entry.client-A.js' },
  { tagName: 'LINK', rel: 'modulepreload', href: '/assets/shared-B.js' },
  { tagName: 'SCRIPT', type: '', textContent: 'window.__reactRouterContext = {};' },
  {
    tagName: 'SCRIPT',
    type: 'module',
    textContent: 'import * as route0 from "/assets/root-D.js";\nwindow.x = "</b>";\nimport("/assets/entry.client-A.js");',
  },
];

/** Runs the starter in a stand-in page: what it adds, and the paint, frames and timers it waits for. */
function run({ paintTiming }) {
  const added = [];
  const frames = [];
  const timers = [];
  const observers = [];
  const noscript = { textContent: '<link rel="modulepreload" …>' };
  const document = {
    currentScript: { nonce: 'n1', previousElementSibling: noscript },
    createRange: () => ({
      createContextualFragment: (html) => {
        assert.equal(html, noscript.textContent, 'the <noscript> before it, read');
        return { children: PARTS };
      },
    }),
    createElement: (tagName) => ({ tagName }),
    head: { appendChild: (node) => added.push(node) },
    body: { appendChild: (node) => added.push(node) },
  };
  class PerformanceObserver {
    static supportedEntryTypes = ['paint', 'largest-contentful-paint'];
    constructor(callback) {
      this.callback = callback;
      this.connected = false;
    }
    observe(options) {
      assert.deepEqual(options, { type: 'paint', buffered: true });
      this.connected = true;
      observers.push(this);
    }
    disconnect() {
      this.connected = false;
    }
  }
  new Function('document', 'requestAnimationFrame', 'setTimeout', 'PerformanceObserver', SCRIPTS_STARTER)(
    document,
    (f) => frames.push(f),
    (f, ms) => timers.push({ f, ms }),
    paintTiming ? PerformanceObserver : undefined,
  );
  const paint = (name) => {
    for (const o of observers.filter((x) => x.connected)) o.callback({ getEntriesByName: (n) => (n === name ? [{ name }] : []) }, o);
  };
  const fire = (ms) => timers.filter((t) => t.ms === ms).forEach((t) => t.f());
  return { added, frames, paint, fire, observers };
}

describe('SCRIPTS_STARTER', () => {
  it('cannot be ended early inside its <script>', () => {
    assert.ok(!SCRIPTS_STARTER.includes('</'));
  });

  it('runs the hydration data’s script at once, and fetches nothing before the first paint', () => {
    const page = run({ paintTiming: false });
    assert.deepEqual(
      page.added.map((n) => [n.tagName, n.textContent, n.nonce]),
      [['script', 'window.__reactRouterContext = {};', 'n1']],
    );
  });

  it('then adds the preloads and the module script, with the nonce, once (a browser without paint timing: the next frame)', () => {
    const page = run({ paintTiming: false });
    page.frames.forEach((f) => f());
    page.fire(0);
    page.fire(1000);
    assert.deepEqual(
      page.added.slice(1).map((n) => n.href ?? n.type),
      ['/assets/entry.client-A.js', '/assets/shared-B.js', 'module'],
    );
    assert.equal(page.added[1].rel, 'modulepreload');
    assert.equal(page.added[3].nonce, 'n1');
    assert.equal(page.added[3].textContent, PARTS[3].textContent);
  });

  it('with paint timing, starts them once the first contentful paint is reported (or after a second in a background tab)', () => {
    const page = run({ paintTiming: true });
    assert.equal(page.frames.length, 0, 'no frame waited for');
    page.paint('first-paint');
    page.fire(0);
    assert.equal(page.added.length, 1, 'a paint without content is not enough');
    page.paint('first-contentful-paint');
    assert.equal(page.observers[0].connected, false, 'observed once');
    page.fire(0);
    assert.equal(page.added.length, 4);
    page.fire(1000);
    assert.equal(page.added.length, 4, 'started once');

    const background = run({ paintTiming: true });
    background.fire(1000);
    assert.equal(background.added.length, 4, 'a tab that never paints starts them after a second');
  });
});
