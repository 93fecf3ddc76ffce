import { BadRequestException, ConflictException, Injectable } from '@nestjs/common';
import Stripe from 'stripe';
import { AppConfig } from '../../config/app-config.js';

/** The Stripe API version the product is written against (pinned: Stripe changes shapes between versions). */
export const STRIPE_API_VERSION = '2026-10-28.endive';

/** What a patient is told when Stripe is not configured (the offline way to pay is shown beside it). */
export const ONLINE_PAYMENT_UNAVAILABLE = 'Online payment is not configured. Please pay by bank transfer or mobile money as shown below.';

/**
 * The official Stripe SDK, when STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are set (tests point it
 * at a local stand-in through STRIPE_API_HOST/PORT/PROTOCOL). Without them the product runs, and
 * anything that needs Stripe answers 409 with `ONLINE_PAYMENT_UNAVAILABLE`.
 */
@Injectable()
export class StripeGateway {
  private readonly client: Stripe | null;
  private readonly webhookSecret: string | null;

  constructor(config: AppConfig) {
    const settings = config.stripe;
    this.webhookSecret = settings?.webhookSecret ?? null;
    this.client = settings
      ? new Stripe(settings.secretKey, {
          apiVersion: STRIPE_API_VERSION,
          host: settings.host,
          port: settings.port,
          protocol: settings.protocol,
          // Every call that changes something carries an idempotency key, so retries are safe.
          maxNetworkRetries: 2,
          timeout: 20_000,
          appInfo: { name: 'MedTour Asia' },
        })
      : null;
  }

  get configured(): boolean {
    return this.client !== null;
  }

  /** The SDK, or 409 when online payment is not configured. */
  get api(): Stripe {
    if (!this.client) throw new ConflictException(ONLINE_PAYMENT_UNAVAILABLE);
    return this.client;
  }

  /** The event a webhook delivery carries, its signature checked on the raw body (400 otherwise, nothing changed). */
  verify(rawBody: unknown, signature: unknown): Stripe.Event {
    if (!this.client || !this.webhookSecret) throw new ConflictException(ONLINE_PAYMENT_UNAVAILABLE);
    if (!Buffer.isBuffer(rawBody) || typeof signature !== 'string' || !signature) {
      throw new BadRequestException('Missing Stripe signature or body');
    }
    try {
      // Five minutes of tolerance (Stripe's default): a replayed old delivery is refused.
      return this.client.webhooks.constructEvent(rawBody, signature, this.webhookSecret);
    } catch {
      throw new BadRequestException('Invalid Stripe signature');
    }
  }
}
