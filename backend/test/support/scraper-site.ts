import { readFileSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';

const FIXTURES = new URL('../fixtures/scraper/', import.meta.url);

/** The reviews each fixture page holds (test/fixtures/scraper/expected.json). */
export const EXPECTED = JSON.parse(readFileSync(new URL('expected.json', FIXTURES), 'utf8')) as Record<
  string,
  {
    reviews: { reviewerName: string; reviewText: string; rating: number | null; reviewDate: string | null }[];
    aggregate: { rating: number; count: number } | null;
    /** Reviews on the page about another organisation than the hospital (left out); none when absent. */
    otherOrganisations?: number;
  }
>;

export interface FixtureSite {
  port: number;
  /** `http://127.0.0.1:<port>/<path>` */
  url(path: string): string;
  /** Every request: its Host header and path. */
  hits: { host: string; path: string }[];
  /** Holds /slow.html until released (from then on it answers at once). */
  release(): void;
  /** Set by the test: the port of a trap server the page scripts try to reach. */
  trapPort: number;
  close(): Promise<void>;
}

const page = (title: string, head: string, body = '') =>
  `<!doctype html><html><head><meta charset="utf-8"><title>${title}</title>${head}</head><body><h1>${title}</h1>${body}</body></html>`;

/** Reviews a script writes one second after the load event (issue 52: the scraper read the page before they came). */
export const LATE_REVIEWS = Array.from({ length: 6 }, (_, i) => ({
  reviewerName: `Late Reviewer ${i + 1}`,
  reviewText: `Rendered a second after the page loaded, review ${i + 1}.`,
}));

const reviewLd = (name: string, text: string) =>
  `<script type="application/ld+json">${JSON.stringify({
    '@context': 'https://schema.org',
    '@type': 'Hospital',
    name: 'Fixture',
    review: [
      {
        '@type': 'Review',
        author: { '@type': 'Person', name },
        reviewBody: text,
        reviewRating: { ratingValue: 5 },
        datePublished: '2025-01-01',
      },
    ],
  })}</script>`;

/**
 * A local web site for the scraper's tests: the fixture pages of test/fixtures/scraper, and pages
 * that misbehave (never finish, too big, not HTML, redirect to private addresses, reach for
 * loopback from a script). Listens on 127.0.0.1 on an ephemeral port (the tests' allowance).
 */
export async function startFixtureSite(): Promise<FixtureSite> {
  const hits: FixtureSite['hits'] = [];
  const held: (() => void)[] = [];
  const drips = new Set<NodeJS.Timeout>();
  /** Headers and `start`, then one byte every 2 s for as long as the client listens: never done. */
  const drip = (res: http.ServerResponse, type: string, start: string) => {
    res.writeHead(200, { 'content-type': type });
    res.write(start);
    const timer = setInterval(() => res.write(' '), 2_000);
    drips.add(timer);
    res.on('error', () => undefined);
    res.once('close', () => {
      clearInterval(timer);
      drips.delete(timer);
    });
  };
  let holding = true;
  const site = { trapPort: 0 } as FixtureSite;
  const server = http.createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0]!;
    hits.push({ host: req.headers.host ?? '', path });
    const html = (body: string, status = 200) => res.writeHead(status, { 'content-type': 'text/html; charset=utf-8' }).end(body);
    switch (path) {
      case '/robots.txt':
        // A site whose robots.txt never finishes arriving.
        if ((req.headers.host ?? '').startsWith('slow-robots.test')) return drip(res, 'text/plain', 'User-agent: *\n');
        return res.writeHead(200, { 'content-type': 'text/plain' }).end('User-agent: *\nDisallow: /private/\n');
      case '/private/reviews.html':
        return html(page('Not for robots', reviewLd('Hidden Person', 'Should never be saved.')));
      case '/never.html':
        // Headers and the start of the page, then nothing: the load event never comes.
        res.writeHead(200, { 'content-type': 'text/html' });
        res.write('<!doctype html><html><head><title>Never</title></head><body><p>Loading');
        return;
      case '/drip.html':
        return drip(res, 'text/html', '<!doctype html><html><head><title>Drip</title></head><body><p>Loading');
      case '/rendered-late.html':
        return html(
          page(
            'Rendered late',
            '',
            `<div id="reviews">Loading reviews…</div>
            <script>
              window.addEventListener('load', function () {
                setTimeout(function () {
                  var s = document.createElement('script');
                  s.type = 'application/ld+json';
                  s.textContent = JSON.stringify({
                    '@context': 'https://schema.org',
                    '@type': 'Hospital',
                    name: 'Late Hospital',
                    review: ${JSON.stringify(
                      LATE_REVIEWS.map((r) => ({
                        '@type': 'Review',
                        author: { '@type': 'Person', name: r.reviewerName },
                        reviewBody: r.reviewText,
                        reviewRating: { ratingValue: 5 },
                        datePublished: '2025-05-01',
                      })),
                    )}
                  });
                  document.head.appendChild(s);
                  document.getElementById('reviews').textContent = '';
                }, 1000);
              });
            </script>`,
          ),
        );
      case '/huge.html': {
        res.writeHead(200, { 'content-type': 'text/html' });
        const chunk = `<p>${'x'.repeat(64 * 1024)}</p>`;
        let sent = 0;
        const pump = () => {
          while (sent < 200 && res.write(chunk)) sent += 1;
          if (sent >= 200) res.end('</body></html>');
          else res.once('drain', pump);
        };
        res.on('error', () => undefined);
        return pump();
      }
      case '/flaky.html':
        // Down the first time it is asked, fine afterwards.
        if (hits.filter((h) => h.path === '/flaky.html').length === 1) return html(page('Unavailable', ''), 503);
        return html(page('Back up', reviewLd('Flaky Reviewer', 'Second time lucky.')));
      case '/down.html':
        return html(page('Unavailable', ''), 503);
      case '/brochure.pdf':
        return res.writeHead(200, { 'content-type': 'application/pdf' }).end('%PDF-1.4\n%…');
      case '/download':
        return res.writeHead(302, { location: '/price-list.zip' }).end();
      case '/price-list.zip':
        // A download in any browser: it ends the navigation without a load event.
        return res.writeHead(200, { 'content-type': 'application/zip', 'content-disposition': 'attachment' }).end('PK\u0003\u0004');
      case '/missing.html':
        return html(page('Not found', ''), 404);
      case '/redirect-private':
        return res.writeHead(302, { location: 'http://10.0.0.1/reviews' }).end();
      case '/redirect-evil':
        return res.writeHead(302, { location: `http://evil.test:${site.port}/reviews` }).end();
      case '/redirect-loop':
        return res.writeHead(302, { location: `/redirect-loop?${Math.random()}` }).end();
      case '/redirect-file':
        // A scheme other than http(s), reached by redirect: refused at once (not a transient error).
        return res.writeHead(302, { location: 'file:///etc/passwd' }).end();
      case '/meta-refresh-private.html':
        // Reviews, then a refresh toward a private address: refused, and the reviews are not kept.
        return html(
          page(
            'Refreshing',
            `${reviewLd('Refresh Tester', 'Kept only if the page stays.')}<meta http-equiv="refresh" content="0; url=http://10.0.0.1/reviews">`,
          ),
        );
      case '/meta-refresh-evil.html':
        // The same toward a name that resolves to a private address (the guard refuses it).
        return html(
          page(
            'Refreshing',
            `${reviewLd('Refresh Tester', 'Kept only if the page stays.')}<meta http-equiv="refresh" content="0; url=http://evil.test:${site.port}/x">`,
          ),
        );
      case '/script-navigates.html':
        return html(
          page(
            'Navigating',
            reviewLd('Script Tester', 'Kept only if the page stays.'),
            `<script>location.href = 'http://10.0.0.1/';</script>`,
          ),
        );
      case '/offsite.html':
        // Its next page is on another site: not followed.
        return html(
          page(
            'Off-site next page',
            `${reviewLd('Offsite Tester', 'One review, then a next page elsewhere.')}<link rel="next" href="http://fixtures.test:${site.port}/paged-2.html">`,
          ),
        );
      case '/reaches-loopback.html':
        // Reviews, and scripts that try to reach a loopback service the allowance does not cover.
        return html(
          page(
            'Reaches for loopback',
            reviewLd('Loopback Tester', 'A real review next to a hostile script.'),
            `<script>
              fetch('http://127.0.0.1:${site.trapPort}/secret').catch(function () {});
              fetch('http://localhost:${site.trapPort}/secret').catch(function () {});
              fetch('http://[::1]:${site.trapPort}/secret').catch(function () {});
              fetch('http://2130706433:${site.trapPort}/secret').catch(function () {});
              try { new WebSocket('ws://127.0.0.1:${site.trapPort}/socket'); } catch (e) {}
              var img = new Image(); img.src = 'http://127.0.0.1:${site.trapPort}/pixel.gif';
            </script>`,
          ),
        );
      case '/rebind.html':
        // The script asks its own host again: by then the name answers a loopback address.
        return html(
          page(
            'Rebinding',
            reviewLd('Rebind Tester', 'Saved before the name changed its answer.'),
            `<script>fetch('/again').catch(function () {});</script>`,
          ),
        );
      case '/slow.html': {
        const answer = () => html(page('Slow', reviewLd('Slow Reviewer', 'Worth the wait.')));
        if (holding) held.push(answer);
        else answer();
        return;
      }
      default: {
        // A site whose pages never end: page n links to page n + 1.
        const endless = /^\/endless\/(\d+)\.html$/.exec(path);
        if (endless) {
          const n = Number(endless[1]);
          return html(
            page(`Page ${n}`, `${reviewLd(`Endless Reviewer ${n}`, `Review on page ${n}.`)}<link rel="next" href="${n + 1}.html">`),
          );
        }
        const name = path.slice(1);
        if (!/^[\w.-]+\.(html|json)$/.test(name)) return html(page('Not found', ''), 404);
        try {
          const body = readFileSync(new URL(name, FIXTURES));
          return res.writeHead(200, { 'content-type': name.endsWith('.json') ? 'application/json' : 'text/html; charset=utf-8' }).end(body);
        } catch {
          return html(page('Not found', ''), 404);
        }
      }
    }
  });
  const sockets = new Set<net.Socket>();
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as net.AddressInfo).port;
  return Object.assign(site, {
    port,
    hits,
    url: (path: string) => `http://127.0.0.1:${port}/${path.replace(/^\//, '')}`,
    release: () => {
      holding = false;
      held.splice(0).forEach((answer) => answer());
    },
    close: async () => {
      for (const timer of drips) clearInterval(timer);
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  });
}

/** A TCP server that only counts the connections it gets (the scraper must never reach it). */
export async function startTrap(
  host = '127.0.0.1',
  port = 0,
): Promise<{ port: number; connections: () => number; close(): Promise<void> }> {
  let connections = 0;
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    connections += 1;
    sockets.add(socket);
    socket.destroy();
  });
  await new Promise<void>((resolve, reject) => server.once('error', reject).listen(port, host, resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    connections: () => connections,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
