import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isMobileNumber } from '../common/phone.js';

/**
 * Every setting of the product comes from an environment variable, validated once at start-up.
 * A missing or invalid value stops the process with one line naming the variable
 * (see `ConfigError` and `exitOnConfigError`). Defaults work on a developer machine with
 * PostgreSQL on 127.0.0.1:5432 and Redis on 127.0.0.1:6379.
 */
export class ConfigError extends Error {}

type Env = Record<string, string | undefined>;

function read(env: Env, name: string): string | undefined {
  const value = env[name];
  return value === undefined || value.trim() === '' ? undefined : value.trim();
}

function integer(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = read(env, name);
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!/^-?\d+$/.test(raw) || value < min || value > max) {
    throw new ConfigError(`${name} must be a whole number from ${min} to ${max} (got "${raw}")`);
  }
  return value;
}

function url(env: Env, name: string, fallback: string | undefined, protocols: string[]): string | undefined {
  const raw = read(env, name) ?? fallback;
  if (raw === undefined) return undefined;
  let parsed: URL;
  try {
    parsed = new URL(raw);
  } catch {
    throw new ConfigError(`${name} must be a URL (${protocols.join(' or ')})`);
  }
  if (!protocols.includes(parsed.protocol)) {
    throw new ConfigError(`${name} must use ${protocols.join(' or ')} (got "${parsed.protocol}")`);
  }
  return raw;
}

function oneOf<T extends string>(env: Env, name: string, fallback: T, allowed: readonly T[]): T {
  const raw = read(env, name) ?? fallback;
  if (!allowed.includes(raw as T)) throw new ConfigError(`${name} must be one of ${allowed.join(', ')} (got "${raw}")`);
  return raw as T;
}

function flag(env: Env, name: string, fallback: boolean): boolean {
  const raw = read(env, name);
  if (raw === undefined) return fallback;
  if (raw === 'true' || raw === 'false') return raw === 'true';
  throw new ConfigError(`${name} must be true or false (got "${raw}")`);
}

function email(env: Env, name: string, fallback: string): string {
  const raw = read(env, name) ?? fallback;
  if (!/^[^\s@<>]+@[^\s@<>]+$/.test(raw)) throw new ConfigError(`${name} must be an email address (got "${raw}")`);
  return raw;
}

const PROXY_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

/** A list of proxy addresses, CIDR ranges or Express's names for ranges; "false" trusts none. */
function trustedProxies(env: Env, name: string, fallback: string): string[] | false {
  const raw = read(env, name) ?? fallback;
  if (raw === 'false') return false;
  const entries = raw
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const ip = /^(\d{1,3}(\.\d{1,3}){3}|[0-9a-f:]*:[0-9a-f:.]*)(\/\d{1,3})?$/i;
  const bad = entries.find((entry) => !PROXY_NAMES.includes(entry) && !ip.test(entry));
  if (!entries.length || bad !== undefined) {
    throw new ConfigError(
      `${name} must be "false" or a comma-separated list of IP addresses, CIDR ranges or ${PROXY_NAMES.join('/')} (got "${bad ?? raw}")`,
    );
  }
  return entries;
}

/** Development-only key (known to everyone): production refuses to start with it. */
export const DEVELOPMENT_ENCRYPTION_KEY = 'bWVkdG91ci1kZXZlbG9wbWVudC1rZXktTk9ULXByb2Q=';

function key32(env: Env, name: string, fallback: string): Buffer {
  const raw = read(env, name) ?? fallback;
  const key = Buffer.from(raw, 'base64');
  if (key.length !== 32 || key.toString('base64') !== raw) {
    throw new ConfigError(`${name} must be 32 random bytes in base64 (e.g. openssl rand -base64 32)`);
  }
  return key;
}

const NODE_ENVS = ['development', 'test', 'production'] as const;
const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** The repository root (this file is backend/src/config or backend/dist/config). Relative paths are resolved from it. */
export const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

/** Typed, validated configuration; injectable as a Nest provider under its own class. */
export class AppConfig {
  readonly nodeEnv: (typeof NODE_ENVS)[number];
  readonly port: number;
  readonly publicUrl: string;
  readonly databaseUrl: string;
  readonly redisUrl: string;
  /** Prefix of every BullMQ key, so that several deployments (or test runs) can share one Redis. */
  readonly queuePrefix: string;
  readonly logLevel: (typeof LOG_LEVELS)[number];
  /** SMTP server for outgoing mail; without one, mail is written to `mailCaptureDir`. */
  readonly smtpUrl?: string;
  readonly mailFrom: string;
  readonly mailCaptureDir: string;
  /** Where staff notifications (new contact messages, …) go. */
  readonly staffEmail: string;
  readonly sessionIdleMinutes: number;
  readonly sessionAbsoluteHours: number;
  /** Shorter limits for sessions of staff (moderators and admins). */
  readonly staffSessionIdleMinutes: number;
  readonly staffSessionAbsoluteHours: number;
  /** Serve the OpenAPI document and UI at /api/docs (`API_DOCS`; default on, except in production). */
  readonly apiDocs: boolean;
  /** How often the worker moves committed outbox rows to BullMQ. */
  readonly outboxPollMs: number;
  /** After SIGTERM/SIGINT, how long the API or the worker may take to close before it exits anyway (code 1). */
  readonly shutdownTimeoutMs: number;
  /** Wait after a job's first failed attempt; it doubles after each further one (up to six hours). */
  readonly outboxRetryBaseMs: number;
  /** Attempts before a job is dead-lettered for an admin to retry. */
  readonly outboxMaxAttempts: number;
  /** A job published this long ago and still not done was lost by Redis: it is published again. */
  readonly outboxRepublishAfterMs: number;
  /** Done outbox rows are deleted after this many days. */
  readonly outboxRetentionDays: number;
  /** Which proxies' X-Forwarded-For is believed (Express "trust proxy"): addresses, CIDRs or loopback; "false" for none. */
  readonly trustProxy: string[] | false;
  /** Requests per minute per client address, on every route (specific routes have stricter limits). */
  readonly rateLimitClientPerMinute: number;
  /** Requests per minute per signed-in user, on every route. */
  readonly rateLimitUserPerMinute: number;
  /** AES-256-GCM key for data encrypted at rest (2FA secrets, medical records). */
  readonly encryptionKey: Buffer;
  readonly usesDevelopmentKey: boolean;
  /** Where encrypted medical records are stored (local disk). */
  readonly recordsDir: string;
  /**
   * The coordinators' phone and WhatsApp mobile number: they only seed the first Settings row
   * (from then on Settings are the one source of contact details, edited in the back office).
   */
  readonly coordinatorPhone: string;
  readonly coordinatorWhatsapp: string;
  /** Folder holding the built front ends (patient-web/dist, admin-web/dist): the repository root by default. */
  readonly webRoot: string;

  constructor(env: Env = process.env) {
    this.nodeEnv = oneOf(env, 'NODE_ENV', 'development', NODE_ENVS);
    this.port = integer(env, 'PORT', 3000, 1, 65535);
    this.publicUrl = url(env, 'PUBLIC_URL', `http://localhost:${this.port}`, ['http:', 'https:'])!.replace(/\/$/, '');
    this.databaseUrl = url(env, 'DATABASE_URL', 'postgresql://postgres@127.0.0.1:5432/medtour', ['postgres:', 'postgresql:'])!;
    if (!new URL(this.databaseUrl).pathname.replace('/', '')) {
      throw new ConfigError('DATABASE_URL must name a database (e.g. postgresql://postgres@127.0.0.1:5432/medtour)');
    }
    this.redisUrl = url(env, 'REDIS_URL', 'redis://127.0.0.1:6379', ['redis:', 'rediss:'])!;
    this.queuePrefix = read(env, 'QUEUE_PREFIX') ?? 'medtour';
    if (!/^[a-zA-Z0-9_-]{1,40}$/.test(this.queuePrefix)) {
      throw new ConfigError('QUEUE_PREFIX must be 1-40 letters, digits, "-" or "_"');
    }
    this.logLevel = oneOf(env, 'LOG_LEVEL', this.nodeEnv === 'test' ? 'warn' : 'info', LOG_LEVELS);
    this.smtpUrl = url(env, 'SMTP_URL', undefined, ['smtp:', 'smtps:']);
    this.mailFrom = email(env, 'MAIL_FROM', 'care@medtour.local');
    this.mailCaptureDir = resolve(REPO_ROOT, read(env, 'MAIL_CAPTURE_DIR') ?? 'var/mail');
    this.staffEmail = email(env, 'STAFF_EMAIL', 'coordinators@medtour.local');
    this.sessionIdleMinutes = integer(env, 'SESSION_IDLE_MINUTES', 60 * 24 * 3, 5, 60 * 24 * 30);
    this.sessionAbsoluteHours = integer(env, 'SESSION_ABSOLUTE_HOURS', 24 * 30, 1, 24 * 90);
    this.staffSessionIdleMinutes = integer(env, 'STAFF_SESSION_IDLE_MINUTES', 30, 5, 60 * 24);
    this.staffSessionAbsoluteHours = integer(env, 'STAFF_SESSION_ABSOLUTE_HOURS', 12, 1, 24 * 7);
    this.apiDocs = flag(env, 'API_DOCS', this.nodeEnv !== 'production');
    this.outboxPollMs = integer(env, 'OUTBOX_POLL_MS', 500, 50, 60_000);
    this.shutdownTimeoutMs = integer(env, 'SHUTDOWN_TIMEOUT_MS', 10_000, 1_000, 120_000);
    this.outboxRetryBaseMs = integer(env, 'OUTBOX_RETRY_BASE_MS', 30_000, 10, 3_600_000);
    this.outboxMaxAttempts = integer(env, 'OUTBOX_MAX_ATTEMPTS', 12, 1, 50);
    this.outboxRepublishAfterMs = integer(env, 'OUTBOX_REPUBLISH_AFTER_MS', 300_000, 1_000, 86_400_000);
    this.outboxRetentionDays = integer(env, 'OUTBOX_RETENTION_DAYS', 7, 1, 3650);
    this.trustProxy = trustedProxies(env, 'TRUST_PROXY', 'loopback');
    this.rateLimitClientPerMinute = integer(env, 'RATE_LIMIT_CLIENT_PER_MINUTE', 1200, 1, 1_000_000);
    this.rateLimitUserPerMinute = integer(env, 'RATE_LIMIT_USER_PER_MINUTE', 600, 1, 1_000_000);
    this.encryptionKey = key32(env, 'ENCRYPTION_KEY', DEVELOPMENT_ENCRYPTION_KEY);
    this.usesDevelopmentKey = this.encryptionKey.toString('base64') === DEVELOPMENT_ENCRYPTION_KEY;
    this.recordsDir = resolve(REPO_ROOT, read(env, 'RECORDS_DIR') ?? 'var/records');
    this.coordinatorPhone = read(env, 'COORDINATOR_PHONE') ?? '+60 3-0000 0000';
    if (!/^\+[0-9 ()-]{6,24}$/.test(this.coordinatorPhone))
      throw new ConfigError('COORDINATOR_PHONE must be an international number starting with +');
    this.coordinatorWhatsapp = read(env, 'COORDINATOR_WHATSAPP') ?? '+60 12-000 0000';
    if (!isMobileNumber(this.coordinatorWhatsapp))
      throw new ConfigError('COORDINATOR_WHATSAPP must be an international mobile number starting with +');
    this.webRoot = resolve(REPO_ROOT, read(env, 'WEB_ROOT') ?? '.');

    if (this.isProduction) this.refuseDevelopmentSettings();
  }

  get isProduction(): boolean {
    return this.nodeEnv === 'production';
  }

  /** Cookies are marked Secure whenever the site is served over HTTPS, and always in production. */
  get secureCookies(): boolean {
    return this.isProduction || this.publicUrl.startsWith('https:');
  }

  private refuseDevelopmentSettings(): void {
    if (!this.publicUrl.startsWith('https:')) throw new ConfigError('PUBLIC_URL must be an https:// URL in production');
    if (this.usesDevelopmentKey) throw new ConfigError('ENCRYPTION_KEY must be set in production (the development key is public)');
    if (!this.smtpUrl) throw new ConfigError('SMTP_URL is required in production (mail would only be captured locally)');
    if (this.mailFrom.endsWith('.local') || this.staffEmail.endsWith('.local')) {
      throw new ConfigError('MAIL_FROM and STAFF_EMAIL must be real addresses in production, not the development defaults');
    }
  }
}

/** Builds the configuration or, if a value is bad, prints one line naming it and exits. */
export function loadConfigOrExit(env: Env = process.env): AppConfig {
  try {
    return new AppConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`Configuration error: ${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
}
