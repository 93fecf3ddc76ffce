/*
 * What the server changes in a rendered page before sending it, so that a patient on a slow link
 * sees it sooner (issue 27: Lighthouse mobile LCP ≤ 1.5 s). The whole page is rendered before it is
 * sent (entry.server.tsx), so these work on its finished HTML.
 */

/**
 * The page with `css` inline in its <head>, ahead of its links (a page's own stylesheet still comes
 * after it and may override it): the first paint needs the HTML alone, no stylesheet fetched beside the
 * scripts. React leaves a tag it did not render in <head> alone when it hydrates, so the styles stay for
 * every page the visitor goes on to. The CSP allows inline styles.
 */
export function withInlineStyles(html: string, css: string): string {
  const head = html.indexOf('</head>');
  if (head === -1) return html;
  const firstLink = html.indexOf('<link');
  const at = firstLink !== -1 && firstLink < head ? firstLink : head;
  return `${html.slice(0, at)}<style>${css}</style>${html.slice(at)}`;
}

const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"[^>]*\/>/g;
const MODULE_SCRIPT = /<script nonce="([^"]*)" type="module" async="">([\s\S]*?)<\/script>/;

/**
 * The page with its scripts (React Router's module script, which hydrates the page, and the
 * modulepreload links of its chunks) started just after the first paint instead of during it: on a slow
 * link, ~110 kB of scripts otherwise share the line with the page they are for (and a browser, like
 * Lighthouse's model of one, holds the first paint for high-priority scripts found before it; a low
 * fetch priority did not change that). "After the first paint" is when the browser reports the first
 * contentful paint: the next animation frame alone came before the paint was shown in about one run in
 * three, and Lighthouse then counted the scripts' download in the LCP (1.9 s instead of 0.9 s). A
 * browser without paint timing waits for the next frame. Until they run the page is the server's HTML,
 * whose links and forms work without them; `data-hydrated` on <html> says when they have (root.tsx). A
 * tab opened in the background (no paint to wait for) starts them after a second. A page without React
 * Router's module script (an error the renderer could not finish) is left as it is.
 */
export function withScriptsAfterFirstPaint(html: string): string {
  const script = MODULE_SCRIPT.exec(html);
  if (!script) return html;
  const [whole, nonce, code] = script;
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1]);
  // Inside a <script>, "</" could end it early: escaped, it is the same JavaScript string.
  const literal = (value: unknown) => JSON.stringify(value).replace(/<\//g, '<\\/');
  const starter =
    `(function(){var started=false;function start(){if(started)return;started=true;var d=document;` +
    `${literal(preloads)}.forEach(function(h){var l=d.createElement('link');l.rel='modulepreload';l.href=h;d.head.appendChild(l);});` +
    `var s=d.createElement('script');s.type='module';s.nonce=${literal(nonce)};s.textContent=${literal(code)};d.body.appendChild(s);}` +
    `var P=typeof PerformanceObserver=='function'&&PerformanceObserver;` +
    `if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf('paint')>=0)new P(function(list,o){` +
    `if(list.getEntriesByName('first-contentful-paint').length){o.disconnect();setTimeout(start,0);}}).observe({type:'paint',buffered:true});` +
    `else requestAnimationFrame(function(){setTimeout(start,0);});setTimeout(start,1000);})();`;
  return html.replace(MODULE_PRELOAD, '').replace(whole, () => `<script nonce="${nonce}" data-start-scripts="">${starter}</script>`);
}
