import { startApi, type TestApi } from './support/app.js';

describe('HTTP conventions', () => {
  let api: TestApi;
  beforeAll(async () => (api = await startApi()));
  afterAll(async () => api.close());

  it('sends the security headers of the spec on every response', async () => {
    const res = await api.http.get('/api/health').expect(200);
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['strict-transport-security']).toContain('max-age=31536000');
    expect(res.headers['permissions-policy']).toBe('geolocation=(), microphone=(), camera=()');
    expect(res.headers['x-powered-by']).toBeUndefined();
  });

  it('gives every request an id, keeping a sane one sent by a proxy', async () => {
    const generated = await api.http.get('/api/health');
    expect(generated.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const kept = await api.http.get('/api/health').set('X-Request-Id', 'proxy-req-12345');
    expect(kept.headers['x-request-id']).toBe('proxy-req-12345');
    const replaced = await api.http.get('/api/health').set('X-Request-Id', '<script>');
    expect(replaced.headers['x-request-id']).not.toBe('<script>');
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

  it('publishes the OpenAPI document at /api/docs', async () => {
    const ui = await api.http.get('/api/docs').redirects(1).expect(200);
    expect(ui.text).toContain('swagger');
    const doc = await api.http.get('/api/docs-json').expect(200);
    expect(Object.keys(doc.body.paths)).toEqual(expect.arrayContaining(['/api/treatments', '/api/admin/countries', '/api/health/ready']));
  });
});
