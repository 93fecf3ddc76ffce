/*
 * What the server renders into every page so that a patient on a slow link sees it sooner (issue 27:
 * Lighthouse mobile LCP ≤ 1.5 s). The document (root.tsx's Layout) renders it through React, given
 * this by entry.server.tsx (the browser's copy of the document leaves it out, and React's hydration
 * leaves what it did not render in <head> and <body> alone):
 *
 * - the frame's styles inline in <head>, ahead of its links (a page's own stylesheet still comes after
 *   them and may override them): the first paint needs the HTML alone, no stylesheet fetched beside the
 *   scripts. The styles stay for every page the visitor goes on to; the CSP allows inline styles.
 * - React Router's scripts (<Scripts>: the hydration data's script, the module script that hydrates
 *   the page, the modulepreload links of its chunks) inside a <noscript>, which a browser that runs
 *   scripts neither runs nor fetches, and right after it `SCRIPTS_STARTER`, which starts them from
 *   there. On a slow link, ~110 kB of scripts otherwise share the line with the page they are for (and
 *   a browser, like Lighthouse's model of one, holds the first paint for high-priority scripts found
 *   before it; a low fetch priority did not change that).
 */

/**
 * The script after the <noscript> of React Router's scripts: it runs the hydration data's script at
 * once (the data streamed after it needs it), and the modulepreload links and the module script just
 * after the first paint. "After the first paint" is when the browser reports the first contentful
 * paint: the next animation frame alone came before the paint was shown in about one run in three,
 * and Lighthouse then counted the scripts' download in the LCP (1.9 s instead of 0.9 s). A browser
 * without paint timing waits for the next frame. Until they run the page is the server's HTML, whose
 * links and forms work without them; `data-hydrated` on <html> says when they have (root.tsx). A tab
 * opened in the background (no paint to wait for) starts them after a second. The scripts it adds
 * carry its own CSP nonce. It holds no "</" (which would end it early inside a <script>).
 */
export const SCRIPTS_STARTER =
  `(function(){var d=document,me=d.currentScript,nonce=me.nonce,later=[],started=false;` +
  `var parts=d.createRange().createContextualFragment(me.previousElementSibling.textContent).children;` +
  `function script(from,type){var s=d.createElement('script');if(type)s.type=type;s.nonce=nonce;s.textContent=from.textContent;d.body.appendChild(s);}` +
  `for(var i=0;i<parts.length;i++){var p=parts[i];if(p.tagName==='SCRIPT'&&p.type!=='module')script(p);else later.push(p);}` +
  `function start(){if(started)return;started=true;` +
  `later.forEach(function(p){if(p.tagName!=='LINK')return;var l=d.createElement('link');l.rel=p.rel;l.href=p.href;d.head.appendChild(l);});` +
  `later.forEach(function(p){if(p.tagName==='SCRIPT')script(p,'module');});}` +
  `var P=typeof PerformanceObserver=='function'&&PerformanceObserver;` +
  `if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf('paint')>=0)new P(function(list,o){` +
  `if(list.getEntriesByName('first-contentful-paint').length){o.disconnect();setTimeout(start,0);}}).observe({type:'paint',buffered:true});` +
  `else requestAnimationFrame(function(){setTimeout(start,0);});setTimeout(start,1000);})();`;
