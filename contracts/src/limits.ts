/** Rate limits (spec §9 and ours): the figures, in one place; the backend enforces them. */

/** A limit on one route, per client address or per signed-in user, as @nestjs/throttler reads it. */
export interface RouteLimit {
  limit: number;
  ttl: number;
}

/**
 * Stricter limits of single routes: each keeps its own counter per address or per user. Spec §9
 * gives sign-up's; the others bound what one person can make the coordinators read (and the
 * worker email) in a short time.
 */
export const ROUTE_LIMITS = {
  signUp: { client: { limit: 2, ttl: 1_800_000 } },
  passwordReset: { client: { limit: 5, ttl: 300_000 } },
  /** Sign-in links asked for from one address: the generic limiter, like reset links (each sends an email). */
  signInLink: { client: { limit: 5, ttl: 300_000 } },
  contact: { client: { limit: 5, ttl: 300_000 } },
  bookingCreate: { user: { limit: 10, ttl: 3_600_000 } },
  bookingMessage: { user: { limit: 20, ttl: 600_000 } },
  recordUpload: { user: { limit: 30, ttl: 3_600_000 } },
  assessment: { user: { limit: 10, ttl: 3_600_000 } },
  /** Each asks for the password (a guessing target) and emails a confirmation link. */
  closeAccount: { user: { limit: 5, ttl: 3_600_000 } },
  /** Each opening of a hospital's shared-records link is kept and shown to the patient: bound what one address adds. */
  sharedRecords: { client: { limit: 60, ttl: 600_000 } },
  /** Each call asks Stripe for a payment page. */
  checkout: { user: { limit: 20, ttl: 3_600_000 } },
  /**
   * Staff writes, per staff member. Replies: more than a patient's (a coordinator answers many
   * threads), few enough that a runaway script cannot flood patients (whose emails are coalesced too).
   */
  staffMessage: { user: { limit: 30, ttl: 300_000 } },
  /**
   * Other back-office changes that send something out — an email (booking updates, quotes, offline
   * payments, invitations), a Stripe call (refunds) or a job again (failed-job retries): each route
   * counts on its own.
   */
  staffNotify: { user: { limit: 60, ttl: 600_000 } },
} as const satisfies Record<string, Partial<Record<'client' | 'user', RouteLimit>>>;
export type RouteLimitName = keyof typeof ROUTE_LIMITS;

/** A limit keyed by something other than the caller (an email, an account). */
export interface RateLimitRule {
  /** Part of the key: one counter per rule and subject. */
  name: string;
  limit: number;
  windowMs: number;
}

/** Limits counted by the service that knows the subject (spec §9). */
export const RATE_LIMITS = {
  /**
   * The spec's 3 attempts per 15 minutes, counted per email and client address: a stranger's wrong
   * passwords from elsewhere do not lock the owner out of their own address. A successful sign-in from
   * the address starts its count again.
   */
  signIn: { name: 'sign-in-address', limit: 3, windowMs: 900_000 },
  /**
   * Attempts on one email from all addresses together, in the same window: the ceiling on guessing one
   * account from many addresses (a botnet), high enough that the owner's own few tries rarely meet it.
   * 20 per 15 minutes is about 2,000 guesses a day against one account. An attacker can keep password
   * sign-in of an account refused this way, but not the owner's emailed sign-in link.
   */
  signInPerEmail: { name: 'sign-in-email', limit: 20, windowMs: 900_000 },
  /** The generic limiter, 5 per 5 minutes: reset links asked for one email. */
  passwordReset: { name: 'password-reset', limit: 5, windowMs: 300_000 },
  /** The generic limiter: contact messages from one email. */
  contact: { name: 'contact', limit: 5, windowMs: 300_000 },
  /** The generic limiter, per account, against guessing two-factor codes; a valid code starts the count again. */
  mfa: { name: 'mfa', limit: 5, windowMs: 300_000 },
} as const satisfies Record<string, RateLimitRule>;

/**
 * Verification links sent again when an unverified account signs in: at most one per interval and
 * so many a day. Earlier links keep working, so a newcomer loses nothing by waiting.
 */
export const VERIFICATION_RESEND = { intervalMinutes: 10, perDay: 5 } as const;

/**
 * Sign-in links: each works once, for `lifetimeMinutes`. At most `perWindow` are emailed to one
 * account per lifetime; further requests answer alike (no enumeration) but send nothing. The earlier
 * links keep working meanwhile, so that requests by someone else only ever fill the owner's inbox with
 * links they can use, and never stop the owner getting in.
 */
export const SIGN_IN_LINK = { lifetimeMinutes: 15, perWindow: 5 } as const;

/**
 * Scrape runs one staff member may have queued or running at once: each loads pages in the worker's
 * one Chromium, one run at a time, so a burst of them held it for minutes. A count per window would
 * also stop a moderator scraping hospital after hospital; this stops only the pile-up.
 */
export const SCRAPE_RUNS_UNFINISHED_PER_USER = 3;

/**
 * How long the text of a patient's form may be: the API refuses more (a 400 with the field's
 * message) and each form stops typing there.
 */
export const TEXT_LIMITS = {
  /** First, last or full name. */
  name: 100,
  /** RFC 5321's longest address. */
  email: 254,
  /** Passwords are hashed whatever their length; the cap bounds the hashing work. */
  password: 200,
  /** An assessment's texts, a booking's medical summary, a contact message. */
  longText: 5000,
  /** A booking's special requirements. */
  specialRequirements: 2000,
  /** One message of a booking's chat, from the patient or a coordinator. */
  chatMessage: 4000,
} as const;

/** A new password's minimum length (spec §4: 6). Very common passwords are refused as well (backend's list). */
export const PASSWORD_MIN_LENGTH = 6;

/** The rule as the forms and the API say it. */
export const PASSWORD_RULES = {
  tooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
  tooLong: `Password must be at most ${TEXT_LIMITS.password} characters`,
  tooCommon: 'This password is too common. Please choose a less common one.',
  hint: `At least ${PASSWORD_MIN_LENGTH} characters. Very common passwords are not accepted.`,
} as const;

/** A chat message over the limit (booking chat). */
export const CHAT_MESSAGE_TOO_LONG = `Message must be at most ${TEXT_LIMITS.chatMessage} characters`;
