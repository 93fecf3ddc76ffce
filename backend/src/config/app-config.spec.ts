import { AppConfig, ConfigError } from './app-config.js';

describe('AppConfig', () => {
  it('has defaults that work on a developer machine', () => {
    const config = new AppConfig({});
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBe('postgresql://postgres@127.0.0.1:5432/medtour');
    expect(config.redisUrl).toBe('redis://127.0.0.1:6379');
    expect(config.secureCookies).toBe(false);
    expect(config.databaseReplicaUrls).toEqual([]);
  });

  it('reads several read replicas', () => {
    const config = new AppConfig({ DATABASE_REPLICA_URLS: 'postgresql://replica-1/medtour, postgresql://replica-2:6432/medtour' });
    expect(config.databaseReplicaUrls).toEqual(['postgresql://replica-1/medtour', 'postgresql://replica-2:6432/medtour']);
  });

  it.each([
    [{ PORT: 'abc' }, /^PORT must be a whole number/],
    [{ PORT: '70000' }, /^PORT must be a whole number/],
    [{ DATABASE_URL: 'mysql://localhost/x' }, /^DATABASE_URL must use/],
    [{ DATABASE_URL: 'postgresql://localhost' }, /^DATABASE_URL must name a database/],
    [{ DATABASE_REPLICA_URLS: 'postgresql://replica/medtour,mysql://replica/medtour' }, /^DATABASE_REPLICA_URLS must use/],
    [{ DATABASE_REPLICA_URLS: 'postgresql://replica' }, /^DATABASE_REPLICA_URLS must name a database/],
    [{ REDIS_URL: 'not a url' }, /^REDIS_URL must be a URL/],
    [{ NODE_ENV: 'staging' }, /^NODE_ENV must be one of/],
    [{ MAIL_FROM: 'nobody' }, /^MAIL_FROM must be an email address/],
    [{ ENCRYPTION_KEY: 'c2hvcnQ=' }, /^ENCRYPTION_KEY must be 32 random bytes/],
    [{ TRUST_PROXY: 'any' }, /^TRUST_PROXY must be "false" or a comma-separated list/],
    [{ TRUST_PROXY: 'loopback, 10.0.0.0/8, proxy.example' }, /^TRUST_PROXY must be .*got "proxy.example"/],
    [{ OUTBOX_MAX_ATTEMPTS: '0' }, /^OUTBOX_MAX_ATTEMPTS must be a whole number from 1/],
    [{ WORKER_QUEUES: 'email, scraper' }, /^WORKER_QUEUES must be a comma-separated list of queues among email, .*\(got "scraper"\)/],
    [{ STORAGE: 'gcs' }, /^STORAGE must be one of local, s3/],
    [{ STORAGE: 's3' }, /^S3_BUCKET is required when STORAGE=s3$/],
    [{ STORAGE: 's3', S3_BUCKET: 'Medical_Records' }, /^S3_BUCKET must be a bucket name/],
    [{ S3_BUCKET: 'records', S3_ENDPOINT: 'ftp://minio:9000' }, /^S3_ENDPOINT must use http: or https:/],
    [{ S3_BUCKET: 'records', S3_ACCESS_KEY_ID: 'AKIA1' }, /^S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together/],
    [{ S3_BUCKET: 'records', S3_FORCE_PATH_STYLE: 'yes' }, /^S3_FORCE_PATH_STYLE must be true or false/],
    [{ S3_BUCKET: 'records', S3_REGION: 'EU West' }, /^S3_REGION must be a region name/],
  ])('refuses %j with a message naming the variable', (env, message) => {
    expect(() => new AppConfig(env)).toThrow(ConfigError);
    expect(() => new AppConfig(env)).toThrow(message);
  });

  it('keeps files on local disk unless STORAGE=s3 names a bucket', () => {
    expect(new AppConfig({})).toMatchObject({ storage: 'local', s3: null });
    expect(
      new AppConfig({
        STORAGE: 's3',
        S3_BUCKET: 'medtour-records',
        S3_ENDPOINT: 'http://127.0.0.1:9000',
        S3_ACCESS_KEY_ID: 'key',
        S3_SECRET_ACCESS_KEY: 'secret',
        S3_FORCE_PATH_STYLE: 'true',
      }),
    ).toMatchObject({
      storage: 's3',
      s3: {
        bucket: 'medtour-records',
        region: 'us-east-1',
        endpoint: 'http://127.0.0.1:9000',
        accessKeyId: 'key',
        secretAccessKey: 'secret',
        forcePathStyle: true,
      },
    });
  });

  it('runs every queue unless WORKER_QUEUES names some', () => {
    expect(new AppConfig({}).workerQueues).toEqual(['email', 'accounts', 'payments', 'maintenance', 'scrape']);
    expect(new AppConfig({ WORKER_QUEUES: '' }).workerQueues).toHaveLength(5);
    expect(new AppConfig({ WORKER_QUEUES: 'scrape' }).workerQueues).toEqual(['scrape']);
    expect(new AppConfig({ WORKER_QUEUES: ' email,payments , maintenance,email' }).workerQueues).toEqual([
      'email',
      'payments',
      'maintenance',
    ]);
  });

  it('trusts X-Forwarded-For only from the proxies it names (loopback by default)', () => {
    expect(new AppConfig({}).trustProxy).toEqual(['loopback']);
    expect(new AppConfig({ TRUST_PROXY: 'loopback, 10.1.2.3, 2001:db8::/32' }).trustProxy).toEqual([
      'loopback',
      '10.1.2.3',
      '2001:db8::/32',
    ]);
    expect(new AppConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
  });

  it('refuses development settings in production', () => {
    expect(() => new AppConfig({ NODE_ENV: 'production' })).toThrow(/PUBLIC_URL must be an https:\/\/ URL in production/);
    expect(() => new AppConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://medtour.example' })).toThrow(
      /ENCRYPTION_KEY must be set in production/,
    );
    const key = Buffer.alloc(32, 7).toString('base64');
    expect(() => new AppConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://medtour.example', ENCRYPTION_KEY: key })).toThrow(
      /SMTP_URL is required/,
    );
    const ok = new AppConfig({
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://medtour.example',
      SMTP_URL: 'smtp://mail.example:587',
      ENCRYPTION_KEY: key,
      MAIL_FROM: 'care@medtour.example',
      STAFF_EMAIL: 'staff@medtour.example',
    });
    expect(ok.secureCookies).toBe(true);
    expect(ok.scraper).toMatchObject({ chromiumPath: '/usr/bin/chromium-headless-shell', allowLoopbackPorts: [], minIntervalMs: 1000 });
    const production = {
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://medtour.example',
      SMTP_URL: 'smtp://mail.example:587',
      ENCRYPTION_KEY: key,
      MAIL_FROM: 'care@medtour.example',
      STAFF_EMAIL: 'staff@medtour.example',
    };
    expect(() => new AppConfig({ ...production, SCRAPER_ALLOW_LOOPBACK_PORTS: '4100' })).toThrow(
      /SCRAPER_ALLOW_LOOPBACK_PORTS is for tests/,
    );
    expect(() => new AppConfig({ ...production, WORKER_TEST_CRASH_JOBS: 'contact.confirmation' })).toThrow(
      /WORKER_TEST_CRASH_JOBS is for tests/,
    );
  });

  it("reads the worker's test-only crash hook as a list of job names", () => {
    expect(new AppConfig({}).workerTestCrashJobs).toEqual([]);
    expect(new AppConfig({ WORKER_TEST_CRASH_JOBS: 'contact.confirmation, reviews.scrape' }).workerTestCrashJobs).toEqual([
      'contact.confirmation',
      'reviews.scrape',
    ]);
    expect(() => new AppConfig({ WORKER_TEST_CRASH_JOBS: 'contact.confirmation,nope' })).toThrow(/WORKER_TEST_CRASH_JOBS must be .*"nope"/);
  });

  it("reads the scraper's test-only allowance as a list of ports", () => {
    expect(new AppConfig({ SCRAPER_ALLOW_LOOPBACK_PORTS: '4100, 4101' }).scraper.allowLoopbackPorts).toEqual([4100, 4101]);
    expect(() => new AppConfig({ SCRAPER_ALLOW_LOOPBACK_PORTS: '4100,x' })).toThrow(/SCRAPER_ALLOW_LOOPBACK_PORTS must be/);
    expect(() => new AppConfig({ SCRAPER_ALLOW_LOOPBACK_PORTS: '70000' })).toThrow(/SCRAPER_ALLOW_LOOPBACK_PORTS must be/);
  });
});
