import type { INestApplicationContext } from '@nestjs/common';
import type { Agent } from 'supertest';
import { seededOffer, signedInAgent } from './factories.js';
import { startApi, startWorker, type TestApi } from './app.js';
import { startSmtpServer, type SmtpStandIn } from './smtp.js';
import { startStripeStandIn, stripeStandInEnv, type StripeStandIn } from './stripe-stand-in.js';

/**
 * What the payment specs run against: the Stripe stand-in (webhooks signed with `webhookSecret`), a
 * local SMTP server, the API on both, a signed-in moderator and a seeded hospital offer to book;
 * and a worker beside them unless `worker: false` (a spec that starts its own).
 */
export interface PaymentsWorld {
  stripe: StripeStandIn;
  smtp: SmtpStandIn;
  api: TestApi;
  moderator: Agent;
  hospitalId: string;
  treatmentId: string;
  /** The settings that point the product at the stand-in (its API at `stripePort`: the stand-in's own by default). */
  env(stripePort?: number): Record<string, string>;
  /** Starts the in-process worker (sending through the SMTP server), with `overrides` on top of `env()`. */
  startWorker(overrides?: Record<string, string>): Promise<INestApplicationContext>;
  /** Stops it (the worker down while events arrive). */
  stopWorker(): Promise<void>;
  /** Everything above, stopped. */
  close(): Promise<void>;
}

export async function startPaymentsWorld(webhookSecret: string, options: { worker?: boolean } = {}): Promise<PaymentsWorld> {
  const stripe = await startStripeStandIn({ webhookSecret });
  const smtp = await startSmtpServer();
  const env = (stripePort = stripe.port) => stripeStandInEnv(stripePort, webhookSecret);
  const api = await startApi(env());
  const { agent: moderator } = await signedInAgent(api.app, api.em, 'moderator');
  const { hospitalId, treatmentId } = await seededOffer(api.em);
  let worker: INestApplicationContext | undefined;
  const world: PaymentsWorld = {
    stripe,
    smtp,
    api,
    moderator,
    hospitalId,
    treatmentId,
    env,
    startWorker: async (overrides = {}) => (worker = await startWorker({ ...env(), SMTP_URL: smtp.url, ...overrides })),
    stopWorker: async () => {
      await worker?.close();
      worker = undefined;
    },
    close: async () => {
      await world.stopWorker();
      await api.close();
      await stripe.close();
      await smtp.close();
    },
  };
  if (options.worker !== false) await world.startWorker();
  return world;
}
