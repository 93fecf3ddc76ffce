import { createServer, type IncomingMessage, request as forward } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface StripeProxy {
  port: number;
  /** The requests `holds` picked, never answered. */
  held: { method: string; path: string }[];
  close(): Promise<void>;
}

/**
 * A pass-through to the Stripe stand-in for a worker under test: the requests `holds` picks are
 * recorded and never answered (the worker waits on them until it dies); the others are forwarded,
 * each once `before` has run (a spec looks at the database while the worker waits on Stripe). The
 * requests `drops` picks are forwarded (Stripe acts on them) and their answers lost: the connection
 * is cut, as when the caller's network or process fails mid-call.
 */
export async function startStripeProxy(
  target: { host: string; port: number },
  {
    holds = () => false,
    drops = () => false,
    before,
  }: {
    holds?: (req: IncomingMessage) => boolean;
    drops?: (req: IncomingMessage) => boolean;
    before?: (req: IncomingMessage) => Promise<void>;
  } = {},
): Promise<StripeProxy> {
  const held: { method: string; path: string }[] = [];
  const server = createServer((req, res) => {
    if (holds(req)) {
      held.push({ method: req.method ?? '', path: req.url ?? '' });
      req.resume();
      return;
    }
    // The request's body stays buffered (paused) until it is piped on.
    const dropped = drops(req);
    void (before?.(req) ?? Promise.resolve()).then(
      () => {
        const upstream = forward(
          { host: target.host, port: target.port, method: req.method, path: req.url, headers: req.headers },
          (answer) => {
            if (dropped) {
              answer.resume();
              answer.on('end', () => res.destroy());
              return;
            }
            res.writeHead(answer.statusCode ?? 502, answer.headers);
            answer.pipe(res);
          },
        );
        upstream.on('error', () => res.destroy());
        req.pipe(upstream);
      },
      () => res.destroy(),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    held,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
