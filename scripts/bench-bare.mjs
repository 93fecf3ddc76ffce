// The reference of `npm run bench`'s hospital search (issue 24): a bare node:http + pg handler of
// GET /api/hospitals, started as a process of its own by bench.mjs (forked, IPC), which the API's
// throughput for searches never asked before is compared with in the same run.
//
// It runs the API's own statement: `hospitalSearchStatement` and `hospitalSearchResult` are imported
// from the built backend (backend/dist/modules/hospitals/hospital-search.js), so the reference cannot
// drift from the SQL the API runs. It is forked with the API's environment, and its pool has the API's
// size: `pool.max` of the built ORM config (`ormConfig`) for the built `AppConfig` of that environment.
// It answers the same bytes (the page as JSON, gzip from 1 kB when the client accepts it, as the API's
// gzip middleware does) and nothing else: no validation, no cache, no headers, no limits, no logging.
// Only 127.0.0.1 is listened on; the parent stops it with SIGTERM.
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'backend', 'dist');

/** Starts the reference on a free port of 127.0.0.1; resolves with its port. */
async function start() {
  const pg = createRequire(join(root, 'backend', 'package.json'))('pg');
  const { hospitalSearchStatement, hospitalSearchResult } = await import(join(dist, 'modules/hospitals/hospital-search.js'));
  const { ormConfig } = await import(join(dist, 'database/mikro-orm.config.js'));
  const { AppConfig } = await import(join(dist, 'config/app-config.js'));
  const config = new AppConfig(process.env);
  const max = ormConfig(config).pool?.max;
  if (!Number.isInteger(max)) throw new Error('the built ORM config names no pool size (pool.max)');
  const pool = new pg.Pool({ connectionString: config.databaseUrl, max });

  const server = createServer(async (req, res) => {
    const url = new URL(req.url, 'http://127.0.0.1');
    if (req.method !== 'GET' || url.pathname !== '/api/hospitals') {
      res.writeHead(404).end();
      return;
    }
    const param = (name) => url.searchParams.get(name) ?? undefined;
    const search = {
      q: param('q'),
      country: param('country'),
      specialty: param('specialty'),
      featured: param('featured'),
      page: Number(param('page') ?? 1),
      pageSize: Number(param('pageSize') ?? 12),
    };
    try {
      const { rows } = await pool.query(hospitalSearchStatement(search));
      const result = hospitalSearchResult(rows, search);
      const json = Buffer.from(JSON.stringify(result.errors ? { statusCode: 400, errors: result.errors } : result.page));
      const gzip = json.length >= 1024 && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');
      const body = gzip ? gzipSync(json) : json;
      res.writeHead(result.errors ? 400 : 200, {
        'content-type': 'application/json; charset=utf-8',
        'content-length': body.length,
        ...(gzip ? { 'content-encoding': 'gzip' } : {}),
      });
      res.end(body);
    } catch (error) {
      res.writeHead(500).end(String(error.message));
    }
  });
  server.keepAliveTimeout = 30_000;
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  process.once('SIGTERM', () => {
    server.closeAllConnections();
    server.close();
    pool.end().finally(() => process.exit(0));
  });
  return server.address().port;
}

process.once('message', () =>
  start().then(
    (port) => process.send({ port }),
    (error) => process.send({ error: error.message }, () => process.exit(1)),
  ),
);
