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
 * each once `before` has run (a spec looks at the database while the worker waits on Stripe).
 */
export async function startStripeProxy(
  target: { host: string; port: number },
  { holds = () => false, before }: { holds?: (req: IncomingMessage) => boolean; before?: (req: IncomingMessage) => Promise<void> } = {},
): Promise<StripeProxy> {
  const held: { method: string; path: string }[] = [];
  const server = createServer((req, res) => {
    if (holds(req)) {
      held.push({ method: req.method ?? '', path: req.url ?? '' });
      req.resume();
      return;
    }
    // The request's body stays buffered (paused) until it is piped on.
    void (before?.(req) ?? Promise.resolve()).then(
      () => {
        const upstream = forward(
          { host: target.host, port: target.port, method: req.method, path: req.url, headers: req.headers },
          (answer) => {
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
