import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { setTimeout as sleep } from 'node:timers/promises';
import puppeteer, { type Browser, type HTTPRequest, type HTTPResponse, type Page, TimeoutError } from 'puppeteer-core';
import robotsParserModule from 'robots-parser';
import { seconds, within } from '../../../common/within.js';
import { AppConfig } from '../../../config/app-config.js';
import { SITE_PACER } from '../../../common/outbound/outbound.module.js';
import type { SitePacer } from '../../../common/outbound/site-pacer.js';
import { HOST_RESOLVER, type HostResolver } from '../../../common/outbound/target-guard.js';
import { checkSourceUrl, checkUrlShape, parseHost } from '../../../common/outbound/target-policy.js';
import { GuardProxy, isGuardRefusal, isPacingFailure } from './guard-proxy.js';

type RobotsParser = (url: string, text: string) => { isDisallowed(url: string, agent?: string): boolean | undefined };
/** robots-parser is CommonJS (`module.exports = function`): under ESM its default import is that function. */
const robotsParser = robotsParserModule as unknown as RobotsParser;

/** The robots.txt user agent and the browser's. */
export const SCRAPER_AGENT = 'MedTourReviewBot';
const USER_AGENT = `Mozilla/5.0 (compatible; ${SCRAPER_AGENT}/1.0)`;

/**
 * Why a scrape failed; `permanent` ones are not retried (the page will not get better by waiting).
 * A `refused` one is a target the guard refuses (reached directly, by a redirect, a meta refresh or
 * a script): the run ends refused at once.
 */
export class ScrapeFailure extends Error {
  constructor(
    message: string,
    readonly permanent: boolean,
    readonly refused = false,
  ) {
    super(message);
  }
}

const refusal = (reason: string) => new ScrapeFailure(reason, true, true);
/** A request the guard did not make because the site's pacing (Redis) was unavailable: the run is tried again later. */
const notPaced = (reason: string) => new ScrapeFailure(reason, false);

export interface LoadedPage {
  /** The rendered document (after its scripts ran). */
  html: string;
  /** Where it ended up, after redirects. */
  finalUrl: string;
}

/**
 * One run's pages, read one after the other in one fresh browser context (nothing shared with
 * other runs); robots.txt is read once per site. Close it when the run ends.
 */
export interface ScrapeSession {
  /** Loads `url` within the budgets (`timeoutMs`: the page's, unless the run has less time left); throws ScrapeFailure with a reason staff can read. */
  load(url: string, timeoutMs?: number): Promise<LoadedPage>;
  close(): Promise<void>;
}

/** What one load has seen of the main frame's navigations. */
interface Navigation {
  /** The URL asked for. */
  url: string;
  /** The page's address as last asked for (after redirects): a refusal is the page's only if it is for this host. */
  current: string;
  redirects: number;
  /** Why a navigation of the page was refused (the first reason): the run ends refused. */
  refusal: string | null;
  /** Set once robots.txt is read: from then on the main frame's navigations are the page's. */
  watching: boolean;
  /**
   * The answer to the navigation's last request (after its redirects): for a download (a zip; a PDF in the headless
   * shell), which the browser aborts (net::ERR_ABORTED) before any load event, the only sign of why.
   */
  answer: HTTPResponse | null;
}

/** Chromium's own refusals of a redirect to a scheme it does not follow from http (file:, data:, …). */
const UNSAFE_REDIRECT = /ERR_UNSAFE_REDIRECT|ERR_UNKNOWN_URL_SCHEME|ERR_DISALLOWED_URL_SCHEME/;
const shortUrl = (url: string) => (url.length > 120 ? `${url.slice(0, 117)}...` : url);

const BLOCKED_RESOURCES = new Set(['image', 'font', 'media']);
/**
 * Chromium's own request for a site's icon: never needed, and when a navigation overtakes it,
 * puppeteer may count it in flight for good (each later page of the run then waited 5 s for the
 * network to go idle).
 */
const isFavicon = (request: HTTPRequest) =>
  request.resourceType() === 'other' && /^https?:\/\/[^/?#]+\/favicon\.ico([?#]|$)/i.test(request.url());
/** Kept of a page's budget for reading its document once it has settled. */
const READ_RESERVE_MS = 1_000;
/** The page's own clock of its last document change (installed before its scripts run; see `settle`). */
const LAST_CHANGE = '__medtourLastChange';
const WATCH_CHANGES = `(() => {
  let last = Date.now();
  try {
    Object.defineProperty(window, '${LAST_CHANGE}', { value: () => last });
    new MutationObserver(() => { last = Date.now(); })
      .observe(document, { subtree: true, childList: true, characterData: true, attributes: true });
  } catch (e) {}
})();`;
const megabytes = (bytes: number) => `${Math.round(bytes / 100_000) / 10} MB`;

/**
 * One Chromium per worker process (puppeteer-core, the system browser), started on first use and
 * replaced after `recycleAfterJobs` scrapes or when it dies. Every request it makes goes through
 * the guard proxy; each scrape gets a fresh browser context (no cookies or cache shared) with one
 * page, images/fonts/media are not loaded, and a page has a time and size budget.
 */
@Injectable()
export class ScraperBrowser implements OnApplicationShutdown {
  private readonly logger = new Logger('ScraperBrowser');
  private readonly settings;
  private proxy?: GuardProxy;
  private proxyPort?: number;
  private browser?: Browser;
  private scrapesSinceLaunch = 0;
  /** Browsers started by this process (the first, then each replacement): for the logs and tests. */
  launches = 0;

  constructor(
    config: AppConfig,
    @Inject(HOST_RESOLVER) private readonly resolver: HostResolver,
    /** One request per site per interval across every worker process (Redis). */
    @Inject(SITE_PACER) private readonly pacer: SitePacer,
  ) {
    this.settings = config.scraper;
  }

  async onApplicationShutdown(): Promise<void> {
    await this.closeBrowser();
    await this.proxy?.close();
  }

  /** The guard's port (started on first use). */
  private async guard(): Promise<{ proxy: GuardProxy; port: number }> {
    if (!this.proxy || this.proxyPort === undefined) {
      const proxy = new GuardProxy({
        resolver: this.resolver,
        allowance: { loopbackPorts: this.settings.allowLoopbackPorts },
        minIntervalMs: this.settings.minIntervalMs,
        pacer: this.pacer,
      });
      this.proxyPort = await proxy.start();
      this.proxy = proxy;
    }
    return { proxy: this.proxy, port: this.proxyPort };
  }

  private async launch(): Promise<Browser> {
    if (this.browser?.connected && this.scrapesSinceLaunch < this.settings.recycleAfterJobs) return this.browser;
    if (this.browser) {
      this.logger.log(
        this.browser.connected ? `Recycling the browser after ${this.scrapesSinceLaunch} scrapes` : 'The browser died: starting another',
      );
      await this.closeBrowser();
    }
    const { port } = await this.guard();
    this.browser = await puppeteer.launch({
      executablePath: this.settings.chromiumPath,
      // Not 'shell': the full browser (CHROMIUM_PATH=/usr/bin/chromium) no longer has the old headless mode, and the
      // headless shell ignores the new one's flag.
      headless: true,
      // Over a pipe, Chromium exits with the worker, even when the worker is killed.
      pipe: true,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
        '--dns-prefetch-disable',
        '--force-webrtc-ip-handling-policy=disable_non_proxied_udp',
        `--proxy-server=http://127.0.0.1:${port}`,
        // Without this, loopback addresses skip the proxy.
        '--proxy-bypass-list=<-loopback>',
        // Chromium cannot resolve any name itself (only the proxy's own address stays reachable).
        '--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE 127.0.0.1',
      ],
    });
    this.scrapesSinceLaunch = 0;
    this.launches += 1;
    return this.browser;
  }

  private async closeBrowser(): Promise<void> {
    const browser = this.browser;
    this.browser = undefined;
    await browser?.close().catch(() => browser.process()?.kill('SIGKILL'));
  }

  /** A run's session: one browser context and page, every request through the guard. */
  async session(): Promise<ScrapeSession> {
    const browser = await this.launch().catch((error: Error) => {
      throw new ScrapeFailure(`The browser could not start: ${error.message}`, false);
    });
    const { proxy } = await this.guard();
    this.scrapesSinceLaunch += 1;
    const context = await browser.createBrowserContext();
    const close = () => context.close().catch(() => undefined);
    try {
      const page = await context.newPage();
      const network = await this.watchNetwork(page);
      await page.evaluateOnNewDocument(WATCH_CHANGES);
      await page.setUserAgent({ userAgent: USER_AGENT });
      await page.setRequestInterception(true);
      const robots = new Map<string, string>();
      const nav: Navigation = { url: '', current: '', redirects: 0, refusal: null, watching: false, answer: null };
      const refuse = (reason: string) => void (nav.refusal ??= reason);
      /** How the page got to `target` (nothing when it is the address asked for). */
      const how = (request: HTTPRequest, target: string) =>
        request.redirectChain().length
          ? `The page redirected to ${shortUrl(target)}. `
          : target === nav.url
            ? ''
            : `The page sent the browser on to ${shortUrl(target)} (a script or a meta refresh). `;
      const isPageNavigation = (request: HTTPRequest) => request.isNavigationRequest() && request.frame() === page.mainFrame();

      page.on('request', (request: HTTPRequest) => {
        if (request.isInterceptResolutionHandled()) return;
        const target = request.url();
        const abort = () => void request.abort('blockedbyclient').catch(() => undefined);
        if (isPageNavigation(request)) {
          nav.current = target;
          nav.answer = null; // a redirect's own answer says nothing of where it led
          nav.redirects = request.redirectChain().length;
          if (nav.redirects > this.settings.maxRedirects) return abort();
          // The page's own navigations (a redirect, a meta refresh, a script) are checked as the
          // API checks a URL, before any connection: a refused one ends the run.
          const check = nav.watching ? checkSourceUrl(target, { loopbackPorts: this.settings.allowLoopbackPorts }) : null;
          if (check && !check.ok) {
            refuse(`${how(request, target)}${check.reason}`);
            return abort();
          }
        }
        if (!/^(https?|data|blob):/i.test(target) || BLOCKED_RESOURCES.has(request.resourceType()) || isFavicon(request)) return abort();
        void request.continue().catch(() => undefined);
      });
      // A name that resolves to a refused address is refused by the guard: over http it answers
      // the refusal, over https the tunnel fails.
      page.on('response', (response: HTTPResponse) => {
        const request = response.request();
        if (!nav.watching || !isPageNavigation(request)) return;
        nav.answer = response;
        if (!isGuardRefusal(response.headers())) return;
        refuse(`${how(request, request.url())}${proxy.lastRefusal(hostOf(request.url())) ?? 'The address is not allowed'}`);
      });
      page.on('requestfailed', (request: HTTPRequest) => {
        if (!nav.watching || !isPageNavigation(request)) return;
        const error = request.failure()?.errorText ?? '';
        if (UNSAFE_REDIRECT.test(error)) {
          // Chromium stops a redirect to file:, data: and the like itself (no request is made): its
          // Location is known from the redirect's answer.
          const location = network.redirectTarget(request.url());
          const check = location ? checkUrlShape(location) : null;
          const why = check && !check.ok ? check.reason : 'Only http and https pages can be scraped';
          return refuse(`The page redirected to ${location ? shortUrl(location) : 'an address that is not http or https'}. ${why}`);
        }
        const guarded = proxy.lastRefusal(hostOf(request.url()));
        if (guarded) refuse(`${how(request, request.url())}${guarded}`);
      });

      return {
        load: (url, timeoutMs) => this.loadPage(page, { proxy, network, robots, nav, url, timeoutMs }),
        close,
      };
    } catch (error) {
      await close();
      throw error;
    }
  }

  /**
   * One page within its budget (`timeoutMs`, at most the page timeout): robots.txt, the page, its
   * settling and its reading all share it, so a site that answers a byte at a time (the page or its
   * robots.txt) fails within the budget, whatever it does.
   */
  private async loadPage(page: Page, run: PageRun): Promise<LoadedPage> {
    const { proxy, network, nav, url } = run;
    const budget = Math.max(0, Math.min(run.timeoutMs ?? this.settings.pageTimeoutMs, this.settings.pageTimeoutMs));
    const deadline = Date.now() + budget;
    const left = () => deadline - Date.now();
    const late = () => new ScrapeFailure(`The page did not finish loading within ${seconds(budget)}`, true);
    if (left() < 1) throw late();
    proxy.takeRefusals();
    Object.assign(nav, { url, current: url, redirects: 0, refusal: null, watching: false, answer: null });
    network.reset();
    await this.checkRobots(page, url, run, left);
    network.reset();
    nav.watching = true;
    if (left() < 1) throw late();

    // Chromium's own background requests (sign-in, updates) go through the guard too and may be
    // refused: only a refusal for the host of the page's navigation explains a failed page.
    const guardReason = () => proxy.lastRefusal(hostOf(nav.current));
    let response;
    try {
      response = await Promise.race([page.goto(url, { waitUntil: 'load', timeout: Math.max(left(), 1) }), network.exceeded]);
    } catch (error) {
      if (error instanceof ScrapeFailure) throw error;
      if (nav.refusal) throw refusal(nav.refusal);
      const unpaced = proxy.pacingFailure(hostOf(nav.current));
      if (unpaced) throw notPaced(unpaced);
      if (nav.redirects > this.settings.maxRedirects)
        throw new ScrapeFailure(`The page redirected more than ${this.settings.maxRedirects} times`, true);
      const refused = guardReason();
      if (refused) throw refusal(refused);
      if (error instanceof TimeoutError) throw late();
      // An answer the browser would not render (a download): its status or type says why.
      if (nav.answer) this.checkAnswer(nav.answer, nav, proxy);
      throw new ScrapeFailure(`The page could not be loaded (${(error as Error).message.split('\n')[0]})`, false);
    }
    // A script may have sent the browser elsewhere before the load event.
    if (nav.refusal) throw refusal(nav.refusal);
    if (!response) throw new ScrapeFailure('The page could not be loaded (no answer)', false);
    this.checkAnswer(response, nav, proxy);
    // Reviews a script adds after the load event (a fetch, a timer): wait for the page to settle,
    // within what is left of the budget. A meta refresh or a script navigating away shows here too.
    await Promise.race([this.settle(page, network, Math.min(this.settings.settleMaxMs, left() - READ_RESERVE_MS)), network.exceeded]);
    if (nav.refusal) throw refusal(nav.refusal);
    let html: string;
    try {
      html = await Promise.race([within(page.content(), Math.max(left(), READ_RESERVE_MS), 'unread'), network.exceeded]);
    } catch (error) {
      if (nav.refusal) throw refusal(nav.refusal);
      if (error instanceof ScrapeFailure) throw error;
      if ((error as Error).message === 'unread') throw late();
      throw new ScrapeFailure(`The page could not be read (${(error as Error).message.split('\n')[0]})`, false);
    }
    if (nav.refusal) throw refusal(nav.refusal);
    return { html, finalUrl: page.url() };
  }

  /** Throws why the answer to the page's navigation is not a page to read: refused, unpaced, an error status, not HTML. */
  private checkAnswer(response: HTTPResponse, nav: Navigation, proxy: GuardProxy): void {
    const headers = response.headers();
    const host = hostOf(nav.current);
    if (isGuardRefusal(headers)) throw refusal(proxy.lastRefusal(host) ?? 'The address is not allowed');
    if (isPacingFailure(headers)) throw notPaced(proxy.pacingFailure(host) ?? 'The site could not be paced');
    const status = response.status();
    if (status >= 500) throw new ScrapeFailure(`The site answered ${status}`, false);
    if (status >= 400) throw new ScrapeFailure(`The site answered ${status}`, true);
    const type = (headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
    if (type !== 'text/html' && type !== 'application/xhtml+xml') {
      throw new ScrapeFailure(`The page is not HTML (${type || 'no content type'})`, true);
    }
  }

  /**
   * Waits until the page has settled: no request in flight and no change to its document for
   * `settleQuietMs`, or until `maxMs` is spent (a page that keeps changing is read as it is then).
   * Network idle alone misses reviews a timer renders after the load event.
   */
  private async settle(page: Page, network: Network, maxMs: number): Promise<void> {
    const until = Date.now() + maxMs;
    const quiet = this.settings.settleQuietMs;
    for (;;) {
      const changed = await within(
        page.evaluate(`typeof window.${LAST_CHANGE} === 'function' ? window.${LAST_CHANGE}() : 0`) as Promise<number>,
        Math.max(until - Date.now(), 50),
        'unsettled',
      ).catch(() => 0);
      const still = Math.min(network.quietFor(), Date.now() - Number(changed || 0));
      const wait = quiet - still;
      if (wait <= 0 || Date.now() + Math.min(wait, 100) >= until) return;
      await sleep(Math.min(wait, until - Date.now(), 250));
    }
  }

  /**
   * robots.txt, fetched through the same guard (once per site and run), within the page's budget;
   * a disallowed page fails. No robots.txt (or none reachable): allowed; one not asked for because
   * the site could not be paced fails the page (tried again later). One that does not arrive
   * within the budget (a site answering a byte at a time) fails the page: whether the site allows
   * scraping is not known.
   */
  private async checkRobots(
    page: Page,
    url: string,
    { proxy, network, robots: cache }: Pick<PageRun, 'proxy' | 'network' | 'robots'>,
    left: () => number,
  ): Promise<void> {
    const robotsUrl = new URL('/robots.txt', url).toString();
    let text = cache.get(robotsUrl);
    if (text === undefined) {
      text = '';
      try {
        const answer = await Promise.race([page.goto(robotsUrl, { waitUntil: 'load', timeout: Math.max(left(), 1) }), network.exceeded]);
        if (answer && answer.status() === 200 && !isGuardRefusal(answer.headers())) {
          text = await within(answer.text(), Math.max(left(), 1), 'robots.txt unread');
        }
      } catch (error) {
        if (error instanceof ScrapeFailure) throw error;
        if (error instanceof TimeoutError || (error as Error).message === 'robots.txt unread') {
          throw new ScrapeFailure(
            "The site's robots.txt did not arrive within the page's time budget: whether it allows scraping is not known",
            true,
          );
        }
        // Unreachable robots.txt: the page itself will say why (refused, down) when loaded.
      }
      // Not asked at all (its site could not be paced): whether the site allows scraping is not known.
      const unpaced = proxy.pacingFailure(hostOf(robotsUrl));
      if (unpaced) throw notPaced(unpaced);
      cache.set(robotsUrl, text);
    }
    if (text && robotsParser(robotsUrl, text).isDisallowed(url, SCRAPER_AGENT)) {
      throw new ScrapeFailure(`The site's robots.txt does not allow scraping ${new URL(url).pathname}`, true);
    }
  }

  /**
   * Counts the bytes the page receives (every request; `reset` for each page); past the budget,
   * `exceeded` rejects and the page is closed. Keeps where redirects pointed (Chromium stops some
   * before any request event).
   */
  private async watchNetwork(page: Page): Promise<Network> {
    const max = this.settings.maxPageBytes;
    let received = 0;
    // Requests in flight and the last sign of network activity: the page has settled when neither moves.
    const inFlight = new Set<string>();
    let lastActivity = Date.now();
    const active = () => void (lastActivity = Date.now());
    let fail: (error: ScrapeFailure) => void = () => undefined;
    const exceeded = new Promise<never>((_, reject) => (fail = reject));
    exceeded.catch(() => undefined);
    const redirects = new Map<string, string>();
    const cdp = await page.createCDPSession();
    await cdp.send('Network.enable');
    cdp.on('Network.dataReceived', (event: { dataLength: number; encodedDataLength: number }) => {
      active();
      received += Math.max(event.dataLength, event.encodedDataLength);
      if (received > max) {
        fail(new ScrapeFailure(`The page is larger than ${megabytes(max)}`, true));
        void page.close().catch(() => undefined);
      }
    });
    const urls = new Map<string, string>();
    cdp.on('Network.requestWillBeSent', (event: { requestId: string; request: { url: string } }) => {
      active();
      if (inFlight.size < 1_000) inFlight.add(event.requestId);
      if (urls.size < 1_000) urls.set(event.requestId, event.request.url);
    });
    for (const ended of ['Network.loadingFinished', 'Network.loadingFailed'] as const) {
      cdp.on(ended, (event: { requestId: string }) => {
        active();
        inFlight.delete(event.requestId);
      });
    }
    cdp.on('Network.responseReceivedExtraInfo', (event: { requestId: string; statusCode: number; headers: Record<string, string> }) => {
      const url = urls.get(event.requestId);
      if (!url || event.statusCode < 300 || event.statusCode >= 400) return;
      const location = Object.entries(event.headers).find(([name]) => name.toLowerCase() === 'location')?.[1];
      if (location && redirects.size < 100) redirects.set(url, location);
    });
    return {
      exceeded,
      reset: () => {
        received = 0;
        urls.clear();
        redirects.clear();
        inFlight.clear();
        active();
      },
      quietFor: () => (inFlight.size ? 0 : Date.now() - lastActivity),
      redirectTarget: (url) => redirects.get(url),
    };
  }
}

/** A URL's host as the guard names it (lower case, IPv6 without brackets, address spellings normalised). */
function hostOf(url: string): string | undefined {
  try {
    return parseHost(new URL(url).hostname).host;
  } catch {
    return undefined;
  }
}

interface Network {
  /** Rejects once the page has received more than its budget of bytes. */
  exceeded: Promise<never>;
  reset(): void;
  /** Where the redirect answered for this URL pointed. */
  redirectTarget(url: string): string | undefined;
  /** How long no request has been in flight and nothing received (0 while one is). */
  quietFor(): number;
}

/** What a page load works with: its session's guard, network watch, robots.txt cache and navigation. */
interface PageRun {
  proxy: GuardProxy;
  network: Network;
  robots: Map<string, string>;
  nav: Navigation;
  url: string;
  timeoutMs?: number;
}
