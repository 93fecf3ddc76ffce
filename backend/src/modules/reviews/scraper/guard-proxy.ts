import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import net, { type Socket } from 'node:net';
import { PacingUnavailable } from '../../../common/outbound/site-pacer.js';
import { type GuardEvent, type GuardOptions, GuardRefusal, TargetGuard } from '../../../common/outbound/target-guard.js';

/**
 * The guard every request of the scraper's browser goes through (Chromium is started with
 * `--proxy-server` pointing here, cannot bypass it for loopback and cannot resolve names itself).
 * Each connection is admitted by the worker's target guard (common/outbound/target-guard.ts: one
 * lookup, every answer checked, the checked address connected to, each site paced). It speaks
 * CONNECT (https and WebSockets), plain http forwarding and Upgrade. A request whose site could not
 * be paced (the shared schedule in Redis unavailable) is not made: it is answered 503 with
 * `x-scraper-guard: unpaced` (a failed tunnel over https), and the reason is kept for the scrape.
 */

const REFUSED_HEADER = 'x-scraper-guard';
const UNPACED = 'unpaced';
const HOP_BY_HOP = ['proxy-connection', 'proxy-authorization', 'connection', 'keep-alive', 'te', 'trailer', 'transfer-encoding', 'upgrade'];

export class GuardProxy {
  private server?: http.Server;
  private readonly sockets = new Set<Socket>();
  private readonly guard: TargetGuard;
  /** Refusals since `takeRefusals()` was last called (one scrape at a time per worker). */
  private refusals: GuardEvent[] = [];
  /** Requests not made because their site could not be paced, since `takeRefusals()` was last called. */
  private unpaced: { host: string; reason: string }[] = [];

  constructor(private readonly options: GuardOptions) {
    this.guard = new TargetGuard(options, (event) => this.refusals.push(event));
  }

  /** Listens on 127.0.0.1 (an ephemeral port); returns the port. */
  async start(): Promise<number> {
    const server = http.createServer((req, res) => void this.forward(req, res));
    server.on('connect', (req: IncomingMessage, socket: Socket, head: Buffer) => void this.tunnel(req, socket, head));
    server.on('upgrade', (req: IncomingMessage, socket: Socket, head: Buffer) => void this.upgrade(req, socket, head));
    server.on('connection', (socket: Socket) => this.track(socket));
    server.on('clientError', (_error, socket: Socket) => socket.destroy());
    await new Promise<void>((resolve, reject) => server.once('error', reject).listen(0, '127.0.0.1', resolve));
    this.server = server;
    return (server.address() as net.AddressInfo).port;
  }

  async close(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
    this.server = undefined;
  }

  /** The refusals since the last call (and forgets the pacing failures too: each page load starts afresh). */
  takeRefusals(): GuardEvent[] {
    const taken = this.refusals;
    this.refusals = [];
    this.unpaced = [];
    return taken;
  }

  /** Why a request to `host` was not made since `takeRefusals()` because the site could not be paced. */
  pacingFailure(host: string | undefined): string | undefined {
    return this.unpaced.findLast((failure) => failure.host === host)?.reason;
  }

  /** Why the guard last refused `host` since `takeRefusals()` (kept: a page's later checks may ask again). */
  lastRefusal(host: string | undefined): string | undefined {
    return this.refusals.findLast((refusal) => refusal.host === host)?.reason;
  }

  /** The address to connect to for `host:port` (TargetGuard.admit); throws GuardRefusal, or PacingUnavailable. */
  async admit(rawHost: string, port: number): Promise<string> {
    try {
      return await this.guard.admit(rawHost, port);
    } catch (error) {
      if (error instanceof PacingUnavailable && this.unpaced.length < 100) {
        this.unpaced.push({ host: error.site, reason: error.message });
      }
      throw error;
    }
  }

  private track(socket: Socket): void {
    this.sockets.add(socket);
    socket.on('error', () => undefined);
    socket.once('close', () => this.sockets.delete(socket));
  }

  private connectUpstream(address: string, port: number): Promise<Socket> {
    return new Promise((resolve, reject) => {
      const upstream = net.connect({ host: address, port });
      this.track(upstream);
      upstream.setTimeout(this.options.connectTimeoutMs ?? 10_000, () => upstream.destroy(new Error('timed out')));
      upstream.once('connect', () => {
        upstream.setTimeout(0);
        resolve(upstream);
      });
      upstream.once('error', reject);
    });
  }

  /** CONNECT host:port — https and wss. */
  private async tunnel(req: IncomingMessage, client: Socket, head: Buffer): Promise<void> {
    const { host, port } = splitAuthority(req.url ?? '');
    let upstream: Socket;
    try {
      const address = await this.admit(host, port);
      upstream = await this.connectUpstream(address, port);
    } catch (error) {
      const refused = error instanceof GuardRefusal;
      const unpaced = error instanceof PacingUnavailable;
      const status = refused ? '403 Forbidden' : unpaced ? '503 Service Unavailable' : '502 Bad Gateway';
      const header = refused ? `${REFUSED_HEADER}: refused\r\n` : unpaced ? `${REFUSED_HEADER}: ${UNPACED}\r\n` : '';
      client.end(`HTTP/1.1 ${status}\r\n${header}Content-Length: 0\r\n\r\n`);
      return;
    }
    client.write('HTTP/1.1 200 Connection Established\r\n\r\n');
    if (head.length) upstream.write(head);
    upstream.pipe(client).on('error', () => undefined);
    client.pipe(upstream).on('error', () => undefined);
    client.once('close', () => upstream.destroy());
    upstream.once('close', () => client.destroy());
  }

  /** Plain http: the request line carries an absolute URL. */
  private async forward(req: IncomingMessage, res: ServerResponse): Promise<void> {
    let url: URL;
    try {
      url = new URL(req.url ?? '');
      if (url.protocol !== 'http:') throw new Error('not http');
    } catch {
      res.writeHead(400, { 'content-type': 'text/plain' }).end('Only absolute http URLs are forwarded');
      return;
    }
    const port = Number(url.port || 80);
    let address: string;
    try {
      address = await this.admit(url.hostname, port);
    } catch (error) {
      // Not a refusal: the run is tried again later, and nothing was sent to the site.
      if (error instanceof PacingUnavailable)
        res.writeHead(503, { 'content-type': 'text/plain', [REFUSED_HEADER]: UNPACED }).end(error.message);
      else res.writeHead(403, { 'content-type': 'text/plain', [REFUSED_HEADER]: 'refused' }).end((error as Error).message);
      return;
    }
    const headers: http.OutgoingHttpHeaders = { ...req.headers, host: url.host, connection: 'close' };
    for (const name of HOP_BY_HOP.filter((h) => h !== 'connection')) delete headers[name];
    const upstream = http.request(
      { host: address, port, method: req.method, path: `${url.pathname}${url.search}`, headers, agent: false, setHost: false },
      (answer) => {
        const answerHeaders = { ...answer.headers };
        for (const name of HOP_BY_HOP) delete answerHeaders[name];
        res.writeHead(answer.statusCode ?? 502, answerHeaders);
        answer.pipe(res);
        answer.on('error', () => res.destroy());
      },
    );
    upstream.on('socket', (socket: Socket) => this.track(socket));
    upstream.setTimeout(this.options.connectTimeoutMs ?? 10_000, () => upstream.destroy(new Error('timed out')));
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain' }).end('The site could not be reached');
      else res.destroy();
    });
    res.on('close', () => upstream.destroy());
    req.pipe(upstream);
  }

  /** ws:// through the proxy without CONNECT: the same checks, then the raw request goes upstream. */
  private async upgrade(req: IncomingMessage, client: Socket, head: Buffer): Promise<void> {
    let url: URL;
    let upstream: Socket;
    try {
      url = new URL(req.url ?? '');
      const port = Number(url.port || 80);
      upstream = await this.connectUpstream(await this.admit(url.hostname, port), port);
    } catch (error) {
      const status =
        error instanceof GuardRefusal
          ? '403 Forbidden'
          : error instanceof PacingUnavailable
            ? '503 Service Unavailable'
            : '502 Bad Gateway';
      client.end(`HTTP/1.1 ${status}\r\nContent-Length: 0\r\n\r\n`);
      return;
    }
    const lines = [`${req.method} ${url.pathname}${url.search} HTTP/1.1`];
    for (let i = 0; i < req.rawHeaders.length; i += 2) {
      if (!/^proxy-/i.test(req.rawHeaders[i]!)) lines.push(`${req.rawHeaders[i]}: ${req.rawHeaders[i + 1]}`);
    }
    upstream.write(`${lines.join('\r\n')}\r\n\r\n`);
    if (head.length) upstream.write(head);
    upstream.pipe(client).on('error', () => undefined);
    client.pipe(upstream).on('error', () => undefined);
    client.once('close', () => upstream.destroy());
    upstream.once('close', () => client.destroy());
  }
}

/** Whether the browser's answer for a plain-http URL is the guard's refusal. */
export function isGuardRefusal(headers: Record<string, string>): boolean {
  return headers[REFUSED_HEADER] === 'refused';
}

/** Whether the browser's answer is the guard's: the request was not made, its site could not be paced. */
export function isPacingFailure(headers: Record<string, string>): boolean {
  return headers[REFUSED_HEADER] === UNPACED;
}

/** "host:port" or "[v6]:port" of a CONNECT request. */
function splitAuthority(authority: string): { host: string; port: number } {
  const match = /^(\[[^\]]+\]|[^:]+):(\d{1,5})$/.exec(authority);
  if (!match) return { host: authority, port: 0 };
  return { host: match[1]!, port: Number(match[2]) };
}
