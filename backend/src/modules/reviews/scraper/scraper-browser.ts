import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import puppeteer, { type Browser, type HTTPRequest, type Page, TimeoutError } from 'puppeteer-core';
import robotsParserModule from 'robots-parser';
import { AppConfig } from '../../../config/app-config.js';
import { HOST_RESOLVER, type HostResolver } from '../../../common/outbound/target-guard.js';
import { parseHost } from '../../../common/outbound/target-policy.js';
import { GuardProxy, isGuardRefusal } from './guard-proxy.js';

type RobotsParser = (url: string, text: string) => { isDisallowed(url: string, agent?: string): boolean | undefined };
/** robots-parser is CommonJS (`module.exports = function`): under ESM its default import is that function. */
const robotsParser = robotsParserModule as unknown as RobotsParser;

/** The robots.txt user agent and the browser's. */
export const SCRAPER_AGENT = 'MedTourReviewBot';
const USER_AGENT = `Mozilla/5.0 (compatible; ${SCRAPER_AGENT}/1.0)`;

/** Why a scrape failed; `permanent` ones are not retried (the page will not get better by waiting). */
export class ScrapeFailure extends Error {
  constructor(
    message: string,
    readonly permanent: boolean,
  ) {
    super(message);
  }
}

export interface LoadedPage {
  /** The rendered document (after its scripts ran). */
  html: string;
  /** Where it ended up, after redirects. */
  finalUrl: string;
}

const BLOCKED_RESOURCES = new Set(['image', 'font', 'media']);
const seconds = (ms: number) => `${Math.round(ms / 100) / 10} s`;
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

  /** Loads `url` within the budgets; throws ScrapeFailure with a reason staff can read. */
  async load(url: string): Promise<LoadedPage> {
    const browser = await this.launch().catch((error: Error) => {
      throw new ScrapeFailure(`The browser could not start: ${error.message}`, false);
    });
    const { proxy } = await this.guard();
    this.scrapesSinceLaunch += 1;
    proxy.takeRefusals();
    const context = await browser.createBrowserContext();
    try {
      const page = await context.newPage();
      const budget = await this.watchBudget(page);
      await page.setUserAgent({ userAgent: USER_AGENT });
      await page.setRequestInterception(true);
      let redirects = 0;
      /** The page's address as last asked for (after redirects): a refusal is the page's only if it is for this host. */
      let navigation = url;
      page.on('request', (request: HTTPRequest) => {
        if (request.isInterceptResolutionHandled()) return;
        const target = request.url();
        if (!/^(https?|data|blob):/i.test(target) || BLOCKED_RESOURCES.has(request.resourceType())) {
          void request.abort('blockedbyclient').catch(() => undefined);
          return;
        }
        if (request.isNavigationRequest() && request.frame() === page.mainFrame()) {
          navigation = target;
          redirects = request.redirectChain().length;
          if (redirects > this.settings.maxRedirects) {
            void request.abort('blockedbyclient').catch(() => undefined);
            return;
          }
        }
        void request.continue().catch(() => undefined);
      });

      await this.checkRobots(page, url, budget);
      budget.reset();

      // Chromium's own background requests (sign-in, updates) go through the guard too and may be
      // refused: only a refusal for the host of the page's navigation explains a failed page.
      const guardReason = () => {
        const host = hostOf(navigation);
        return proxy
          .takeRefusals()
          .filter((refusal) => refusal.host === host)
          .at(-1)?.reason;
      };
      let response;
      try {
        response = await Promise.race([page.goto(url, { waitUntil: 'load', timeout: this.settings.pageTimeoutMs }), budget.exceeded]);
      } catch (error) {
        if (error instanceof ScrapeFailure) throw error;
        if (redirects > this.settings.maxRedirects)
          throw new ScrapeFailure(`The page redirected more than ${this.settings.maxRedirects} times`, true);
        const refused = guardReason();
        if (refused) throw new ScrapeFailure(`Refused: ${refused}`, true);
        if (error instanceof TimeoutError) {
          throw new ScrapeFailure(`The page did not finish loading within ${seconds(this.settings.pageTimeoutMs)}`, true);
        }
        throw new ScrapeFailure(`The page could not be loaded (${(error as Error).message.split('\n')[0]})`, false);
      }
      if (!response) throw new ScrapeFailure('The page could not be loaded (no answer)', false);
      if (isGuardRefusal(response.headers())) throw new ScrapeFailure(`Refused: ${guardReason() ?? 'the address is not allowed'}`, true);
      const status = response.status();
      if (status >= 500) throw new ScrapeFailure(`The site answered ${status}`, false);
      if (status >= 400) throw new ScrapeFailure(`The site answered ${status}`, true);
      const type = (response.headers()['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
      if (type !== 'text/html' && type !== 'application/xhtml+xml') {
        throw new ScrapeFailure(`The page is not HTML (${type || 'no content type'})`, true);
      }
      // Reviews a script adds after the load event (a fetch, a timer): wait for the network to go quiet.
      await Promise.race([page.waitForNetworkIdle({ idleTime: 500, timeout: 5_000 }).catch(() => undefined), budget.exceeded]);
      const html = await Promise.race([page.content(), budget.exceeded]);
      return { html, finalUrl: page.url() };
    } finally {
      await context.close().catch(() => undefined);
    }
  }

  /** robots.txt, fetched through the same guard; a disallowed page fails the scrape. No robots.txt: allowed. */
  private async checkRobots(page: Page, url: string, budget: Budget): Promise<void> {
    const robotsUrl = new URL('/robots.txt', url).toString();
    let text = '';
    try {
      const answer = await Promise.race([
        page.goto(robotsUrl, { waitUntil: 'load', timeout: this.settings.pageTimeoutMs }),
        budget.exceeded,
      ]);
      if (answer && answer.status() === 200 && !isGuardRefusal(answer.headers())) text = await answer.text();
    } catch (error) {
      if (error instanceof ScrapeFailure) throw error;
      // Unreachable robots.txt: the page itself will say why (refused, down) when loaded.
    }
    if (text && robotsParser(robotsUrl, text).isDisallowed(url, SCRAPER_AGENT)) {
      throw new ScrapeFailure(`The site's robots.txt does not allow scraping ${new URL(url).pathname}`, true);
    }
  }

  /** Counts the bytes the page receives (every request); past the budget, `exceeded` rejects. */
  private async watchBudget(page: Page): Promise<Budget> {
    const max = this.settings.maxPageBytes;
    let received = 0;
    let fail: (error: ScrapeFailure) => void = () => undefined;
    const exceeded = new Promise<never>((_, reject) => (fail = reject));
    exceeded.catch(() => undefined);
    const cdp = await page.createCDPSession();
    await cdp.send('Network.enable');
    cdp.on('Network.dataReceived', (event: { dataLength: number; encodedDataLength: number }) => {
      received += Math.max(event.dataLength, event.encodedDataLength);
      if (received > max) {
        fail(new ScrapeFailure(`The page is larger than ${megabytes(max)}`, true));
        void page.close().catch(() => undefined);
      }
    });
    return { exceeded, reset: () => (received = 0) };
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

interface Budget {
  exceeded: Promise<never>;
  reset(): void;
}
