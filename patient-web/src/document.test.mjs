// What the server changes in a finished page for slow links: the frame's styles inline, the scripts after the first paint.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { withInlineStyles, withScriptsAfterFirstPaint } from './document.ts';

const PAGE =
  '<!DOCTYPE html><html lang="fr"><head><meta charSet="UTF-8"/><link rel="icon" href="/favicon.svg"/>' +
  '<link rel="modulepreload" href="/assets/entry.client-A.js" nonce="n1"/><link rel="modulepreload" href="/assets/shared-B.js" nonce="n1"/>' +
  '<link rel="stylesheet" href="/assets/journey-C.css"/></head><body><main><h1>Bonjour</h1></main>' +
  '<script nonce="n1">window.__reactRouterContext = {};</script>' +
  '<script nonce="n1" type="module" async="">import * as route0 from "/assets/root-D.js";\nwindow.x = "</b>";\nimport("/assets/entry.client-A.js");</script>' +
  '<script nonce="n1">window.__reactRouterContext.streamController.enqueue("[]");</script></body></html>';

describe('withInlineStyles', () => {
  it('puts the styles in the head before its first link, so a page’s own stylesheet still comes after them', () => {
    const html = withInlineStyles(PAGE, 'body{margin:0}');
    assert.ok(html.includes('<meta charSet="UTF-8"/><style>body{margin:0}</style><link rel="icon"'));
    assert.ok(html.indexOf('<style>') < html.indexOf('journey-C.css'));
  });

  it('puts them at the end of a head without links, and leaves a page without a head alone', () => {
    assert.equal(
      withInlineStyles('<html><head><title>x</title></head><body></body></html>', 'a{}'),
      '<html><head><title>x</title><style>a{}</style></head><body></body></html>',
    );
    assert.equal(withInlineStyles('plain', 'a{}'), 'plain');
  });
});

describe('withScriptsAfterFirstPaint', () => {
  const html = withScriptsAfterFirstPaint(PAGE);

  it('takes out the modulepreload links and the module script, so nothing is fetched before the first paint', () => {
    assert.ok(!html.includes('rel="modulepreload"'));
    assert.ok(!html.includes('type="module"'));
    // The page itself, its stylesheet and the hydration data stay where they were.
    assert.ok(html.includes('<h1>Bonjour</h1>'));
    assert.ok(html.includes('<link rel="stylesheet" href="/assets/journey-C.css"/>'));
    assert.ok(html.includes('<script nonce="n1">window.__reactRouterContext = {};</script>'));
    assert.ok(html.includes('streamController.enqueue'));
  });

  it('starts the same script, with its nonce and preloads, from a script that carries the nonce and cannot be ended early', () => {
    const starter = /<script nonce="n1" data-start-scripts="">(\(function\(\)\{[\s\S]*?\}\)\(\);)<\/script>/.exec(html);
    assert.ok(starter, 'a nonce-carrying starter script');
    assert.ok(!starter[1].includes('</'), 'no "</" inside the script');
    // Run it against a stand-in document: it adds the preloads, then the module script, once.
    const added = [];
    const element = () => ({});
    const document = { createElement: element, head: { appendChild: (n) => added.push(n) }, body: { appendChild: (n) => added.push(n) } };
    const frames = [];
    const timers = [];
    new Function('document', 'requestAnimationFrame', 'setTimeout', 'PerformanceObserver', starter[1])(
      document,
      (f) => frames.push(f),
      (f) => timers.push(f),
      undefined, // a browser without paint timing: the next frame
    );
    assert.equal(added.length, 0, 'nothing before the first frame');
    frames.forEach((f) => f());
    timers.forEach((f) => f());
    timers.forEach((f) => f());
    assert.deepEqual(
      added.map((n) => n.href ?? n.type),
      ['/assets/entry.client-A.js', '/assets/shared-B.js', 'module'],
    );
    assert.equal(added[2].nonce, 'n1');
    assert.equal(
      added[2].textContent,
      'import * as route0 from "/assets/root-D.js";\nwindow.x = "</b>";\nimport("/assets/entry.client-A.js");',
    );
  });

  it('with paint timing, starts them once the first contentful paint is reported (or after a second in a background tab)', () => {
    const starter = /<script nonce="n1" data-start-scripts="">([\s\S]*?)<\/script>/.exec(html)[1];
    const run = () => {
      const added = [];
      const timers = [];
      const observers = [];
      const document = {
        createElement: () => ({}),
        head: { appendChild: (n) => added.push(n) },
        body: { appendChild: (n) => added.push(n) },
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
      const frames = [];
      const setTimeout = (f, ms) => timers.push({ f, ms });
      new Function('document', 'requestAnimationFrame', 'setTimeout', 'PerformanceObserver', starter)(
        document,
        (f) => frames.push(f),
        setTimeout,
        PerformanceObserver,
      );
      const paint = (name) => {
        for (const o of observers.filter((x) => x.connected)) o.callback({ getEntriesByName: (n) => (n === name ? [{ name }] : []) }, o);
      };
      const fire = (ms) => timers.filter((t) => t.ms === ms).forEach((t) => t.f());
      return { added, frames, paint, fire, observers };
    };

    const page = run();
    assert.equal(page.frames.length, 0, 'no frame waited for');
    page.paint('first-paint');
    page.fire(0);
    assert.equal(page.added.length, 0, 'a paint without content is not enough');
    page.paint('first-contentful-paint');
    assert.equal(page.observers[0].connected, false, 'observed once');
    page.fire(0);
    assert.equal(page.added.length, 3);
    page.fire(1000);
    assert.equal(page.added.length, 3, 'started once');

    const background = run();
    background.fire(1000);
    assert.equal(background.added.length, 3, 'a tab that never paints starts them after a second');
  });

  it('leaves a page without React Router’s module script as it is', () => {
    assert.equal(withScriptsAfterFirstPaint('<html><body>Error</body></html>'), '<html><body>Error</body></html>');
  });
});
