import { BadRequestException, ConflictException, Injectable } from '@nestjs/common';
import { API_MESSAGES } from '@medtour/contracts';
import Stripe from 'stripe';
import { AppConfig } from '../../config/app-config.js';

/** The Stripe API version the product is written against (pinned: Stripe changes shapes between versions). */
export const STRIPE_API_VERSION = '2026-10-28.endive';

/** What a patient is told when Stripe is not configured (the offline way to pay is shown beside it). */
export const ONLINE_PAYMENT_UNAVAILABLE = API_MESSAGES.onlinePaymentUnavailable;

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

  /**
   * The text of a webhook delivery, once its signature is checked on the raw bytes: a missing,
   * wrong or badly dated signature is a 400 and nothing changes. Whether the text is an event is
   * the caller's to check.
   */
  verify(rawBody: unknown, signature: unknown): string {
    if (!this.client || !this.webhookSecret) throw new ConflictException(ONLINE_PAYMENT_UNAVAILABLE);
    if (!Buffer.isBuffer(rawBody) || typeof signature !== 'string' || !signature) {
      throw new BadRequestException('Missing Stripe signature or body');
    }
    const webhooks = this.client.webhooks;
    // The SDK refuses a signature older than its tolerance (five minutes), so an old delivery cannot
    // be replayed, but takes any date ahead of now: one dated an hour ahead could be replayed for an
    // hour and five minutes. The same tolerance applies ahead (a signer's clock a little fast passes).
    const ahead = signedAt(signature) - Math.floor(Date.now() / 1000);
    if (!(ahead <= webhooks.DEFAULT_TOLERANCE)) throw new BadRequestException(INVALID_SIGNATURE);
    try {
      webhooks.signature!.verifyHeader(rawBody, signature, this.webhookSecret, webhooks.DEFAULT_TOLERANCE);
    } catch {
      throw new BadRequestException(INVALID_SIGNATURE);
    }
    return rawBody.toString('utf8');
  }
}

export const INVALID_SIGNATURE = 'Invalid Stripe signature';

/**
 * The Unix time a `Stripe-Signature` header says it was signed at (`t=`), read as the SDK reads it
 * (the last `t` counts); NaN when there is none, which `verify` refuses.
 */
function signedAt(header: string): number {
  let timestamp = Number.NaN;
  for (const item of header.split(',')) {
    const [key, value] = item.split('=');
    if (key === 't') timestamp = Number.parseInt(value ?? '', 10);
  }
  return timestamp;
}
