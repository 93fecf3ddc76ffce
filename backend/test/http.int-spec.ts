import { startApi, type TestApi } from './support/app.js';

describe('HTTP conventions', () => {
  let api: TestApi;
  beforeAll(async () => (api = await startApi()));
  afterAll(async () => api.close());

  it('sends the security headers of the spec on every response', async () => {
    const res = await api.http.get('/api/health').expect(200);
    expect(res.headers['content-security-policy']).toBe(
      [
        "default-src 'self'",
        "script-src 'self'",
        "style-src 'self' 'unsafe-inline'",
        "img-src 'self' data:",
        "font-src 'self' data:",
        "connect-src 'self'",
        "frame-ancestors 'none'",
        "base-uri 'self'",
        "form-action 'self'",
        "object-src 'none'",
        'report-uri /api/csp-reports',
        'report-to csp',
      ].join('; '),
    );
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(res.headers['permissions-policy']).toBe('geolocation=(), microphone=(), camera=()');
    expect(res.headers['x-powered-by']).toBeUndefined();
  });

  it('gives every request an id, keeping a sane one sent by a proxy', async () => {
    const generated = await api.http.get('/api/health');
    expect(generated.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const kept = await api.http.get('/api/health').set('X-Request-Id', 'proxy-req-12345');
    expect(kept.headers['x-request-id']).toBe('proxy-req-12345');
    const replaced = await api.http.get('/api/health').set('X-Request-Id', '<script>');
    expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/); // replaced by one of its own
  });

  it('answers unknown API routes with a JSON 404 envelope', async () => {
    const res = await api.http.get('/api/does-not-exist').expect(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.body).toEqual({ statusCode: 404, message: expect.any(String) });
  });

  it('answers malformed JSON with a 400 envelope and no stack trace', async () => {
    const res = await api.http.post('/api/contact').set('Content-Type', 'application/json').send('{"name": ').expect(400);
    expect(res.body.statusCode).toBe(400);
    expect(JSON.stringify(res.body)).not.toMatch(/at .*\.js|node_modules/);
  });

  it('publishes the OpenAPI document at /api/docs, describing every route of the API', async () => {
    const ui = await api.http.get('/api/docs').redirects(1).expect(200);
    expect(ui.text).toContain('swagger');
    const doc = await api.http.get('/api/docs-json').expect(200);
    const documented = Object.entries(doc.body.paths as Record<string, Record<string, unknown>>)
      .flatMap(([path, operations]) => Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`))
      .sort();
    // The routes Express serves (`:id` written `{id}` as OpenAPI does), but for the documentation's own
    // pages, the catch-all 404 answers (every method) and the crawlers' files, left out of it on purpose.
    const router = (
      api.app.getHttpAdapter().getInstance() as { router: { stack: { route?: { path: string; methods: Record<string, boolean> } }[] } }
    ).router;
    const served = router.stack
      .flatMap((layer) => (layer.route ? [layer.route] : []))
      .filter((route) => Object.keys(route.methods).length === 1 && !route.path.startsWith('/api/docs'))
      .map((route) => `${Object.keys(route.methods)[0]!.toUpperCase()} ${route.path.replace(/:(\w+)/g, '{$1}')}`)
      .filter((route) => !['GET /api/sitemap.xml', 'GET /api/robots.txt'].includes(route))
      .sort();
    expect(documented).toEqual(served);
    expect(documented).toEqual(expect.arrayContaining(['GET /api/treatments', 'POST /api/admin/countries', 'GET /api/health/ready']));
  });
});
