import type { Agent, Response } from 'supertest';
import {
  alreadyThere,
  BOOKING_ACTIONS,
  BOOKING_LIFECYCLE,
  BOOKING_STATUSES,
  type BookingAction,
  type BookingActionRule,
  type BookingStatus,
  canTransition,
  LIFECYCLE_ROLES,
  type LifecycleFacts,
  type LifecycleRole,
  targetsOf,
} from '@medtour/contracts';
import { BookingLifecycle } from '../src/modules/booking-core/index.js';
import { startApiWithWorker, type TestApi } from './support/app.js';
import { inDays, seededOffer, signedInAgent } from './support/factories.js';
import { type StandInEvent, startStripeStandIn, stripeStandInEnv, type StripeStandIn } from './support/stripe-stand-in.js';
import { waitFor } from './support/wait.js';

const WEBHOOK_SECRET = 'whsec_lifecycle';

/**
 * The lifecycle as the product states it (real-product.md, "Bookings"), one line per action:
 * from-states → to-state · roles · what it requires. Pinned here so that a change to the table is a
 * deliberate change to this line too.
 */
const PINNED: Record<BookingAction, string> = {
  cancel: 'pending payment_pending confirmed → cancelled · patient',
  set_status: 'pending confirmed payment_pending completed cancelled → chosen · moderator admin',
  send_quote: 'pending payment_pending → payment_pending · moderator admin',
  pay_deposit: 'pending payment_pending → unchanged · patient',
  record_payment: 'pending payment_pending confirmed completed → unchanged · moderator admin',
  confirm: 'pending payment_pending → confirmed · moderator admin system · deposit covered',
  reopen: 'confirmed → payment_pending · admin system · deposit owed',
  decide_refund: 'cancelled → unchanged · admin · refundDecision pending',
};

const ruleOf = (action: BookingAction): BookingActionRule => BOOKING_LIFECYCLE[action];

const lineOf = (rule: BookingActionRule): string =>
  [
    `${rule.from.join(' ')} → ${rule.to}`,
    rule.roles.join(' '),
    ...Object.entries(rule.requires ?? {}).map(([fact, value]) => `${fact} ${String(value)}`),
  ].join(' · ');

/** What the table says happens: the booking's status after, and why it is refused (its role, or the action's words), if it is. */
interface Expected {
  status: BookingStatus;
  refused?: 'role' | string;
}

function expected(status: BookingStatus, action: BookingAction, role: LifecycleRole, facts: LifecycleFacts, to?: BookingStatus): Expected {
  const rule = ruleOf(action);
  if (!rule.roles.includes(role)) return { status, refused: 'role' };
  if (canTransition(status, action, role, facts, to)) return { status: to ?? targetsOf(action, status)[0]! };
  // Nothing to do: already there (cancelling twice), or a follow-up of a payment or refund that does not apply.
  if (alreadyThere(status, action) || !rule.refusal) return { status };
  return { status, refused: rule.refusal(status) };
}

const DEPOSIT_USD = 2000;

/**
 * Every (state, action, role) of the lifecycle table, asked of the API the way each role asks it
 * (routes, and Stripe's signed webhooks for the system): what the table allows is done (2xx, and the
 * booking is in the state the table names), what it refuses is refused (403, or 404 on the patient's
 * own routes, for a role it does not name; 409 with the action's words otherwise), and a follow-up
 * that does not apply leaves the booking as it was. Each case stages its booking in the database.
 */
describe('the booking lifecycle, as the API takes it', () => {
  let api: TestApi;
  let stripe: StripeStandIn;
  let offer: { hospitalId: string; treatmentId: string };

  beforeAll(async () => {
    stripe = await startStripeStandIn({ webhookSecret: WEBHOOK_SECRET });
    api = await startApiWithWorker(stripeStandInEnv(stripe.port, WEBHOOK_SECRET));
    offer = await seededOffer(api.em);
  });
  afterAll(async () => {
    await api.close();
    await stripe.close();
  });

  // The lifecycle runs the effects payments and reviews give it (their modules build on bookings): a process
  // missing one would change statuses without them (no refund decision, a review left verified).
  it("runs payments' and reviews' effects of a status change in the API and in the worker alike", () => {
    for (const process of [api.app, api.worker!]) {
      expect(process.get(BookingLifecycle, { strict: false }).effectOwners()).toEqual(['BookingPaymentEffects', 'BookingReviewEffects']);
    }
  });

  const sql = <T>(text: string, params: unknown[] = []) => api.em.getConnection().execute<T[]>(text, params);
  const statusOf = async (bookingId: string) =>
    (await sql<{ status: BookingStatus }>(`select status from bookings where id = ?`, [bookingId]))[0]!.status;

  /** A booking of `patientId` in `status`; quoted: with a current quote asking a $2,000 deposit, paid `paidUsd` offline. */
  async function stage(
    patientId: string,
    status: BookingStatus,
    { quoted = false, paidUsd = [] as number[], refundDecision = null as string | null } = {},
  ): Promise<{ bookingId: string; paymentIds: string[] }> {
    const [booking] = await sql<{ id: string }>(
      `insert into bookings (id, user_id, hospital_id, treatment_id, status, refund_decision)
       values (gen_random_uuid(), ?, ?, ?, ?, ?) returning id`,
      [patientId, offer.hospitalId, offer.treatmentId, status, refundDecision],
    );
    const bookingId = booking!.id;
    if (!quoted) return { bookingId, paymentIds: [] };
    const [quote] = await sql<{ id: string }>(
      `insert into booking_quotes (id, booking_id, version, lines, total_usd, deposit_usd, valid_until)
       values (gen_random_uuid(), ?, 1, ?, 10000, ?, ?) returning id`,
      [bookingId, JSON.stringify([{ label: 'Hip replacement', detail: null, amountUsd: 10000 }]), DEPOSIT_USD, inDays(14)],
    );
    const paymentIds: string[] = [];
    for (const usd of paidUsd) {
      const [payment] = await sql<{ id: string }>(
        `insert into payments (id, kind, method, status, amount_minor, user_id, booking_id, quote_id, paid_on)
         values (gen_random_uuid(), 'deposit', 'bank_transfer', 'succeeded', ?, ?, ?, ?, current_date) returning id`,
        [usd * 100, patientId, bookingId, quote!.id],
      );
      paymentIds.push(payment!.id);
    }
    return { bookingId, paymentIds };
  }
  const force = (bookingId: string, status: BookingStatus) => sql(`update bookings set status = ? where id = ?`, [status, bookingId]);

  /** Stripe's events, signed and delivered as Stripe delivers them, then applied by the worker. */
  async function deliver(events: StandInEvent[]): Promise<Response> {
    let res: Response | undefined;
    for (const event of events) {
      const signed = stripe.signedDelivery(event);
      res = await api.http
        .post('/api/payments/stripe/webhook')
        .set('Content-Type', 'application/json')
        .set('Stripe-Signature', signed.header)
        .send(signed.payload)
        .expect(200);
    }
    await waitFor(
      async () => (await sql(`select 1 from outbox where processed_at is null and queue in ('payments', 'email')`)).length === 0,
      'the worker done with the events',
    );
    return res!;
  }

  /** The patient pays the deposit of a quoted booking by card, awaiting it: the booking, and Stripe's events of the payment. */
  async function cardPayment(patient: Agent, patientId: string): Promise<{ bookingId: string; events: StandInEvent[] }> {
    const { bookingId } = await stage(patientId, 'payment_pending', { quoted: true });
    const { url } = (await patient.post(`/api/bookings/${bookingId}/deposit-checkout`).expect(200)).body as { url: string };
    return { bookingId, events: stripe.completeCheckout(url.split('/').at(-1)!) };
  }

  interface Case {
    status: BookingStatus;
    facts: LifecycleFacts;
    to?: BookingStatus;
  }
  interface Agents {
    patient: Agent;
    patientId: string;
    moderator: Agent;
    admin: Agent;
  }
  /** How a role asks for an action: stages the booking of `c` and asks. */
  type Way = (c: Case, who: Agent, agents: Agents) => Promise<{ bookingId: string; res: Response }>;

  interface Driver {
    /** The patient's own routes answer another user 404; staff routes answer a role without access 403. */
    route: 'patient' | 'staff';
    /** The facts each case is staged with: the action's requirement met, and not. */
    variants: LifecycleFacts[];
    /** The action of the route asked, whose refusal answers first (a follow-up's trigger: recording a payment). */
    trigger?: BookingAction;
    /** How patients, moderators and admins ask (the route is the same; their role decides). */
    asked: Way;
    /** How the system takes it (Stripe's webhooks), for the variants it can stage. */
    system?: { variants: LifecycleFacts[]; way: (c: Case, agents: Agents) => Promise<{ bookingId: string; res: Response }> };
  }

  const DRIVERS: Record<BookingAction, Driver> = {
    cancel: {
      route: 'patient',
      variants: [{}],
      asked: async ({ status }, who, { patientId }) => {
        const { bookingId } = await stage(patientId, status);
        return { bookingId, res: await who.post(`/api/bookings/${bookingId}/cancel`) };
      },
    },
    set_status: {
      route: 'staff',
      variants: [{}],
      asked: async ({ status, to }, who, { patientId }) => {
        const { bookingId } = await stage(patientId, status);
        return { bookingId, res: await who.put(`/api/admin/bookings/${bookingId}`).send({ status: to }) };
      },
    },
    send_quote: {
      route: 'staff',
      variants: [{}],
      asked: async ({ status }, who, { patientId }) => {
        const { bookingId } = await stage(patientId, status);
        const quote = { lines: [{ label: 'Hip replacement', amountUsd: 10000 }], validUntil: inDays(14) };
        return { bookingId, res: await who.post(`/api/admin/bookings/${bookingId}/quotes`).send(quote) };
      },
    },
    pay_deposit: {
      route: 'patient',
      variants: [{}],
      asked: async ({ status }, who, { patientId }) => {
        const { bookingId } = await stage(patientId, status, { quoted: true });
        return { bookingId, res: await who.post(`/api/bookings/${bookingId}/deposit-checkout`) };
      },
    },
    record_payment: {
      route: 'staff',
      variants: [{}],
      asked: async ({ status }, who, { patientId }) => {
        const { bookingId } = await stage(patientId, status, { quoted: true });
        return { bookingId, res: await who.post(`/api/admin/bookings/${bookingId}/payments`).send({ method: 'cash', amountUsd: 100 }) };
      },
    },
    confirm: {
      route: 'staff',
      variants: [{ deposit: 'covered' }, { deposit: 'owed' }],
      trigger: 'record_payment',
      // Staff record a payment that covers the deposit, or part of it.
      asked: async ({ status, facts }, who, { patientId }) => {
        const { bookingId } = await stage(patientId, status, { quoted: true });
        const amountUsd = facts.deposit === 'covered' ? DEPOSIT_USD : 100;
        return { bookingId, res: await who.post(`/api/admin/bookings/${bookingId}/payments`).send({ method: 'cash', amountUsd }) };
      },
      // A card payment always pays what is owed: it covers the deposit. The page is opened while the
      // deposit is due, then the booking moves on before Stripe's webhook arrives.
      system: {
        variants: [{ deposit: 'covered' }],
        way: async ({ status }, { patient, patientId }) => {
          const { bookingId, events } = await cardPayment(patient, patientId);
          await force(bookingId, status);
          return { bookingId, res: await deliver(events) };
        },
      },
    },
    reopen: {
      route: 'staff',
      variants: [{ deposit: 'owed' }, { deposit: 'covered' }],
      // An admin refunds $500 of a $2,000 deposit paid offline ($1,000 more paid: it stays covered).
      asked: async ({ status, facts }, who, { patientId }) => {
        const paidUsd = facts.deposit === 'covered' ? [DEPOSIT_USD, 1000] : [DEPOSIT_USD];
        const { bookingId, paymentIds } = await stage(patientId, status, { quoted: true, paidUsd });
        return {
          bookingId,
          res: await who.post(`/api/admin/payments/${paymentIds[0]}/refund`).send({ reason: 'Goodwill', amountUsd: 500 }),
        };
      },
      // $500 of a card payment refunded in Stripe's dashboard.
      system: {
        variants: [{ deposit: 'owed' }, { deposit: 'covered' }],
        way: async ({ status, facts }, { patient, patientId }) => {
          const { bookingId, events } = await cardPayment(patient, patientId);
          await deliver(events);
          expect(await statusOf(bookingId)).toBe('confirmed');
          if (facts.deposit === 'covered') {
            await sql(
              `insert into payments (id, kind, method, status, amount_minor, user_id, booking_id, quote_id, paid_on)
               select gen_random_uuid(), 'deposit', 'cash', 'succeeded', 100000, user_id, booking_id, quote_id, current_date
                 from payments where booking_id = ?`,
              [bookingId],
            );
          }
          await force(bookingId, status);
          const [card] = await sql<{ intent: string }>(
            `select stripe_payment_intent_id as intent from payments where booking_id = ? and method = 'stripe'`,
            [bookingId],
          );
          return { bookingId, res: await deliver(stripe.refundInDashboard(card!.intent, 50000)) };
        },
      },
    },
    decide_refund: {
      route: 'staff',
      variants: [{ refundDecision: 'pending' }, { refundDecision: null }],
      asked: async ({ status, facts }, who, { patientId }) => {
        const refundDecision = facts.refundDecision ?? null;
        const { bookingId } = await stage(patientId, status, { quoted: true, paidUsd: [DEPOSIT_USD], refundDecision });
        return {
          bookingId,
          res: await who.post(`/api/admin/bookings/${bookingId}/refund-decision`).send({ decision: 'keep', reason: 'Under the policy' }),
        };
      },
    },
  };

  it('has the lifecycle the product states', () => {
    expect(Object.fromEntries(BOOKING_ACTIONS.map((action) => [action, lineOf(ruleOf(action))]))).toEqual(PINNED);
  });

  it('names the system only where it has a way to act (Stripe’s webhooks)', () => {
    const bySystem = BOOKING_ACTIONS.filter((action) => ruleOf(action).roles.includes('system'));
    expect(bySystem).toEqual(BOOKING_ACTIONS.filter((action) => DRIVERS[action].system));
  });

  /** The cases of an action: each state, each variant of its facts, and each state staff may choose. */
  const casesOf = (action: BookingAction, variants: LifecycleFacts[]): Case[] =>
    BOOKING_STATUSES.flatMap((status) =>
      variants.flatMap((facts) =>
        ruleOf(action).to === 'chosen' ? targetsOf(action, status).map((to) => ({ status, facts, to })) : [{ status, facts }],
      ),
    );
  const title = (role: LifecycleRole, { status, facts, to }: Case) =>
    [role, to ? `${status} → ${to}` : status, ...Object.entries(facts).map(([fact, value]) => `${fact} ${String(value)}`)].join(' · ');

  describe.each(BOOKING_ACTIONS)('%s', (action) => {
    const driver = DRIVERS[action];
    let agents: Agents;

    beforeAll(async () => {
      // Fresh people for each action: the per-user limits (staff writes, payment pages) count from zero.
      const patient = await signedInAgent(api.app, api.em, 'user');
      agents = {
        patient: patient.agent,
        patientId: patient.user.id,
        moderator: (await signedInAgent(api.app, api.em, 'moderator')).agent,
        admin: (await signedInAgent(api.app, api.em, 'admin')).agent,
      };
    });

    const check = async (c: Case, role: LifecycleRole, bookingId: string, res: Response, trigger?: BookingAction) => {
      const first = trigger ? expected(c.status, trigger, role, c.facts) : undefined;
      const want = first?.refused ? first : expected(c.status, action, role, c.facts, c.to);
      if (want.refused === 'role') expect(res.status).toBe(driver.route === 'patient' ? 404 : 403);
      else if (want.refused) expect([res.status, res.body.message]).toEqual([409, want.refused]);
      else expect(res.status).toBeLessThan(300);
      expect(await statusOf(bookingId)).toBe(want.status);
    };

    const asked = LIFECYCLE_ROLES.filter((role) => role !== 'system').flatMap((role) =>
      casesOf(action, driver.variants).map((c) => [title(role, c), role, c] as const),
    );
    it.each(asked)('%s', async (_title, role, c) => {
      const { bookingId, res } = await driver.asked(c, agents[role as Exclude<LifecycleRole, 'system'>], agents);
      await check(c, role, bookingId, res, driver.trigger);
    });

    if (driver.system) {
      const { variants, way } = driver.system;
      it.each(casesOf(action, variants).map((c) => [title('system', c), c] as const))('%s', async (_title, c) => {
        const { bookingId, res } = await way(c, agents);
        await check(c, 'system', bookingId, res);
      });
    }
  });
});
