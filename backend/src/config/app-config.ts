import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isMobileNumber } from '../common/phone.js';
import { JOB_NAMES, type JobName, QUEUE_NAMES, type QueueName } from '../queues/queues.js';

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

/** A PostgreSQL URL naming a database. */
function databaseUrl(env: Env, name: string, fallback?: string): string | undefined {
  const value = url(env, name, fallback, ['postgres:', 'postgresql:']);
  if (value !== undefined && !new URL(value).pathname.replace('/', '')) {
    throw new ConfigError(`${name} must name a database (e.g. postgresql://postgres@127.0.0.1:5432/medtour)`);
  }
  return value;
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
const STORAGE_KINDS = ['local', 's3'] as const;
const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** The repository root (this file is backend/src/config or backend/dist/config). Relative paths are resolved from it. */
export const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

/** Typed, validated configuration; injectable as a Nest provider under its own class. */
export class AppConfig {
  readonly nodeEnv: (typeof NODE_ENVS)[number];
  readonly port: number;
  readonly publicUrl: string;
  readonly databaseUrl: string;
  /**
   * Read replicas of the database (`DATABASE_REPLICA_URLS`, comma-separated; none by default): the
   * public catalogue's answers are read from them when they have caught up (see CatalogueCache).
   */
  readonly databaseReplicaUrls: string[];
  readonly redisUrl: string;
  /** Prefix of every BullMQ key, so that several deployments (or test runs) can share one Redis. */
  readonly queuePrefix: string;
  /** The queues this worker process runs (`WORKER_QUEUES`; all by default): the scraper may run on a machine of its own. */
  readonly workerQueues: QueueName[];
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
  /** Money received that a booking did not owe is refunded through Stripe at once (else staff decide). */
  readonly paymentsAutoRefund: boolean;
  /** How many days back reconciliation compares Stripe's charges with the ledger. */
  readonly reconciliationWindowDays: number;
  /** What changed more recently than this is not judged by reconciliation yet: its webhook may be on its way. */
  readonly reconciliationGraceSeconds: number;
  /** How often the worker moves committed outbox rows to BullMQ. */
  readonly outboxPollMs: number;
  /** After SIGTERM/SIGINT, how long the API or the worker may take to close before it exits anyway (code 1). */
  readonly shutdownTimeoutMs: number;
  /** Liveness: a file the process rewrites every second while it makes progress (set by the supervisor; see common/heartbeat.ts). */
  readonly heartbeatFile?: string;
  /** Set by the supervisor for the API processes it starts: connections come from it, over IPC (main.ts). */
  readonly connectionsFromSupervisor: boolean;
  /** Load shedding (common/http/load-shedding.ts): new requests get 503 + Retry-After past any threshold (0: never). */
  readonly shedding: { eventLoopDelayMs: number; poolWaitMs: number; maxInFlight: number };
  /**
   * Bounds on every database wait of the API and the worker (each process has its own pool):
   * connections in the pool; how long a request waits for one before it is answered 503; how long
   * one statement may run; how long a transaction may sit idle (a bug holding `begin` open) before
   * PostgreSQL ends it and its connection goes back to the pool.
   */
  readonly database: { poolSize: number; acquireTimeoutMs: number; statementTimeoutMs: number; idleInTransactionTimeoutMs: number };
  /** Wait after a job's first failed attempt; it doubles after each further one (up to six hours). */
  readonly outboxRetryBaseMs: number;
  /** Attempts before a job is dead-lettered for an admin to retry. */
  readonly outboxMaxAttempts: number;
  /** A job published this long ago and still not done was lost by Redis: it is published again. */
  readonly outboxRepublishAfterMs: number;
  /** Done outbox rows are deleted after this many days. */
  readonly outboxRetentionDays: number;
  /**
   * Bounds of the API's HTTP server on its clients (a slow or stalled client cannot hold a socket):
   * a request's headers must arrive within `headersTimeoutMs` and the whole request within
   * `requestTimeoutMs` (else 408 and the connection closes); an idle kept-alive connection is closed
   * after `keepAliveTimeoutMs`.
   */
  readonly http: { requestTimeoutMs: number; headersTimeoutMs: number; keepAliveTimeoutMs: number };
  /** Which proxies' X-Forwarded-For is believed (Express "trust proxy"): addresses, CIDRs or loopback; "false" for none. */
  readonly trustProxy: string[] | false;
  /** Requests per minute per client address, on every route (specific routes have stricter limits). */
  readonly rateLimitClientPerMinute: number;
  /** Requests per minute per signed-in user, on every route. */
  readonly rateLimitUserPerMinute: number;
  /**
   * BullMQ's lock of a running job (every queue but the scraper's, which has its own): a worker that
   * dies mid-job has its job noticed (stalled) and run again by another within about three times this.
   */
  readonly jobLockMs: number;
  /**
   * Test only (production refuses it): jobs whose attempt makes the worker kill its own process
   * (SIGKILL) once the attempt is claimed, as the kernel's out-of-memory killer or a crash in native
   * code would, so that tests can prove a job which always kills its worker is dead-lettered.
   */
  readonly workerTestCrashJobs: JobName[];
  /** Changes (anything but GET/HEAD/OPTIONS) one staff member may make per minute, all back-office routes together. */
  readonly rateLimitStaffWritesPerMinute: number;
  /**
   * How long a limit waits for Redis before counting in this process instead (Redis answers in a millisecond; past this it
   * is taken for down for that hit, and limits are no longer shared across instances until it answers again).
   */
  readonly rateLimitRedisTimeoutMs: number;
  /** AES-256-GCM key for data encrypted at rest (2FA secrets, medical records). */
  readonly encryptionKey: Buffer;
  readonly usesDevelopmentKey: boolean;
  /** Where files (medical records, trip documents, data exports) are kept, encrypted: local disk or the S3 API (src/storage). */
  readonly storage: (typeof STORAGE_KINDS)[number];
  /** The folder of `STORAGE=local`, and the source of `storage:copy-to-s3`. */
  readonly recordsDir: string;
  /** The bucket of `STORAGE=s3` and how to reach it (also read by `storage:copy-to-s3`); null without S3_BUCKET. */
  readonly s3: S3Settings | null;
  /**
   * The coordinators' phone and WhatsApp mobile number: they only seed the first Settings row
   * (from then on Settings are the one source of contact details, edited in the back office).
   */
  readonly coordinatorPhone: string;
  readonly coordinatorWhatsapp: string;
  /** Folder holding the built front ends (patient-web/dist, admin-web/dist): the repository root by default. */
  readonly webRoot: string;
  /**
   * Stripe (online payments): the secret key and the webhook endpoint's signing secret, both or
   * neither (without them the product runs and patients are shown how to pay offline). The API's
   * address is Stripe's own unless tests point the SDK at a local stand-in.
   */
  readonly stripe: { secretKey: string; webhookSecret: string; host?: string; port?: number; protocol: 'http' | 'https' } | null;
  /**
   * The AI assistant's OpenAI-compatible model (OpenAI, or any server speaking its Chat Completions
   * API): base URL, key and model, all three or none (then the built-in engine answers from our
   * content). `timeoutMs` bounds the wait for the model's first and each next piece of its reply.
   */
  readonly ai: { baseUrl: string; apiKey: string; model: string } | null;
  readonly aiTimeoutMs: number;
  /**
   * Whether the API readies the assistant before it listens (classifiers loaded, lexicons and the catalogue's snapshot
   * built, a few questions asked, the chat's HTTP path run through the API's own handler), so that the first burst of
   * chats after a restart is as quick as the next ones. The
   * tests turn it off: some three seconds of CPU for each of their many API starts, for a chat most of them never use.
   */
  readonly aiWarmUp: boolean;
  /** The review scraper (worker): the browser, its budgets and the guard's limits. */
  readonly scraper: ScraperSettings;

  constructor(env: Env = process.env) {
    this.nodeEnv = oneOf(env, 'NODE_ENV', 'development', NODE_ENVS);
    this.port = integer(env, 'PORT', 3000, 1, 65535);
    this.publicUrl = url(env, 'PUBLIC_URL', `http://localhost:${this.port}`, ['http:', 'https:'])!.replace(/\/$/, '');
    this.databaseUrl = databaseUrl(env, 'DATABASE_URL', 'postgresql://postgres@127.0.0.1:5432/medtour')!;
    this.databaseReplicaUrls = (read(env, 'DATABASE_REPLICA_URLS') ?? '')
      .split(',')
      .filter((part) => part.trim())
      .map((part) => databaseUrl({ DATABASE_REPLICA_URLS: part }, 'DATABASE_REPLICA_URLS')!);
    this.redisUrl = url(env, 'REDIS_URL', 'redis://127.0.0.1:6379', ['redis:', 'rediss:'])!;
    this.queuePrefix = read(env, 'QUEUE_PREFIX') ?? 'medtour';
    if (!/^[a-zA-Z0-9_-]{1,40}$/.test(this.queuePrefix)) {
      throw new ConfigError('QUEUE_PREFIX must be 1-40 letters, digits, "-" or "_"');
    }
    this.workerQueues = queueNames(env, 'WORKER_QUEUES');
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
    this.paymentsAutoRefund = flag(env, 'PAYMENTS_AUTO_REFUND', true);
    this.reconciliationWindowDays = integer(env, 'RECONCILIATION_WINDOW_DAYS', 90, 1, 400);
    this.reconciliationGraceSeconds = integer(env, 'RECONCILIATION_GRACE_SECONDS', 3_600, 0, 86_400);
    this.outboxPollMs = integer(env, 'OUTBOX_POLL_MS', 500, 50, 60_000);
    this.shutdownTimeoutMs = integer(env, 'SHUTDOWN_TIMEOUT_MS', 10_000, 1_000, 120_000);
    this.heartbeatFile = read(env, 'HEARTBEAT_FILE');
    this.connectionsFromSupervisor = flag(env, 'CONNECTIONS_FROM_SUPERVISOR', false);
    this.shedding = {
      eventLoopDelayMs: integer(env, 'SHED_EVENT_LOOP_DELAY_MS', 1_000, 0, 60_000),
      poolWaitMs: integer(env, 'SHED_POOL_WAIT_MS', 1_000, 0, 60_000),
      maxInFlight: integer(env, 'SHED_MAX_IN_FLIGHT', 32, 0, 100_000),
    };
    this.database = {
      poolSize: integer(env, 'DB_POOL_SIZE', 10, 1, 200),
      acquireTimeoutMs: integer(env, 'DB_ACQUIRE_TIMEOUT_MS', 3_000, 100, 60_000),
      statementTimeoutMs: integer(env, 'DB_STATEMENT_TIMEOUT_MS', 10_000, 100, 600_000),
      idleInTransactionTimeoutMs: integer(env, 'DB_IDLE_IN_TRANSACTION_TIMEOUT_MS', 10_000, 100, 600_000),
    };
    this.outboxRetryBaseMs = integer(env, 'OUTBOX_RETRY_BASE_MS', 30_000, 10, 3_600_000);
    this.outboxMaxAttempts = integer(env, 'OUTBOX_MAX_ATTEMPTS', 12, 1, 50);
    this.outboxRepublishAfterMs = integer(env, 'OUTBOX_REPUBLISH_AFTER_MS', 300_000, 1_000, 86_400_000);
    this.outboxRetentionDays = integer(env, 'OUTBOX_RETENTION_DAYS', 7, 1, 3650);
    this.http = {
      requestTimeoutMs: integer(env, 'HTTP_REQUEST_TIMEOUT_MS', 120_000, 1_000, 3_600_000),
      headersTimeoutMs: integer(env, 'HTTP_HEADERS_TIMEOUT_MS', 20_000, 1_000, 600_000),
      keepAliveTimeoutMs: integer(env, 'HTTP_KEEP_ALIVE_TIMEOUT_MS', 5_000, 1_000, 600_000),
    };
    // The headers are part of the request: a longer headers timeout would never apply.
    if (this.http.headersTimeoutMs > this.http.requestTimeoutMs) {
      throw new ConfigError('HTTP_HEADERS_TIMEOUT_MS must not be more than HTTP_REQUEST_TIMEOUT_MS');
    }
    this.trustProxy = trustedProxies(env, 'TRUST_PROXY', 'loopback');
    this.rateLimitClientPerMinute = integer(env, 'RATE_LIMIT_CLIENT_PER_MINUTE', 1200, 1, 1_000_000);
    this.rateLimitUserPerMinute = integer(env, 'RATE_LIMIT_USER_PER_MINUTE', 600, 1, 1_000_000);
    this.rateLimitStaffWritesPerMinute = integer(env, 'RATE_LIMIT_STAFF_WRITES_PER_MINUTE', 120, 1, 1_000_000);
    this.rateLimitRedisTimeoutMs = integer(env, 'RATE_LIMIT_REDIS_TIMEOUT_MS', 500, 10, 60_000);
    this.jobLockMs = integer(env, 'JOB_LOCK_MS', 30_000, 1_000, 600_000);
    this.workerTestCrashJobs = jobNames(env, 'WORKER_TEST_CRASH_JOBS');
    this.encryptionKey = key32(env, 'ENCRYPTION_KEY', DEVELOPMENT_ENCRYPTION_KEY);
    this.usesDevelopmentKey = this.encryptionKey.toString('base64') === DEVELOPMENT_ENCRYPTION_KEY;
    this.storage = oneOf(env, 'STORAGE', 'local', STORAGE_KINDS);
    this.recordsDir = resolve(REPO_ROOT, read(env, 'RECORDS_DIR') ?? 'var/records');
    this.s3 = s3Settings(env);
    if (this.storage === 's3' && !this.s3) throw new ConfigError('S3_BUCKET is required when STORAGE=s3');
    this.coordinatorPhone = read(env, 'COORDINATOR_PHONE') ?? '+60 3-0000 0000';
    if (!/^\+[0-9 ()-]{6,24}$/.test(this.coordinatorPhone))
      throw new ConfigError('COORDINATOR_PHONE must be an international number starting with +');
    this.coordinatorWhatsapp = read(env, 'COORDINATOR_WHATSAPP') ?? '+60 12-000 0000';
    if (!isMobileNumber(this.coordinatorWhatsapp))
      throw new ConfigError('COORDINATOR_WHATSAPP must be an international mobile number starting with +');
    this.webRoot = resolve(REPO_ROOT, read(env, 'WEB_ROOT') ?? '.');
    this.stripe = stripeSettings(env);
    this.ai = aiSettings(env);
    this.aiTimeoutMs = integer(env, 'AI_TIMEOUT_MS', 8_000, 100, 120_000);
    this.aiWarmUp = flag(env, 'AI_WARM_UP', true);
    this.scraper = scraperSettings(env);

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
    if (this.stripe && (this.stripe.host || this.stripe.protocol !== 'https')) {
      throw new ConfigError('STRIPE_API_HOST, STRIPE_API_PORT and STRIPE_API_PROTOCOL are for tests: production talks to Stripe itself');
    }
    if (this.workerTestCrashJobs.length) {
      throw new ConfigError('WORKER_TEST_CRASH_JOBS is for tests: production never kills its own worker');
    }
    if (this.scraper.allowLoopbackPorts.length) {
      throw new ConfigError('SCRAPER_ALLOW_LOOPBACK_PORTS is for tests: production never lets the scraper reach loopback');
    }
    if (this.mailFrom.endsWith('.local') || this.staffEmail.endsWith('.local')) {
      throw new ConfigError('MAIL_FROM and STAFF_EMAIL must be real addresses in production, not the development defaults');
    }
  }
}

export interface S3Settings {
  bucket: string;
  region: string;
  /** An S3-compatible store's address (MinIO, Ceph, R2…); AWS S3 itself without it. */
  endpoint?: string;
  /** Both or neither: without them the AWS SDK's own chain applies (an instance or task role, AWS_* variables). */
  accessKeyId?: string;
  secretAccessKey?: string;
  /** `https://endpoint/bucket/key` rather than `https://bucket.endpoint/key` (most S3-compatible stores want it). */
  forcePathStyle: boolean;
}

function s3Settings(env: Env): S3Settings | null {
  const bucket = read(env, 'S3_BUCKET');
  if (bucket === undefined) return null;
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket)) {
    throw new ConfigError(`S3_BUCKET must be a bucket name: 3-63 lower-case letters, digits, "." or "-" (got "${bucket}")`);
  }
  const region = read(env, 'S3_REGION') ?? 'us-east-1';
  if (!/^[a-z0-9-]{2,40}$/.test(region)) throw new ConfigError(`S3_REGION must be a region name such as eu-west-1 (got "${region}")`);
  const accessKeyId = read(env, 'S3_ACCESS_KEY_ID');
  const secretAccessKey = read(env, 'S3_SECRET_ACCESS_KEY');
  if (!accessKeyId !== !secretAccessKey) {
    throw new ConfigError("S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together: set both, or neither for the AWS SDK's own credentials");
  }
  return {
    bucket,
    region,
    endpoint: url(env, 'S3_ENDPOINT', undefined, ['http:', 'https:']),
    accessKeyId,
    secretAccessKey,
    forcePathStyle: flag(env, 'S3_FORCE_PATH_STYLE', false),
  };
}

function aiSettings(env: Env): AppConfig['ai'] {
  const baseUrl = url(env, 'AI_BASE_URL', undefined, ['http:', 'https:']);
  const apiKey = read(env, 'AI_API_KEY');
  const model = read(env, 'AI_MODEL');
  const given = [baseUrl, apiKey, model].filter((v) => v !== undefined).length;
  if (given === 0) return null;
  if (given < 3)
    throw new ConfigError('AI_BASE_URL, AI_API_KEY and AI_MODEL go together: set all three, or none for the built-in assistant');
  return { baseUrl: baseUrl!.replace(/\/$/, ''), apiKey: apiKey!, model: model! };
}

function stripeSettings(env: Env): AppConfig['stripe'] {
  const secretKey = read(env, 'STRIPE_SECRET_KEY');
  const webhookSecret = read(env, 'STRIPE_WEBHOOK_SECRET');
  if (!secretKey && !webhookSecret) return null;
  if (!secretKey || !/^(sk|rk)_(test|live)_\w+$/.test(secretKey)) {
    throw new ConfigError('STRIPE_SECRET_KEY must be a Stripe secret key (sk_test_… or sk_live_…) when STRIPE_WEBHOOK_SECRET is set');
  }
  if (!webhookSecret || !/^whsec_\w+$/.test(webhookSecret)) {
    throw new ConfigError('STRIPE_WEBHOOK_SECRET must be a webhook signing secret (whsec_…) when STRIPE_SECRET_KEY is set');
  }
  const port = read(env, 'STRIPE_API_PORT') === undefined ? undefined : integer(env, 'STRIPE_API_PORT', 443, 1, 65535);
  return {
    secretKey,
    webhookSecret,
    host: read(env, 'STRIPE_API_HOST'),
    port,
    protocol: oneOf(env, 'STRIPE_API_PROTOCOL', 'https', ['http', 'https'] as const),
  };
}

export interface ScraperSettings {
  /** The system Chromium that puppeteer-core drives (no browser is downloaded). */
  chromiumPath: string;
  /** A page (with its scripts' requests) must finish loading within this. */
  pageTimeoutMs: number;
  /** Bytes a page may transfer (document, scripts, styles, fetches) before the scrape fails. */
  maxPageBytes: number;
  /** At most one request per this many ms to one site (robots.txt included). */
  minIntervalMs: number;
  maxRedirects: number;
  /** Pages one run reads: the first, then the rel=next pages it links to, one after the other. */
  maxPages: number;
  /**
   * Time one run (one attempt) may take over its pages: no next page is read past it, and a run
   * still going a few seconds later is ended failed, whatever its page does.
   */
  runBudgetMs: number;
  /**
   * After the load event, a page has settled (its reviews rendered) when no request is in flight
   * and its document has not changed for this long...
   */
  settleQuietMs: number;
  /** ...or when this much has passed (a page that keeps changing is read as it is then). */
  settleMaxMs: number;
  /** The browser is closed and a new one started after this many scrapes (bounded memory). */
  recycleAfterJobs: number;
  /** Attempts of one scrape run (a crash, a network error, a 5xx) before it is marked failed. */
  maxAttempts: number;
  /** BullMQ lock of a running scrape: a worker that died is noticed within about twice this. */
  jobLockMs: number;
  /**
   * Test only (production refuses it): loopback ports the scraper may load (local fixture
   * servers). Every other loopback port, and every other non-public address, stays refused.
   */
  allowLoopbackPorts: number[];
}

/** A comma-separated list of queues; left out or empty: every queue. */
function queueNames(env: Env, name: string): QueueName[] {
  const names = [
    ...new Set(
      (read(env, name) ?? '')
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean),
    ),
  ];
  const bad = names.find((queue) => !(QUEUE_NAMES as readonly string[]).includes(queue));
  if (bad !== undefined)
    throw new ConfigError(`${name} must be a comma-separated list of queues among ${QUEUE_NAMES.join(', ')} (got "${bad}")`);
  return names.length ? (names as QueueName[]) : [...QUEUE_NAMES];
}

function jobNames(env: Env, name: string): JobName[] {
  const names = (read(env, name) ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const bad = names.find((job) => !(JOB_NAMES as string[]).includes(job));
  if (bad !== undefined) throw new ConfigError(`${name} must be a comma-separated list of job names (got "${bad}")`);
  return names as JobName[];
}

function scraperSettings(env: Env): ScraperSettings {
  const ports = (read(env, 'SCRAPER_ALLOW_LOOPBACK_PORTS') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const bad = ports.find((p) => !/^\d{1,5}$/.test(p) || Number(p) < 1 || Number(p) > 65535);
  if (bad !== undefined) throw new ConfigError(`SCRAPER_ALLOW_LOOPBACK_PORTS must be a comma-separated list of ports (got "${bad}")`);
  return {
    chromiumPath: read(env, 'CHROMIUM_PATH') ?? '/usr/bin/chromium-headless-shell',
    pageTimeoutMs: integer(env, 'SCRAPER_PAGE_TIMEOUT_MS', 20_000, 1_000, 120_000),
    maxPageBytes: integer(env, 'SCRAPER_MAX_PAGE_BYTES', 5_000_000, 10_000, 100_000_000),
    minIntervalMs: integer(env, 'SCRAPER_MIN_INTERVAL_MS', 1_000, 0, 60_000),
    maxRedirects: integer(env, 'SCRAPER_MAX_REDIRECTS', 5, 0, 20),
    maxPages: integer(env, 'SCRAPER_MAX_PAGES', 5, 1, 50),
    runBudgetMs: integer(env, 'SCRAPER_RUN_BUDGET_MS', 90_000, 5_000, 600_000),
    settleQuietMs: integer(env, 'SCRAPER_SETTLE_QUIET_MS', 1_500, 0, 30_000),
    settleMaxMs: integer(env, 'SCRAPER_SETTLE_MAX_MS', 10_000, 0, 60_000),
    recycleAfterJobs: integer(env, 'SCRAPER_RECYCLE_AFTER_JOBS', 25, 1, 10_000),
    maxAttempts: integer(env, 'SCRAPER_MAX_ATTEMPTS', 3, 1, 10),
    jobLockMs: integer(env, 'SCRAPER_JOB_LOCK_MS', 60_000, 1_000, 600_000),
    allowLoopbackPorts: ports.map(Number),
  };
}

/**
 * Start-up work that may find a setting which does not work (the storage's bucket missing or out of
 * reach: `FileStorage.onModuleInit`): it stops the process with one line naming it, as a bad value does.
 */
export async function exitOnConfigError<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`Configuration error: ${error.message}\n`);
      process.exit(1);
    }
    throw error;
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
