import { randomBytes } from 'node:crypto';
import { createServer, request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

/**
 * A local stand-in for the Stripe REST API (API version 2026-10-28.endive), for integration tests. The product's
 * real `stripe` SDK is pointed at it (`host`, `port`, `protocol: 'http'`) instead of being mocked, so the tests go
 * through the real wire format: form-encoded parameters, Stripe-shaped JSON answers and errors, idempotency keys,
 * signed webhook deliveries.
 *
 * Everything lives in memory and only what the product uses is covered: customers, Checkout Sessions (payment and
 * subscription mode, `price_data` line items), subscriptions, invoices and their payments, refunds and Billing Portal
 * sessions. What happens at Stripe without an API call (a customer paying, a renewal, a period ending) is driven by
 * the test controls, which change the state and return the events Stripe would send; `deliver` posts them, signed,
 * to the app's webhook endpoint.
 */

export const STAND_IN_API_VERSION = '2026-10-28.endive';
const DEFAULT_WEBHOOK_SECRET = 'whsec_stand_in';
const DAY = 86_400;

// ——— The objects, as Stripe shapes them in this API version (only the fields the product can rely on) ———

export type Metadata = Record<string, string>;
export type Interval = 'day' | 'week' | 'month' | 'year';
export interface List<T> {
  object: 'list';
  data: T[];
  has_more: boolean;
  url: string;
}
interface Base {
  id: string;
  created: number;
  livemode: false;
}
export interface Customer extends Base {
  object: 'customer';
  email: string | null;
  name: string | null;
  description: string | null;
  metadata: Metadata;
}
export interface Product extends Base {
  object: 'product';
  name: string;
  active: true;
}
export interface Price extends Base {
  object: 'price';
  active: true;
  currency: string;
  unit_amount: number;
  type: 'one_time' | 'recurring';
  recurring: { interval: Interval; interval_count: number; usage_type: 'licensed' } | null;
  product: string;
}
/** A Checkout Session's line item (`object: 'item'`), listed by `expand: ['line_items']` or `listLineItems`. */
export interface LineItem {
  id: string;
  object: 'item';
  description: string;
  quantity: number;
  currency: string;
  amount_subtotal: number;
  amount_total: number;
  price: Price;
}
export interface CheckoutSession extends Base {
  object: 'checkout.session';
  mode: 'payment' | 'subscription';
  status: 'open' | 'complete' | 'expired';
  payment_status: 'paid' | 'unpaid';
  amount_subtotal: number;
  amount_total: number;
  currency: string;
  customer: string | null;
  customer_email: string | null;
  customer_details: { email: string | null; name: string | null } | null;
  client_reference_id: string | null;
  metadata: Metadata;
  success_url: string | null;
  cancel_url: string | null;
  /** The hosted page; null once the session is complete, as at Stripe. */
  url: string | null;
  ui_mode: 'hosted';
  expires_at: number;
  payment_method_types: string[];
  payment_intent: string | null;
  subscription: string | null;
  invoice: string | null;
}
export interface PaymentIntent extends Base {
  object: 'payment_intent';
  amount: number;
  amount_received: number;
  currency: string;
  customer: string | null;
  status: 'succeeded' | 'processing' | 'requires_payment_method';
  metadata: Metadata;
  /** The charge of a succeeded payment (refunds and disputes name it). */
  latest_charge: string | null;
}
export interface Charge extends Base {
  object: 'charge';
  amount: number;
  amount_refunded: number;
  currency: string;
  payment_intent: string;
  refunded: boolean;
  status: 'succeeded';
  paid: true;
  /** Whether the charge has been disputed (stays true once it was). */
  disputed: boolean;
}
/** A chargeback the customer opened at their bank: Stripe takes the amount back while it is open, for good if it is lost. */
export interface Dispute extends Base {
  object: 'dispute';
  amount: number;
  currency: string;
  charge: string;
  payment_intent: string;
  reason: 'fraudulent' | 'product_not_received' | 'duplicate' | 'general';
  status: 'needs_response' | 'under_review' | 'won' | 'lost';
  metadata: Metadata;
}
export interface SubscriptionItem extends Base {
  object: 'subscription_item';
  subscription: string;
  quantity: number;
  /** In this API version the billing period lives on the item, not on the subscription. */
  current_period_start: number;
  current_period_end: number;
  price: Price;
  metadata: Metadata;
}
export interface Subscription extends Base {
  object: 'subscription';
  customer: string;
  currency: string;
  status: 'active' | 'past_due' | 'canceled';
  collection_method: 'charge_automatically';
  start_date: number;
  billing_cycle_anchor: number;
  cancel_at: number | null;
  cancel_at_period_end: boolean;
  canceled_at: number | null;
  ended_at: number | null;
  cancellation_details: { reason: 'cancellation_requested' | null; comment: null; feedback: null };
  latest_invoice: string | null;
  metadata: Metadata;
  items: List<SubscriptionItem>;
}
export interface InvoiceLine {
  id: string;
  object: 'line_item';
  amount: number;
  currency: string;
  description: string;
  quantity: number;
  period: { start: number; end: number };
}
export interface Invoice extends Base {
  object: 'invoice';
  customer: string;
  customer_email: string | null;
  currency: string;
  status: 'paid' | 'open';
  billing_reason: 'subscription_create' | 'subscription_cycle';
  collection_method: 'charge_automatically';
  amount_due: number;
  amount_paid: number;
  amount_remaining: number;
  subtotal: number;
  total: number;
  attempt_count: number;
  attempted: true;
  metadata: Metadata;
  status_transitions: { finalized_at: number; paid_at: number | null; marked_uncollectible_at: null; voided_at: null };
  parent: {
    type: 'subscription_details';
    quote_details: null;
    /** The subscription's metadata when the invoice was made (Stripe copies it, it does not follow later changes). */
    subscription_details: { subscription: string; metadata: Metadata };
  };
  lines: List<InvoiceLine>;
}
export interface InvoicePayment extends Base {
  object: 'invoice_payment';
  invoice: string;
  amount_paid: number;
  amount_requested: number;
  currency: string;
  is_default: true;
  status: 'paid';
  payment: { type: 'payment_intent'; payment_intent: string };
  status_transitions: { paid_at: number; canceled_at: null };
}
export interface Refund extends Base {
  object: 'refund';
  amount: number;
  currency: string;
  payment_intent: string;
  charge: string | null;
  status: 'succeeded';
  reason: string | null;
  metadata: Metadata;
}
export interface PortalSession extends Base {
  object: 'billing_portal.session';
  customer: string;
  return_url: string | null;
  url: string;
  configuration: string;
  flow: null;
  locale: null;
  on_behalf_of: null;
}
export type ApiObject =
  | Customer
  | Product
  | Price
  | CheckoutSession
  | PaymentIntent
  | Charge
  | Dispute
  | Subscription
  | Invoice
  | InvoicePayment
  | Refund
  | PortalSession;
type ObjectOf<K extends ApiObject['object']> = Extract<ApiObject, { object: K }>;

export interface StandInEvent {
  id: string;
  object: 'event';
  api_version: string;
  created: number;
  livemode: false;
  pending_webhooks: number;
  /** The API request that caused the event; both null for what happened at Stripe on its own (a payment, a renewal). */
  request: { id: string | null; idempotency_key: string | null };
  type: string;
  /** A snapshot of the object when the event happened; `previous_attributes` on `*.updated` events. */
  data: { object: ApiObject; previous_attributes?: Record<string, unknown> };
}

// ——— The stand-in's own API ———

export interface StripeStandInOptions {
  /** 0 (the default): any free port. */
  port?: number;
  /** The app's webhook endpoint: where `deliver` and the hosted checkout page post events. */
  webhookUrl?: string;
  /** The endpoint's signing secret; `whsec_stand_in` unless given. */
  webhookSecret?: string;
}

export interface RecordedRequest {
  method: string;
  path: string;
  /** As sent (`expand[0]` stays a key of its own). */
  query: Record<string, string>;
  /** The form body parsed into nested objects and arrays; values stay strings, as on the wire (`unit_amount: '2500'`). */
  body: Record<string, unknown>;
  /** The SDK puts one on every POST (a random `stripe-node-retry-…` unless the caller passes `idempotencyKey`). */
  idempotencyKey: string | null;
  /** The `Stripe-Version` header. */
  apiVersion: string | null;
  at: Date;
}

export interface DeliverOptions {
  /** Every event is posted this many times (Stripe delivers at least once). Default 1. */
  times?: number;
  /** Posts in a shuffled order (Stripe does not keep order); deterministic for a given `seed` (default 1). */
  shuffle?: boolean;
  seed?: number;
  /** Instead of the `webhookUrl` the stand-in was started with. */
  url?: string;
}

export interface Delivery {
  url: string;
  eventId: string;
  type: string;
  /** The endpoint's HTTP status; 0 when it did not answer (refused, reset, timed out). */
  status: number;
  at: Date;
}

export interface StripeStandIn {
  /** `http://127.0.0.1:<port>`: pages the stand-in serves (`/checkout/<id>`, `/portal/<id>`) are under it. */
  readonly url: string;
  readonly host: string;
  readonly port: number;
  readonly webhookSecret: string;
  /** Every API (`/v1/…`) request, in arrival order, replays and refused ones included. */
  readonly requests: RecordedRequest[];
  /** Events caused by API calls (`customer.subscription.updated` / `.deleted`), waiting for `takeEvents()`. */
  readonly pendingEvents: StandInEvent[];
  /** Every webhook delivery made, by `deliver` or by the hosted checkout page. */
  readonly deliveries: Delivery[];
  /** Returns the pending events and clears them. */
  takeEvents(): StandInEvent[];
  /** The customer pays on the hosted page: [checkout.session.completed] (+ customer.subscription.created, invoice.paid). */
  completeCheckout(sessionId: string, opts?: { async?: 'pending' }): StandInEvent[];
  /** A card payment taken at Stripe outside the product (`amount` in Stripe's units of `currency`): a payment intent with its charge. */
  chargeOutside(amount: number, currency: string): PaymentIntent;
  /** A delayed payment method (`async: 'pending'`) settles: [checkout.session.async_payment_succeeded | _failed]. */
  settleAsync(sessionId: string, outcome: 'succeeded' | 'failed'): StandInEvent[];
  /** The next billing period starts and is invoiced: [invoice.paid | invoice.payment_failed, customer.subscription.updated]. */
  renew(subscriptionId: string, outcome: 'paid' | 'failed'): StandInEvent[];
  /** The period of a subscription set to cancel at its end runs out: [customer.subscription.deleted]. */
  endPeriod(subscriptionId: string): StandInEvent[];
  /** Makes an object older by `seconds` (its `created`, and a session's `expires_at`), as if it had been made then. */
  backdate(id: string, seconds: number): void;
  /** An open Checkout Session reaches its `expires_at` unpaid: [checkout.session.expired]. */
  expireCheckout(sessionId: string): StandInEvent[];
  /** Someone refunds a payment in Stripe's own dashboard (all that is left of it by default): [refund.created, charge.refunded]. */
  refundInDashboard(paymentIntentId: string, amount?: number): StandInEvent[];
  /** The customer disputes a payment at their bank: [charge.dispute.created] (the dispute's id is the event's object). */
  openDispute(paymentIntentId: string, reason?: Dispute['reason']): StandInEvent[];
  /** The bank decides a dispute: [charge.dispute.closed]. */
  closeDispute(disputeId: string, outcome: 'won' | 'lost'): StandInEvent[];
  /** The body and `Stripe-Signature` header Stripe would send; `timestamp` (Unix seconds) to make a stale one. */
  signedDelivery(event: StandInEvent, secret?: string, opts?: { timestamp?: number }): { payload: string; header: string };
  /** Posts the events, signed, one after the other; the endpoint's statuses in delivery order. */
  deliver(events: StandInEvent[], opts?: DeliverOptions): Promise<number[]>;
  /** Resolves once the deliveries the hosted checkout page started in the background are done. */
  idle(): Promise<void>;
  /** Forgets every object, recorded request, idempotency key, pending event and delivery. */
  reset(): void;
  close(): Promise<void>;
}

export async function startStripeStandIn(options: StripeStandInOptions = {}): Promise<StripeStandIn> {
  const standIn = new StandIn(options);
  await standIn.listen(options.port ?? 0);
  return standIn;
}

// ——— Errors, parameters and small helpers ———

/** An error Stripe would answer: the SDK turns a 400/404 into StripeInvalidRequestError, a 401 into StripeAuthenticationError. */
class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly details: { type?: string; code?: string; param?: string } = {},
  ) {
    super(message);
  }
}

/** Request parameters as the SDK form-encodes them: nested objects and arrays whose leaves are strings. */
type Param = string | Param[] | Params;
type Params = { [key: string]: Param };

/** `a[b][0][c]=1&e[0]=x` → `{ a: { b: [{ c: '1' }] }, e: ['x'] }`, the way Stripe reads what the SDK sends. */
function parseForm(encoded: string): Params {
  const root: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(encoded)) {
    const path = splitKey(key);
    let node = root;
    for (const [i, segment] of path.entries()) {
      // `a[]=x` appends, as `a[0]=x` would.
      const name = segment === '' ? String(Object.keys(node).length) : segment;
      if (i === path.length - 1) {
        node[name] = value;
        break;
      }
      const next = node[name] ?? {};
      if (typeof next !== 'object') throw new ApiError(400, `Invalid parameter: ${key} (${path[0]} is both a value and a hash)`);
      node = node[name] = next as Record<string, unknown>;
    }
  }
  return arraysFromIndexes(root) as Params;
}

function splitKey(key: string): string[] {
  const match = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(key);
  const path = match ? [match[1], ...[...match[2].matchAll(/\[([^[\]]*)\]/g)].map((m) => m[1])] : [];
  // A parameter named like an Object.prototype member must not reach the prototype.
  if (!match || path.some((segment) => ['__proto__', 'constructor', 'prototype'].includes(segment))) {
    throw new ApiError(400, `Invalid parameter name: ${key}`);
  }
  return path;
}

/** Hashes whose keys are all indexes (`line_items[0]`, `line_items[1]`) become arrays. */
function arraysFromIndexes(value: unknown): unknown {
  if (typeof value !== 'object' || value === null) return value;
  const entries = Object.entries(value).map(([key, inner]) => [key, arraysFromIndexes(inner)] as const);
  if (entries.length > 0 && entries.every(([key]) => /^\d+$/.test(key))) {
    return entries.sort(([a], [b]) => Number(a) - Number(b)).map(([, inner]) => inner);
  }
  return Object.fromEntries(entries);
}

function parseBody(raw: string, contentType: string | null): Params {
  if (!raw) return {};
  if (!contentType?.includes('json')) return parseForm(raw);
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw new ApiError(400, 'Invalid JSON body');
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw new ApiError(400, 'Invalid request body');
  return parsed as Params;
}

const label = (name: string, prefix?: string) => (prefix ? `${prefix}[${name}]` : name);

function optionalText(params: Params, name: string, prefix?: string): string | null {
  const value = params[name];
  if (value === undefined || value === '') return null;
  if (typeof value !== 'string') throw new ApiError(400, `Invalid string: ${label(name, prefix)}`, { param: label(name, prefix) });
  return value;
}

function requiredText(params: Params, name: string, prefix?: string): string {
  const value = optionalText(params, name, prefix);
  if (value === null) throw new ApiError(400, `Missing required param: ${label(name, prefix)}.`, { param: label(name, prefix) });
  return value;
}

function integer(value: Param | undefined, param: string): number | null {
  if (value === undefined || value === '') return null;
  if (typeof value !== 'string' || !/^\d+$/.test(value)) throw new ApiError(400, `Invalid integer: ${String(value)}`, { param });
  return Number(value);
}

function boolean(value: Param, param: string): boolean {
  if (value !== 'true' && value !== 'false') throw new ApiError(400, `Invalid boolean: ${String(value)}`, { param });
  return value === 'true';
}

function hash(value: Param | undefined, param: string): Params | null {
  if (value === undefined || value === '') return null;
  if (typeof value !== 'object' || Array.isArray(value)) throw new ApiError(400, `Invalid object`, { param });
  return value;
}

function array(value: Param | undefined, param: string): Param[] {
  if (value === undefined || value === '') return [];
  if (!Array.isArray(value)) throw new ApiError(400, `Invalid array`, { param });
  return value;
}

/** Stripe's metadata rules: `metadata[key]=` removes a key, `metadata=` removes them all; at most 50 keys, 40/500 characters. */
function applyMetadata(current: Metadata, value: Param | undefined, param = 'metadata'): Metadata {
  if (value === undefined) return { ...current };
  if (value === '') return {};
  const next = { ...current };
  for (const [key, entry] of Object.entries(hash(value, param) ?? {})) {
    if (typeof entry !== 'string') throw new ApiError(400, `Invalid value for ${param}[${key}]: metadata values are strings`, { param });
    if (key.length > 40) throw new ApiError(400, `Metadata keys can have up to 40 characters: ${key}`, { param });
    if (entry.length > 500) throw new ApiError(400, `Metadata values can have up to 500 characters: ${key}`, { param });
    if (entry === '') delete next[key];
    else next[key] = entry;
  }
  if (Object.keys(next).length > 50) throw new ApiError(400, 'Metadata can have up to 50 keys', { param });
  return next;
}

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const newId = (prefix: string) => `${prefix}_${[...randomBytes(24)].map((byte) => ALPHABET[byte % ALPHABET.length]).join('')}`;
const now = () => Math.floor(Date.now() / 1000);
const sum = (amounts: number[]) => amounts.reduce((total, amount) => total + amount, 0);
const list = <T>(url: string, data: T[]): List<T> => ({ object: 'list', data, has_more: false, url });
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Stripe's minimum charge in the currencies the product might use (a smaller Checkout Session is refused). */
const MINIMUM_CHARGE: Record<string, number> = { usd: 50, eur: 50, gbp: 30 };
const ZERO_DECIMAL = new Set('bif clp djf gnf jpy kmf krw mga pyg rwf ugx vnd vuv xaf xof xpf'.split(' '));

/** 250000 usd → `$2,500.00` (amounts are in the currency's smallest unit). */
function money(amount: number, currency: string): string {
  const units = ZERO_DECIMAL.has(currency) ? amount : amount / 100;
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() }).format(units);
}

/**
 * The end of period `n` (0 for the first) of a price billed from `anchor`, by the calendar as Stripe bills: a
 * monthly subscription started on 31 January renews on 28 (or 29) February, then on 31 March.
 */
function periodEnd(anchor: number, recurring: NonNullable<Price['recurring']>, n: number): number {
  const steps = recurring.interval_count * (n + 1);
  if (recurring.interval === 'day') return anchor + steps * DAY;
  if (recurring.interval === 'week') return anchor + steps * 7 * DAY;
  const start = new Date(anchor * 1000);
  const months = start.getUTCMonth() + (recurring.interval === 'year' ? steps * 12 : steps);
  const daysInMonth = new Date(Date.UTC(start.getUTCFullYear(), months + 1, 0)).getUTCDate();
  const end = new Date(start);
  end.setUTCFullYear(start.getUTCFullYear(), months, Math.min(start.getUTCDate(), daysInMonth));
  return Math.floor(end.getTime() / 1000);
}

/** The top-level fields that changed, with their former values: an `*.updated` event's `previous_attributes`. */
function changedFrom(before: object, after: object): Record<string, unknown> {
  const previous: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(before)) {
    if (JSON.stringify(value) !== JSON.stringify((after as Record<string, unknown>)[key])) previous[key] = value;
  }
  return previous;
}

/**
 * Fisher–Yates with a seeded generator (mulberry32): a shuffled delivery order that a failing test can reproduce. Its own
 * copy of support/seeded.ts's: the e2e run starts this file with Node's type stripping, which resolves no `./x.js` to x.ts.
 */
function shuffled<T>(items: T[], seed: number): T[] {
  const result = [...items];
  let state = seed >>> 0;
  const random = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  for (let i = result.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [result[i], result[j]] = [result[j], result[i]];
  }
  return result;
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function header(req: IncomingMessage, name: string): string | null {
  const value = req.headers[name];
  return (Array.isArray(value) ? value[0] : value) ?? null;
}

function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string>): void {
  res.writeHead(status, { ...headers, 'Content-Type': 'application/json' }).end(JSON.stringify(body));
}

/** POSTs a webhook the way Stripe does; resolves with the status, 0 when the endpoint did not answer. */
function postWebhook(url: string, payload: string, signature: string): Promise<number> {
  return new Promise((resolve) => {
    const headers = {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Length': String(Buffer.byteLength(payload)),
      'Stripe-Signature': signature,
      'User-Agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
    };
    // No keep-alive: a socket left open to the app would outlive the test that made it.
    const req = httpRequest(url, { method: 'POST', headers, agent: false, timeout: 10_000 }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('timeout', () => req.destroy());
    req.on('error', () => resolve(0));
    req.end(payload);
  });
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function htmlPage(title: string, body: string): string {
  return `<!doctype html>\n<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>\n<body><main>\n${body}\n</main></body></html>\n`;
}

// ——— The stand-in ———

type Route = { method: string; pattern: RegExp; handle: (call: ApiCall, id: string) => object };
interface ApiCall {
  body: Params;
  query: Params;
  /** For the `request` field of the events the call causes. */
  request: StandInEvent['request'];
}
/** What Stripe keeps about a Checkout Session without showing it on the session. */
interface SessionDetails {
  lineItems: LineItem[];
  paymentIntentMetadata: Metadata;
  subscriptionMetadata: Metadata;
  alwaysCreateCustomer: boolean;
}
interface StoredResponse {
  endpoint: string;
  raw: string;
  status: number;
  body: unknown;
}

class StandIn implements StripeStandIn {
  readonly host = '127.0.0.1';
  port = 0;
  readonly webhookSecret: string;
  readonly requests: RecordedRequest[] = [];
  readonly pendingEvents: StandInEvent[] = [];
  readonly deliveries: Delivery[] = [];

  /** Every object by id: ids carry their type's prefix, so one map serves retrieval and `expand`. */
  private readonly objects = new Map<string, ApiObject>();
  private readonly sessionDetails = new Map<string, SessionDetails>();
  /** Refunded so far, per payment intent (Stripe keeps it on the charge, which the stand-in does without). */
  private readonly refunded = new Map<string, number>();
  /** Each subscription's current period, counted from its billing cycle anchor. */
  private readonly periods = new Map<string, number>();
  /** Idempotency keys seen on POSTs, with the answer given. */
  private readonly idempotent = new Map<string, StoredResponse>();
  private readonly inFlight = new Set<Promise<unknown>>();
  private readonly server = createServer((req, res) => {
    this.handle(req, res).catch((error: unknown) => {
      if (!res.headersSent) sendJson(res, 500, { error: { type: 'api_error', message: String(error) } }, {});
    });
  });

  private readonly routes: Route[] = [
    { method: 'POST', pattern: /^\/v1\/customers$/, handle: (call) => this.createCustomer(call.body) },
    { method: 'GET', pattern: /^\/v1\/customers\/([^/]+)$/, handle: (_call, id) => this.get(id, 'customer') },
    { method: 'POST', pattern: /^\/v1\/checkout\/sessions$/, handle: (call) => this.createCheckoutSession(call.body) },
    { method: 'GET', pattern: /^\/v1\/checkout\/sessions$/, handle: (call) => this.listSessions(call.query) },
    { method: 'GET', pattern: /^\/v1\/checkout\/sessions\/([^/]+)$/, handle: (_call, id) => this.get(id, 'checkout.session') },
    { method: 'GET', pattern: /^\/v1\/checkout\/sessions\/([^/]+)\/line_items$/, handle: (_call, id) => this.lineItems(id) },
    { method: 'POST', pattern: /^\/v1\/checkout\/sessions\/([^/]+)\/expire$/, handle: (call, id) => this.expireSession(call, id) },
    { method: 'GET', pattern: /^\/v1\/charges$/, handle: (call) => this.listCharges(call.query) },
    { method: 'GET', pattern: /^\/v1\/charges\/([^/]+)$/, handle: (_call, id) => this.get(id, 'charge') },
    { method: 'GET', pattern: /^\/v1\/disputes\/([^/]+)$/, handle: (_call, id) => this.get(id, 'dispute') },
    { method: 'GET', pattern: /^\/v1\/subscriptions$/, handle: (call) => this.listSubscriptions(call.query) },
    { method: 'GET', pattern: /^\/v1\/refunds$/, handle: (call) => this.listRefunds(call.query) },
    { method: 'GET', pattern: /^\/v1\/subscriptions\/([^/]+)$/, handle: (_call, id) => this.get(id, 'subscription') },
    { method: 'POST', pattern: /^\/v1\/subscriptions\/([^/]+)$/, handle: (call, id) => this.updateSubscription(call, id) },
    { method: 'DELETE', pattern: /^\/v1\/subscriptions\/([^/]+)$/, handle: (call, id) => this.cancelSubscription(call, id) },
    { method: 'GET', pattern: /^\/v1\/invoices\/([^/]+)$/, handle: (_call, id) => this.get(id, 'invoice') },
    { method: 'GET', pattern: /^\/v1\/invoice_payments$/, handle: (call) => this.listInvoicePayments(call.query) },
    { method: 'GET', pattern: /^\/v1\/invoice_payments\/([^/]+)$/, handle: (_call, id) => this.get(id, 'invoice_payment') },
    { method: 'GET', pattern: /^\/v1\/payment_intents\/([^/]+)$/, handle: (_call, id) => this.get(id, 'payment_intent') },
    { method: 'POST', pattern: /^\/v1\/refunds$/, handle: (call) => this.createRefund(call.body) },
    { method: 'GET', pattern: /^\/v1\/refunds\/([^/]+)$/, handle: (_call, id) => this.get(id, 'refund') },
    { method: 'POST', pattern: /^\/v1\/billing_portal\/sessions$/, handle: (call) => this.createPortalSession(call.body) },
  ];

  constructor(private readonly options: StripeStandInOptions) {
    this.webhookSecret = options.webhookSecret ?? DEFAULT_WEBHOOK_SECRET;
  }

  get url(): string {
    return `http://${this.host}:${this.port}`;
  }

  listen(port: number): Promise<void> {
    return new Promise((resolve, reject) => {
      this.server.once('error', reject);
      this.server.listen(port, this.host, () => {
        this.port = (this.server.address() as AddressInfo).port;
        resolve();
      });
    });
  }

  async close(): Promise<void> {
    await this.idle();
    await new Promise<void>((resolve) => {
      this.server.close(() => resolve());
      // The SDK keeps its sockets alive: without this, close() would wait for them to time out.
      this.server.closeAllConnections();
    });
  }

  reset(): void {
    for (const map of [this.objects, this.sessionDetails, this.refunded, this.periods, this.idempotent]) map.clear();
    // Emptied in place: a test may hold on to these arrays.
    this.requests.length = 0;
    this.pendingEvents.length = 0;
    this.deliveries.length = 0;
  }

  takeEvents(): StandInEvent[] {
    return this.pendingEvents.splice(0);
  }

  async idle(): Promise<void> {
    while (this.inFlight.size > 0) await Promise.all([...this.inFlight]);
  }

  // ——— HTTP ———

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', this.url);
    const raw = await readBody(req);
    if (url.pathname.startsWith('/v1/')) this.handleApi(req, res, url, raw);
    else this.handlePage(req, res, url);
  }

  private handleApi(req: IncomingMessage, res: ServerResponse, url: URL, raw: string): void {
    const method = req.method ?? 'GET';
    const idempotencyKey = header(req, 'idempotency-key');
    const requestId = newId('req');
    const headers: Record<string, string> = {
      'Request-Id': requestId,
      'Stripe-Version': header(req, 'stripe-version') ?? STAND_IN_API_VERSION,
    };
    if (idempotencyKey) headers['Idempotency-Key'] = idempotencyKey;

    let body: Params = {};
    let query: Params = {};
    let parseError: unknown = null;
    try {
      body = parseBody(raw, header(req, 'content-type'));
      query = parseForm(url.search.slice(1));
    } catch (error) {
      parseError = error;
    }
    this.requests.push({
      method,
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      body,
      idempotencyKey,
      apiVersion: header(req, 'stripe-version'),
      at: new Date(),
    });

    try {
      if (parseError) throw parseError;
      this.authenticate(req);
      // Stripe only honours idempotency keys on POST (GET and DELETE are idempotent already).
      const key = method === 'POST' ? idempotencyKey : null;
      const replay = key ? this.replay(key, `${method} ${url.pathname}`, raw) : undefined;
      if (replay) return sendJson(res, replay.status, replay.body, { ...headers, 'Idempotent-Replayed': 'true' });

      const call: ApiCall = { body, query, request: { id: requestId, idempotency_key: idempotencyKey } };
      const answer = this.expandAll(this.route(method, url.pathname, call), method === 'POST' ? body.expand : query.expand);
      // Only answers of requests that ran are kept: a request refused for its parameters may be retried with the same key.
      if (key) this.idempotent.set(key, { endpoint: `${method} ${url.pathname}`, raw, status: 200, body: answer });
      sendJson(res, 200, answer, headers);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      const { type = 'invalid_request_error', ...details } = error.details;
      sendJson(res, error.status, { error: { type, message: error.message, ...details } }, { ...headers, 'Stripe-Should-Retry': 'false' });
    }
  }

  private authenticate(req: IncomingMessage): void {
    const authorization = header(req, 'authorization');
    if (!authorization) {
      throw new ApiError(401, 'You did not provide an API key. You need to provide your API key in the Authorization header.');
    }
    if (!/^Bearer sk_(test|live)_\S+$/.test(authorization)) {
      throw new ApiError(401, `Invalid API Key provided: ${authorization.replace(/^Bearer /, '').slice(0, 12)}…`);
    }
  }

  /** The stored answer for a key seen before; a key reused for another endpoint or other parameters is refused, as at Stripe. */
  private replay(key: string, endpoint: string, raw: string): StoredResponse | undefined {
    const stored = this.idempotent.get(key);
    if (!stored) return undefined;
    if (stored.endpoint !== endpoint) {
      const message = `Keys for idempotent requests can only be used for the same endpoint they were first used for ('${stored.endpoint}').`;
      throw new ApiError(400, message, { type: 'idempotency_error' });
    }
    if (stored.raw !== raw) {
      throw new ApiError(
        400,
        `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
        { type: 'idempotency_error' },
      );
    }
    return stored;
  }

  private route(method: string, path: string, call: ApiCall): object {
    for (const route of this.routes) {
      const match = route.method === method ? route.pattern.exec(path) : null;
      if (match) return route.handle(call, decodeURIComponent(match[1] ?? ''));
    }
    throw new ApiError(404, `Unrecognized request URL (${method}: ${path}).`);
  }

  /** Applies `expand[]` paths (`subscription`, `latest_invoice`, `data.payment.payment_intent`…) to a copy of the answer. */
  private expandAll(answer: object, expand: Param | undefined): unknown {
    const copy: unknown = structuredClone(answer);
    for (const path of array(expand, 'expand')) {
      if (typeof path !== 'string') throw new ApiError(400, 'Invalid expand', { param: 'expand' });
      this.expand(copy, path.split('.'), path);
    }
    return copy;
  }

  private expand(value: unknown, path: string[], full: string): unknown {
    if (!isRecord(value)) return value;
    const [field, ...rest] = path;
    if (value.object === 'list' && field === 'data' && Array.isArray(value.data)) {
      value.data = value.data.map((item: unknown) => this.expand(item, rest, full));
      return value;
    }
    const current = value[field];
    let target: unknown;
    if (field === 'line_items' && value.object === 'checkout.session') target = this.lineItems(String(value.id));
    else if (typeof current === 'string' && this.objects.has(current)) target = structuredClone(this.objects.get(current));
    else if (current === null || (isRecord(current) && rest.length > 0)) target = current;
    else throw new ApiError(400, `This property cannot be expanded (${full}).`, { param: 'expand' });
    value[field] = rest.length > 0 ? this.expand(target, rest, full) : target;
    return value;
  }

  // ——— Objects ———

  private save<T extends ApiObject>(object: T): T {
    this.objects.set(object.id, object);
    return object;
  }

  /** The object with this id; 404 for an id in the URL, 400 for one passed as a parameter (as Stripe answers). */
  private get<K extends ApiObject['object']>(id: string, kind: K, param?: string): ObjectOf<K> {
    const found = this.objects.get(id);
    if (found?.object === kind) return found as ObjectOf<K>;
    throw new ApiError(param ? 400 : 404, `No such ${kind}: '${id}'`, { code: 'resource_missing', param: param ?? 'id' });
  }

  private event(type: string, object: ApiObject, request?: StandInEvent['request'], previous?: Record<string, unknown>): StandInEvent {
    return {
      id: newId('evt'),
      object: 'event',
      api_version: STAND_IN_API_VERSION,
      created: now(),
      livemode: false,
      pending_webhooks: 1,
      request: request ?? { id: null, idempotency_key: null },
      type,
      data: previous ? { object: structuredClone(object), previous_attributes: previous } : { object: structuredClone(object) },
    };
  }

  private createCustomer(params: Params, email = optionalText(params, 'email')): Customer {
    return this.save({
      id: newId('cus'),
      object: 'customer',
      created: now(),
      livemode: false,
      email,
      name: optionalText(params, 'name'),
      description: optionalText(params, 'description'),
      metadata: applyMetadata({}, params.metadata),
    });
  }

  private createCheckoutSession(params: Params): CheckoutSession {
    const mode = requiredText(params, 'mode');
    if (mode !== 'payment' && mode !== 'subscription') {
      throw new ApiError(400, `The stand-in supports payment and subscription mode, not ${mode}.`, { param: 'mode' });
    }
    const customer = optionalText(params, 'customer');
    const customerEmail = optionalText(params, 'customer_email');
    if (customer && customerEmail) {
      throw new ApiError(400, 'You may only specify one of these parameters: customer, customer_email.', { param: 'customer_email' });
    }
    if (customer) this.get(customer, 'customer', 'customer');
    const lineItems = this.lineItemsParam(params.line_items, mode);
    const currency = lineItems[0].currency;
    const amount = sum(lineItems.map((item) => item.amount_total));
    if (mode === 'payment' && amount < (MINIMUM_CHARGE[currency] ?? 0)) {
      throw new ApiError(
        400,
        `The Checkout Session's total amount due must add up to at least ${money(MINIMUM_CHARGE[currency], currency)} ${currency}`,
      );
    }
    const created = now();
    const id = newId('cs_test');
    this.sessionDetails.set(id, {
      lineItems,
      paymentIntentMetadata: applyMetadata(
        {},
        hash(params.payment_intent_data, 'payment_intent_data')?.metadata,
        'payment_intent_data[metadata]',
      ),
      // Only subscription_data.metadata reaches the subscription: the session's own metadata stays on the session.
      subscriptionMetadata: applyMetadata({}, hash(params.subscription_data, 'subscription_data')?.metadata, 'subscription_data[metadata]'),
      alwaysCreateCustomer: params.customer_creation === 'always',
    });
    return this.save({
      id,
      object: 'checkout.session',
      created,
      livemode: false,
      mode,
      status: 'open',
      payment_status: 'unpaid',
      amount_subtotal: amount,
      amount_total: amount,
      currency,
      customer,
      customer_email: customerEmail,
      customer_details: null,
      client_reference_id: optionalText(params, 'client_reference_id'),
      metadata: applyMetadata({}, params.metadata),
      success_url: optionalText(params, 'success_url'),
      cancel_url: optionalText(params, 'cancel_url'),
      url: `${this.url}/checkout/${id}`,
      ui_mode: 'hosted',
      expires_at: integer(params.expires_at, 'expires_at') ?? created + DAY,
      payment_method_types: ['card'],
      payment_intent: null,
      subscription: null,
      invoice: null,
    });
  }

  private lineItemsParam(value: Param | undefined, mode: 'payment' | 'subscription'): LineItem[] {
    const items = array(value, 'line_items').map((item, i) => this.lineItemParam(item, `line_items[${i}]`));
    if (items.length === 0) throw new ApiError(400, 'Missing required param: line_items.', { param: 'line_items' });
    if (new Set(items.map((item) => item.currency)).size > 1) {
      throw new ApiError(400, 'All line items must use the same currency.', { param: 'line_items' });
    }
    const recurring = items.map((item) => item.price.recurring).filter((r): r is NonNullable<Price['recurring']> => r !== null);
    if (mode === 'payment' && recurring.length > 0) {
      throw new ApiError(
        400,
        'You specified `payment` mode but passed a recurring price. Either switch to `subscription` mode or use only one-time prices.',
        { param: 'line_items' },
      );
    }
    if (mode === 'subscription' && recurring.length === 0) {
      throw new ApiError(400, 'You must provide at least one recurring price in `subscription` mode when using prices.', {
        param: 'line_items',
      });
    }
    if (new Set(recurring.map((r) => `${r.interval_count} ${r.interval}`)).size > 1) {
      throw new ApiError(400, 'All recurring prices of a subscription must share the same billing interval.', { param: 'line_items' });
    }
    return items;
  }

  /** One `line_items[i]`: only `price_data` (with `product_data`) is supported, not prices created beforehand. */
  private lineItemParam(value: Param, param: string): LineItem {
    const item = hash(value, param) ?? {};
    if (item.price !== undefined) {
      throw new ApiError(400, `The stand-in only supports price_data line items (${param}[price]).`, { param: `${param}[price]` });
    }
    const data = hash(item.price_data, `${param}[price_data]`);
    if (!data) throw new ApiError(400, `Missing required param: ${param}[price_data].`, { param: `${param}[price_data]` });
    const prefix = `${param}[price_data]`;
    const unitAmount = integer(data.unit_amount, `${prefix}[unit_amount]`);
    if (unitAmount === null) {
      throw new ApiError(400, `Missing required param: ${prefix}[unit_amount].`, { param: `${prefix}[unit_amount]` });
    }
    const productData = hash(data.product_data, `${prefix}[product_data]`) ?? {};
    const quantity = integer(item.quantity, `${param}[quantity]`);
    if (!quantity) throw new ApiError(400, `Missing required param: ${param}[quantity].`, { param: `${param}[quantity]` });
    const recurring = this.recurringParam(data.recurring, `${prefix}[recurring]`);
    const currency = requiredText(data, 'currency', prefix).toLowerCase();
    const name = requiredText(productData, 'name', `${prefix}[product_data]`);

    const created = now();
    const product = this.save<Product>({ id: newId('prod'), object: 'product', created, livemode: false, name, active: true });
    const price = this.save<Price>({
      id: newId('price'),
      object: 'price',
      created,
      livemode: false,
      active: true,
      currency,
      unit_amount: unitAmount,
      type: recurring ? 'recurring' : 'one_time',
      recurring,
      product: product.id,
    });
    const amount = unitAmount * quantity;
    return {
      id: newId('li'),
      object: 'item',
      description: name,
      quantity,
      currency: price.currency,
      amount_subtotal: amount,
      amount_total: amount,
      price,
    };
  }

  private recurringParam(value: Param | undefined, param: string): Price['recurring'] {
    const recurring = hash(value, param);
    if (!recurring) return null;
    const interval = requiredText(recurring, 'interval', param);
    if (!['day', 'week', 'month', 'year'].includes(interval)) {
      throw new ApiError(400, `Invalid ${param}[interval]: must be one of day, week, month, or year`, { param: `${param}[interval]` });
    }
    return {
      interval: interval as Interval,
      interval_count: integer(recurring.interval_count, `${param}[interval_count]`) || 1,
      usage_type: 'licensed',
    };
  }

  private lineItems(sessionId: string): List<LineItem> {
    this.get(sessionId, 'checkout.session');
    const details = this.sessionDetails.get(sessionId);
    return list(`/v1/checkout/sessions/${sessionId}/line_items`, structuredClone(details?.lineItems ?? []));
  }

  private updateSubscription(call: ApiCall, id: string): Subscription {
    const subscription = this.get(id, 'subscription');
    const { body } = call;
    const changesOtherThanMetadata = Object.keys(body).some((key) => !['metadata', 'cancellation_details', 'expand'].includes(key));
    if (subscription.status === 'canceled' && changesOtherThanMetadata) {
      throw new ApiError(400, 'A canceled subscription can only update its cancellation_details and metadata.');
    }
    const before = structuredClone(subscription);
    if (body.cancel_at_period_end !== undefined) {
      this.setCancelAtPeriodEnd(subscription, boolean(body.cancel_at_period_end, 'cancel_at_period_end'));
    }
    subscription.metadata = applyMetadata(subscription.metadata, body.metadata);
    const previous = changedFrom(before, subscription);
    if (Object.keys(previous).length > 0) {
      this.pendingEvents.push(this.event('customer.subscription.updated', subscription, call.request, previous));
    }
    return subscription;
  }

  /** As at Stripe: `canceled_at` is when the cancellation was asked for, `cancel_at` when it takes effect. */
  private setCancelAtPeriodEnd(subscription: Subscription, cancel: boolean): void {
    if (subscription.cancel_at_period_end === cancel) return;
    subscription.cancel_at_period_end = cancel;
    subscription.cancel_at = cancel ? Math.min(...subscription.items.data.map((item) => item.current_period_end)) : null;
    subscription.canceled_at = cancel ? now() : null;
    subscription.cancellation_details.reason = cancel ? 'cancellation_requested' : null;
  }

  private cancelSubscription(call: ApiCall, id: string): Subscription {
    const subscription = this.get(id, 'subscription');
    if (subscription.status === 'canceled') throw new ApiError(400, `The subscription ${id} has already been canceled.`);
    this.end(subscription);
    subscription.canceled_at = subscription.ended_at;
    this.pendingEvents.push(this.event('customer.subscription.deleted', subscription, call.request));
    return subscription;
  }

  private end(subscription: Subscription): void {
    subscription.status = 'canceled';
    subscription.ended_at = now();
    subscription.cancellation_details.reason = 'cancellation_requested';
  }

  /** Newest first, filtered by `invoice`, `status` and `payment[payment_intent]` as Stripe does; `limit` (default 10). */
  private listInvoicePayments(query: Params): List<InvoicePayment> {
    const invoice = optionalText(query, 'invoice');
    const status = optionalText(query, 'status');
    const paymentIntent = optionalText(hash(query.payment, 'payment') ?? {}, 'payment_intent', 'payment');
    const limit = integer(query.limit, 'limit') ?? 10;
    const matching = [...this.objects.values()]
      .filter((object): object is InvoicePayment => object.object === 'invoice_payment')
      .filter((payment) => (!invoice || payment.invoice === invoice) && (!status || payment.status === status))
      .filter((payment) => !paymentIntent || payment.payment.payment_intent === paymentIntent)
      .reverse();
    return { ...list('/v1/invoice_payments', matching.slice(0, limit)), has_more: matching.length > limit };
  }

  private createRefund(params: Params): Refund {
    const paymentIntentId = optionalText(params, 'payment_intent');
    if (!paymentIntentId) {
      throw new ApiError(400, 'Missing required param: payment_intent (the stand-in refunds payment intents, not charges).', {
        param: 'payment_intent',
      });
    }
    const paymentIntent = this.get(paymentIntentId, 'payment_intent', 'payment_intent');
    if (paymentIntent.status !== 'succeeded') {
      throw new ApiError(400, `This PaymentIntent (${paymentIntent.id}) does not have a successful charge to refund.`, {
        param: 'payment_intent',
      });
    }
    const left = paymentIntent.amount_received - (this.refunded.get(paymentIntent.id) ?? 0);
    if (left === 0) {
      throw new ApiError(400, `Charge for ${paymentIntent.id} has already been refunded.`, { code: 'charge_already_refunded' });
    }
    const amount = integer(params.amount, 'amount') ?? left;
    if (amount < 1) throw new ApiError(400, 'Invalid positive integer', { param: 'amount' });
    if (amount > left) {
      const message = `Refund amount (${money(amount, paymentIntent.currency)}) is greater than unrefunded amount on charge (${money(left, paymentIntent.currency)})`;
      throw new ApiError(400, message, { code: 'amount_too_large', param: 'amount' });
    }
    const reason = optionalText(params, 'reason');
    if (reason && !['duplicate', 'fraudulent', 'requested_by_customer'].includes(reason)) {
      throw new ApiError(400, 'Invalid reason: must be one of duplicate, fraudulent, or requested_by_customer', { param: 'reason' });
    }
    this.refunded.set(paymentIntent.id, (this.refunded.get(paymentIntent.id) ?? 0) + amount);
    const charge = paymentIntent.latest_charge ? this.get(paymentIntent.latest_charge, 'charge') : null;
    if (charge) {
      charge.amount_refunded += amount;
      charge.refunded = charge.amount_refunded >= charge.amount;
    }
    return this.save({
      id: newId('re'),
      object: 'refund',
      created: now(),
      livemode: false,
      amount,
      currency: paymentIntent.currency,
      payment_intent: paymentIntent.id,
      charge: charge?.id ?? null,
      status: 'succeeded',
      reason,
      metadata: applyMetadata({}, params.metadata),
    });
  }

  private createPortalSession(params: Params): PortalSession {
    const customer = this.get(requiredText(params, 'customer'), 'customer', 'customer');
    const id = newId('bps');
    return this.save({
      id,
      object: 'billing_portal.session',
      created: now(),
      livemode: false,
      customer: customer.id,
      return_url: optionalText(params, 'return_url'),
      url: `${this.url}/portal/${id}`,
      configuration: 'bpc_stand_in',
      flow: null,
      locale: null,
      on_behalf_of: null,
    });
  }

  // ——— What happens at Stripe without an API call (test controls) ———

  completeCheckout(sessionId: string, opts: { async?: 'pending' } = {}): StandInEvent[] {
    const session = this.get(sessionId, 'checkout.session');
    if (session.status !== 'open') throw new Error(`completeCheckout: ${sessionId} is ${session.status}, not open`);
    const details = this.sessionDetails.get(sessionId)!;
    if (!session.customer && (session.mode === 'subscription' || details.alwaysCreateCustomer)) {
      session.customer = this.createCustomer({}, session.customer_email).id;
    }
    const customer = session.customer ? this.get(session.customer, 'customer') : null;
    session.status = 'complete';
    session.url = null;
    session.customer_details = { email: session.customer_email ?? customer?.email ?? null, name: customer?.name ?? null };

    if (session.mode === 'payment') {
      const pending = opts.async === 'pending';
      const paymentIntent = this.createPaymentIntent(
        session.amount_total,
        session.currency,
        session.customer,
        pending ? 'processing' : 'succeeded',
      );
      paymentIntent.metadata = details.paymentIntentMetadata;
      session.payment_intent = paymentIntent.id;
      session.payment_status = pending ? 'unpaid' : 'paid';
      return [this.event('checkout.session.completed', session)];
    }
    if (opts.async) throw new Error('completeCheckout: async payment is only simulated in payment mode');
    const subscription = this.startSubscription(session.customer!, details);
    const invoice = this.bill(subscription, 'subscription_create', details.lineItems, true);
    session.subscription = subscription.id;
    session.invoice = invoice.id;
    session.payment_status = 'paid';
    return [
      this.event('checkout.session.completed', session),
      this.event('customer.subscription.created', subscription),
      this.event('invoice.paid', invoice),
    ];
  }

  /** Whole shillings of UGX (a zero-decimal currency at Stripe), cents of TZS (which is not there). */
  chargeOutside(amount: number, currency: string): PaymentIntent {
    return this.createPaymentIntent(amount, currency, null, 'succeeded');
  }

  settleAsync(sessionId: string, outcome: 'succeeded' | 'failed'): StandInEvent[] {
    const session = this.get(sessionId, 'checkout.session');
    const paymentIntent = session.payment_intent ? this.get(session.payment_intent, 'payment_intent') : null;
    if (paymentIntent?.status !== 'processing') {
      throw new Error(`settleAsync: ${sessionId} has no pending payment (complete it with { async: 'pending' } first)`);
    }
    if (outcome === 'failed') {
      paymentIntent.status = 'requires_payment_method';
      return [this.event('checkout.session.async_payment_failed', session)];
    }
    paymentIntent.status = 'succeeded';
    paymentIntent.amount_received = paymentIntent.amount;
    paymentIntent.latest_charge = this.charge(paymentIntent.id, paymentIntent.amount, paymentIntent.currency);
    session.payment_status = 'paid';
    return [this.event('checkout.session.async_payment_succeeded', session)];
  }

  /**
   * As at Stripe, the period moves on whether or not the invoice is paid: an unpaid renewal leaves the subscription
   * `past_due` in its new period (while Stripe retries the payment), it does not keep the old one.
   */
  renew(subscriptionId: string, outcome: 'paid' | 'failed'): StandInEvent[] {
    const subscription = this.get(subscriptionId, 'subscription');
    if (subscription.status === 'canceled') throw new Error(`renew: ${subscriptionId} is canceled`);
    if (subscription.cancel_at_period_end) throw new Error(`renew: ${subscriptionId} cancels at the end of its period: use endPeriod`);
    const before = structuredClone(subscription);
    const period = this.periods.get(subscriptionId)! + 1;
    this.periods.set(subscriptionId, period);
    for (const item of subscription.items.data) {
      item.current_period_start = item.current_period_end;
      item.current_period_end = periodEnd(subscription.billing_cycle_anchor, item.price.recurring!, period);
    }
    const invoice = this.bill(subscription, 'subscription_cycle', subscription.items.data, outcome === 'paid');
    subscription.status = outcome === 'paid' ? 'active' : 'past_due';
    return [
      this.event(outcome === 'paid' ? 'invoice.paid' : 'invoice.payment_failed', invoice),
      this.event('customer.subscription.updated', subscription, undefined, changedFrom(before, subscription)),
    ];
  }

  endPeriod(subscriptionId: string): StandInEvent[] {
    const subscription = this.get(subscriptionId, 'subscription');
    if (subscription.status === 'canceled' || !subscription.cancel_at_period_end) {
      throw new Error(`endPeriod: ${subscriptionId} is not set to cancel at the end of its period (status ${subscription.status})`);
    }
    this.end(subscription);
    return [this.event('customer.subscription.deleted', subscription)];
  }

  private createPaymentIntent(amount: number, currency: string, customer: string | null, status: PaymentIntent['status']): PaymentIntent {
    const id = newId('pi');
    return this.save({
      id,
      object: 'payment_intent',
      created: now(),
      livemode: false,
      amount,
      amount_received: status === 'succeeded' ? amount : 0,
      currency,
      customer,
      status,
      metadata: {},
      latest_charge: status === 'succeeded' ? this.charge(id, amount, currency) : null,
    });
  }

  /** The charge of a payment intent that succeeded (its id). */
  private charge(paymentIntentId: string, amount: number, currency: string): string {
    return this.save({
      id: newId('ch'),
      object: 'charge',
      created: now(),
      livemode: false,
      amount,
      amount_refunded: 0,
      currency,
      payment_intent: paymentIntentId,
      refunded: false,
      status: 'succeeded',
      paid: true,
      disputed: false,
    }).id;
  }

  /** Newest first from `starting_after`, as Stripe pages a list: `limit` (default 10, at most 100) and `has_more`. */
  private page<T extends ApiObject>(url: string, newestFirst: T[], query: Params): List<T> {
    const limit = Math.min(integer(query.limit, 'limit') ?? 10, 100);
    const after = optionalText(query, 'starting_after');
    const start = after ? newestFirst.findIndex((object) => object.id === after) + 1 : 0;
    if (after && start === 0) throw new ApiError(400, `No such object: '${after}'`, { code: 'resource_missing', param: 'starting_after' });
    return { ...list(url, newestFirst.slice(start, start + limit)), has_more: newestFirst.length > start + limit };
  }

  /** `GET /v1/charges?created[gte]=…`: newest first, paged. */
  private listCharges(query: Params): List<Charge> {
    const gte = integer(hash(query.created, 'created')?.gte, 'created[gte]');
    const charges = [...this.objects.values()]
      .filter((object): object is Charge => object.object === 'charge')
      .filter((charge) => gte === null || charge.created >= gte)
      .sort((a, b) => b.created - a.created);
    return this.page('/v1/charges', charges, query);
  }

  /** `GET /v1/checkout/sessions?customer=…&status=open|complete|expired`: newest first, paged. */
  private listSessions(query: Params): List<CheckoutSession> {
    const status = optionalText(query, 'status');
    const customer = optionalText(query, 'customer');
    const sessions = [...this.objects.values()]
      .filter((object): object is CheckoutSession => object.object === 'checkout.session')
      .filter((session) => (!status || session.status === status) && (!customer || session.customer === customer))
      .sort((a, b) => b.created - a.created);
    return this.page('/v1/checkout/sessions', sessions, query);
  }

  /** `GET /v1/subscriptions?status=all|…&customer=…`: newest first, paged; without `status`, canceled ones are left out (as Stripe does). */
  private listSubscriptions(query: Params): List<Subscription> {
    const status = optionalText(query, 'status');
    const customer = optionalText(query, 'customer');
    const subscriptions = [...this.objects.values()]
      .filter((object): object is Subscription => object.object === 'subscription')
      .filter((sub) => (status === 'all' ? true : status ? sub.status === status : sub.status !== 'canceled'))
      .filter((sub) => !customer || sub.customer === customer)
      .sort((a, b) => b.created - a.created);
    return this.page('/v1/subscriptions', subscriptions, query);
  }

  openDispute(paymentIntentId: string, reason: Dispute['reason'] = 'fraudulent'): StandInEvent[] {
    const intent = this.get(paymentIntentId, 'payment_intent');
    const charge = this.get(intent.latest_charge!, 'charge');
    charge.disputed = true;
    const dispute = this.save<Dispute>({
      id: newId('du'),
      object: 'dispute',
      created: now(),
      livemode: false,
      amount: charge.amount - charge.amount_refunded,
      currency: charge.currency,
      charge: charge.id,
      payment_intent: intent.id,
      reason,
      status: 'needs_response',
      metadata: {},
    });
    return [this.event('charge.dispute.created', dispute)];
  }

  closeDispute(disputeId: string, outcome: 'won' | 'lost'): StandInEvent[] {
    const dispute = this.get(disputeId, 'dispute');
    dispute.status = outcome;
    return [this.event('charge.dispute.closed', dispute)];
  }

  /** `POST /v1/checkout/sessions/:id/expire`: only an open session can be expired; [checkout.session.expired] is pending. */
  private expireSession(call: ApiCall, id: string): CheckoutSession {
    const session = this.get(id, 'checkout.session');
    if (session.status !== 'open') {
      throw new ApiError(
        400,
        `Only Checkout Sessions with a status in ["open"] can be expired. This Checkout Session has a status of "${session.status}".`,
      );
    }
    session.status = 'expired';
    session.url = null;
    this.pendingEvents.push(this.event('checkout.session.expired', session, call.request));
    return session;
  }

  backdate(id: string, seconds: number): void {
    const object = this.objects.get(id);
    if (!object) throw new Error(`backdate: no object ${id}`);
    object.created -= seconds;
    if (object.object === 'checkout.session') object.expires_at -= seconds;
  }

  expireCheckout(sessionId: string): StandInEvent[] {
    const session = this.get(sessionId, 'checkout.session');
    if (session.status !== 'open') throw new Error(`expireCheckout: ${sessionId} is ${session.status}, not open`);
    session.status = 'expired';
    session.url = null;
    return [this.event('checkout.session.expired', session)];
  }

  refundInDashboard(paymentIntentId: string, amount?: number): StandInEvent[] {
    const refund = this.createRefund(
      amount === undefined ? { payment_intent: paymentIntentId } : { payment_intent: paymentIntentId, amount: String(amount) },
    );
    const charge = this.get(refund.charge!, 'charge');
    return [this.event('refund.created', refund), this.event('charge.refunded', charge)];
  }

  /** `GET /v1/refunds?charge=…|payment_intent=…`: newest first, as Stripe lists them. */
  private listRefunds(query: Params): List<Refund> {
    const charge = optionalText(query, 'charge');
    const paymentIntent = optionalText(query, 'payment_intent');
    const data = [...this.objects.values()]
      .filter((object): object is Refund => object.object === 'refund')
      .filter((refund) => (!charge || refund.charge === charge) && (!paymentIntent || refund.payment_intent === paymentIntent))
      .reverse();
    return { object: 'list', data, has_more: false, url: '/v1/refunds' };
  }

  private startSubscription(customer: string, details: SessionDetails): Subscription {
    const start = now();
    const id = newId('sub');
    this.periods.set(id, 0);
    const items = details.lineItems
      .filter((line) => line.price.recurring)
      .map<SubscriptionItem>((line) => ({
        id: newId('si'),
        object: 'subscription_item',
        created: start,
        livemode: false,
        subscription: id,
        quantity: line.quantity,
        current_period_start: start,
        current_period_end: periodEnd(start, line.price.recurring!, 0),
        price: line.price,
        metadata: {},
      }));
    return this.save({
      id,
      object: 'subscription',
      created: start,
      livemode: false,
      customer,
      currency: items[0].price.currency,
      status: 'active',
      collection_method: 'charge_automatically',
      start_date: start,
      billing_cycle_anchor: start,
      cancel_at: null,
      cancel_at_period_end: false,
      canceled_at: null,
      ended_at: null,
      cancellation_details: { reason: null, comment: null, feedback: null },
      latest_invoice: null,
      metadata: details.subscriptionMetadata,
      items: list(`/v1/subscription_items?subscription=${id}`, items),
    });
  }

  /** Invoices the subscription for these lines (its first invoice also carries one-time line items); paid ones get a payment. */
  private bill(
    subscription: Subscription,
    reason: Invoice['billing_reason'],
    lines: (LineItem | SubscriptionItem)[],
    paid: boolean,
  ): Invoice {
    const created = now();
    const [first] = subscription.items.data;
    const period = { start: first.current_period_start, end: first.current_period_end };
    const invoiceLines = lines.map<InvoiceLine>((line) => ({
      id: newId('il'),
      object: 'line_item',
      amount: line.price.unit_amount * line.quantity,
      currency: subscription.currency,
      description: `${line.quantity} × ${this.get(line.price.product, 'product').name}`,
      quantity: line.quantity,
      period: line.price.recurring ? period : { start: created, end: created },
    }));
    const amount = sum(invoiceLines.map((line) => line.amount));
    const id = newId('in');
    const invoice = this.save<Invoice>({
      id,
      object: 'invoice',
      created,
      livemode: false,
      customer: subscription.customer,
      customer_email: this.get(subscription.customer, 'customer').email,
      currency: subscription.currency,
      status: paid ? 'paid' : 'open',
      billing_reason: reason,
      collection_method: 'charge_automatically',
      amount_due: amount,
      amount_paid: paid ? amount : 0,
      amount_remaining: paid ? 0 : amount,
      subtotal: amount,
      total: amount,
      attempt_count: 1,
      attempted: true,
      metadata: {},
      status_transitions: { finalized_at: created, paid_at: paid ? created : null, marked_uncollectible_at: null, voided_at: null },
      parent: {
        type: 'subscription_details',
        quote_details: null,
        subscription_details: { subscription: subscription.id, metadata: { ...subscription.metadata } },
      },
      lines: list(`/v1/invoices/${id}/lines`, invoiceLines),
    });
    subscription.latest_invoice = invoice.id;
    if (paid) {
      const paymentIntent = this.createPaymentIntent(amount, subscription.currency, subscription.customer, 'succeeded');
      this.save<InvoicePayment>({
        id: newId('inpay'),
        object: 'invoice_payment',
        created,
        livemode: false,
        invoice: invoice.id,
        amount_paid: amount,
        amount_requested: amount,
        currency: subscription.currency,
        is_default: true,
        status: 'paid',
        payment: { type: 'payment_intent', payment_intent: paymentIntent.id },
        status_transitions: { paid_at: created, canceled_at: null },
      });
    }
    return invoice;
  }

  // ——— Webhooks ———

  signedDelivery(event: StandInEvent, secret = this.webhookSecret, opts: { timestamp?: number } = {}): { payload: string; header: string } {
    // Pretty-printed, as Stripe sends it: a receiver must verify the raw bytes, not a re-serialised object.
    const payload = JSON.stringify(event, null, 2);
    return { payload, header: Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp: opts.timestamp }) };
  }

  async deliver(events: StandInEvent[], opts: DeliverOptions = {}): Promise<number[]> {
    const url = opts.url ?? this.options.webhookUrl;
    if (!url) throw new Error('deliver: no webhook URL (pass { url }, or start the stand-in with webhookUrl)');
    const repeated = Array.from({ length: opts.times ?? 1 }, () => events).flat();
    const queue = opts.shuffle ? shuffled(repeated, opts.seed ?? 1) : repeated;
    const statuses: number[] = [];
    for (const event of queue) {
      // Signed at each attempt, as Stripe does: a retry carries a fresh timestamp.
      const { payload, header: signature } = this.signedDelivery(event);
      const status = await postWebhook(url, payload, signature);
      this.deliveries.push({ url, eventId: event.id, type: event.type, status, at: new Date() });
      statuses.push(status);
    }
    return statuses;
  }

  // ——— Hosted pages (for browser tests) ———

  private handlePage(req: IncomingMessage, res: ServerResponse, url: URL): void {
    const [, kind, id, action] = /^\/(checkout|portal)\/([^/]+)(?:\/(pay))?$/.exec(url.pathname) ?? [];
    const object = id ? this.objects.get(decodeURIComponent(id)) : undefined;
    if (object?.object === 'checkout.session' && kind === 'checkout' && req.method === 'GET' && !action) {
      return this.sendHtml(res, 200, this.checkoutPage(object));
    }
    if (object?.object === 'checkout.session' && kind === 'checkout' && req.method === 'POST' && action === 'pay') {
      return this.pay(res, object);
    }
    if (object?.object === 'billing_portal.session' && kind === 'portal' && req.method === 'GET' && !action) {
      const back = object.return_url ? `<a href="${escapeHtml(object.return_url)}">Return</a>` : '';
      return this.sendHtml(
        res,
        200,
        htmlPage('Stand-in billing portal', `<h1>Billing portal</h1>\n<p>Customer ${object.customer}</p>\n${back}`),
      );
    }
    this.sendHtml(res, 404, htmlPage('Not found', '<h1>Not found</h1>'));
  }

  private checkoutPage(session: CheckoutSession): string {
    const lines = this.sessionDetails.get(session.id)?.lineItems ?? [];
    const items = lines.map((line) => `<li><span>${escapeHtml(line.description)}</span> <span>× ${line.quantity}</span></li>`).join('\n');
    const recurring = lines.find((line) => line.price.recurring)?.price.recurring;
    const every = recurring
      ? `<p>Then billed every ${recurring.interval_count > 1 ? `${recurring.interval_count} ` : ''}${recurring.interval}</p>\n`
      : '';
    const action =
      session.status === 'open'
        ? `<form method="post" action="/checkout/${session.id}/pay"><button type="submit">Pay</button></form>`
        : '<p>This checkout session is complete.</p>';
    const cancel = session.cancel_url ? `\n<a href="${escapeHtml(session.cancel_url)}">Cancel</a>` : '';
    const body = `<h1>${escapeHtml(money(session.amount_total, session.currency))}</h1>\n${every}<ul>\n${items}\n</ul>\n${action}${cancel}`;
    return htmlPage('Stand-in checkout', body);
  }

  /** The customer pays: the session completes, the browser goes to success_url, then the events reach the app. */
  private pay(res: ServerResponse, session: CheckoutSession): void {
    // A second submit (a double click, the back button) finds the session complete: redirected again, nothing new.
    const events = session.status === 'open' ? this.completeCheckout(session.id) : [];
    const location = (session.success_url ?? this.url).replaceAll('{CHECKOUT_SESSION_ID}', session.id);
    if (events.length > 0 && this.options.webhookUrl) {
      // Tracked before the answer goes out, so that `idle()` right after the redirect already waits for it.
      const answered = new Promise((resolve) => res.once('finish', resolve));
      this.track(answered.then(() => this.deliver(events)));
    }
    res.writeHead(303, { Location: location }).end();
  }

  private sendHtml(res: ServerResponse, status: number, html: string): void {
    res.writeHead(status, { 'Content-Type': 'text/html; charset=utf-8' }).end(html);
  }

  private track(work: Promise<unknown>): void {
    const settled: Promise<unknown> = work.catch(() => undefined).finally(() => this.inFlight.delete(settled));
    this.inFlight.add(settled);
  }
}

/**
 * The settings that point the product's Stripe SDK at a stand-in on `port` (another port: a proxy in
 * front of it), with the webhook secret it signs with. Reconciliation judges at once: a test has let
 * its webhooks be applied before it reconciles.
 */
export const stripeStandInEnv = (port: number, webhookSecret: string) => ({
  STRIPE_SECRET_KEY: 'sk_test_standin',
  STRIPE_WEBHOOK_SECRET: webhookSecret,
  STRIPE_API_HOST: '127.0.0.1',
  STRIPE_API_PORT: String(port),
  STRIPE_API_PROTOCOL: 'http',
  RECONCILIATION_GRACE_SECONDS: '0',
});
