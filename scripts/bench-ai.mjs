// The AI assistant's time to first streamed text (issues 15 and 29), for `npm run bench`:
// `connections` signed-in patients (sessions written straight to the bench's database) each ask their
// questions one after another through the streaming chat API, built-in engine, over the 10,000
// generated hospitals. Measured: from sending the question to the first piece of the reply's text,
// in two rounds of `connections` patients each:
//  - steady: on the bench's API, after a warm-up round by other patients;
//  - first round after a restart: on a freshly started API process (same settings and database, a
//    port of its own), from its very first question, nothing warmed up but what its start-up does.
// Each round's p95 and the p95 of both together must be within the target. Each patient asks at most
// the per-minute limit, so no question is refused. Only 127.0.0.1 is contacted.
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { Agent, request as httpRequest } from 'node:http';

export const AI_CONNECTIONS = 20;
/** Issue 50: the safety verdict or the answer's first line within this, at the 95th percentile. */
export const AI_TARGET_P95_MS = 150;
/** Per patient: the per-minute limit of contracts' AI_CHAT_LIMITS. */
const QUESTIONS_EACH = 10;
const QUESTIONS = [
  'How much is a hip replacement?',
  'Which hospitals do knee replacement in Malaysia?',
  'combien coûte une FIV en Turquie ?',
  'Do I need a visa for Thailand?',
  'كم تكلفة زراعة الأسنان في ماليزيا؟',
  'bei ya kubadilisha nyonga India ni ngapi',
  'can my husband come with me',
  'my chest is so tight and the pain goes to my jaw',
  'im 140kg and i want the stomach surgery to loose weight, budget 5 million naira',
  'Penang Lotus Fertility Hospital',
];

/**
 * What patients wrote in their health assessment, taken in turn by `patients` (the journey dashboard's recommendations
 * read it): knees and hips, a budget or none, a destination or anywhere — thousands of the 10,000 hospitals fit.
 */
const ASSESSMENTS = [
  ['Orthopedic Surgery', 'My knees hurt when I climb stairs, the doctor says I need a knee replacement', 'Cost is not a concern', []],
  ['Orthopedic Surgery', 'Hip pain for two years, I can no longer walk to the market', '$5,000 - $15,000', ['Malaysia']],
  ['Heart Disease', 'Chest pain when I walk fast, my cardiologist talks about a bypass', '$15,000 - $30,000', []],
  ['Other', 'my back hurts and my legs are numb', 'Cost is not a concern', ['Thailand', 'India']],
];

/** Patients with open sessions, written to the database (with a health assessment when `assessed`); their cookies. */
export async function patients(pg, databaseUrl, count, { assessed = false } = {}) {
  const client = new pg.Client({ connectionString: databaseUrl.toString() });
  await client.connect();
  try {
    const cookies = [];
    for (let i = 0; i < count; i++) {
      const id = randomUUID();
      const token = randomBytes(32).toString('base64url');
      await client.query(`insert into users (id, email, email_verified_at) values ($1, $2, now())`, [
        id,
        `bench-ai-${id.slice(0, 8)}@bench.example`,
      ]);
      await client.query(`insert into profiles (user_id, first_name, last_name) values ($1, 'Bench', 'Patient')`, [id]);
      await client.query(`insert into user_roles (id, user_id, role) values ($1, $2, 'user')`, [randomUUID(), id]);
      await client.query(`insert into sessions (id, user_id, token_hash, expires_at) values ($1, $2, $3, now() + interval '1 hour')`, [
        randomUUID(),
        id,
        createHash('sha256').update(token).digest('hex'),
      ]);
      if (assessed) {
        const [condition, symptoms, budget, destinations] = ASSESSMENTS[i % ASSESSMENTS.length];
        await client.query(
          `insert into health_assessments (id, user_id, idempotency_key, condition_category, symptoms, urgency_level, budget_range,
                                           preferred_destinations, assessment_data)
           values ($1, $2, $3, $4, $5, 'medium', $6, $7, '{}')`,
          [randomUUID(), id, randomUUID(), condition, symptoms, budget, destinations],
        );
      }
      cookies.push(`mt_session=${token}`);
    }
    return cookies;
  } finally {
    await client.end();
  }
}

/** One question: milliseconds to the first `delta` line, and the whole answer read. */
function firstText(baseUrl, agent, cookie, message) {
  return new Promise((resolve, reject) => {
    const body = JSON.stringify({ message });
    const started = performance.now();
    let first = null;
    let buffered = '';
    const req = httpRequest(
      `${baseUrl}/api/ai/chat`,
      {
        method: 'POST',
        agent,
        headers: {
          'content-type': 'application/json',
          accept: 'application/x-ndjson',
          cookie,
          origin: baseUrl,
          'content-length': Buffer.byteLength(body),
        },
      },
      (res) => {
        if (res.statusCode !== 201) {
          res.resume();
          return reject(new Error(`HTTP ${res.statusCode}`));
        }
        res.setEncoding('utf8');
        res.on('data', (chunk) => {
          buffered += chunk;
          if (first === null && buffered.includes('"type":"delta"')) first = performance.now() - started;
        });
        res.on('end', () => (first === null ? reject(new Error('no text streamed')) : resolve(first)));
      },
    );
    req.setTimeout(10_000, () => req.destroy(new Error('timed out')));
    req.on('error', reject);
    req.end(body);
  });
}

/**
 * Every patient asks its questions one after another, all patients at once; the times to first
 * text, and the first question of each patient apart (the burst a restarted process meets first).
 */
async function chatting(baseUrl, agent, cookies, questionsEach) {
  const latencies = [];
  const firsts = [];
  let errors = 0;
  let errorSample = '';
  await Promise.all(
    cookies.map(async (cookie, n) => {
      for (let i = 0; i < questionsEach; i++) {
        try {
          const ms = await firstText(baseUrl, agent, cookie, QUESTIONS[(n + i) % QUESTIONS.length]);
          latencies.push(ms);
          if (i === 0) firsts.push(ms);
        } catch (error) {
          errors++;
          errorSample = error.message;
        }
      }
    }),
  );
  return { latencies, firsts, errors, errorSample };
}

/** Count, p50, p95 and max of `latencies` (ms). */
function stats(latencies) {
  const sorted = [...latencies].sort((a, b) => a - b);
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
  return { questions: sorted.length, p50: at(0.5), p95: at(0.95), max: sorted.at(-1) ?? NaN };
}

/**
 * Both rounds. `startApi()` starts another API process like the bench's (its settings and database,
 * a free port) and resolves with `{ baseUrl, stop(), readyMs }` once it is ready: the restart.
 */
export async function aiChatBench({ baseUrl, pg, databaseUrl, startApi }) {
  const warmUp = await patients(pg, databaseUrl, AI_CONNECTIONS);
  const cookies = await patients(pg, databaseUrl, AI_CONNECTIONS);
  const restartCookies = await patients(pg, databaseUrl, AI_CONNECTIONS);
  const agent = new Agent({ keepAlive: true, maxSockets: AI_CONNECTIONS });
  // Warm-up, not measured (as the search load's first seconds): the first question builds the
  // assistant's passages from the catalogue, then other patients chat at once for a while, so that
  // what is measured is the steady state, not the first compilation of the chat's code and queries.
  await firstText(baseUrl, agent, warmUp[0], 'hello');
  const warm = await chatting(baseUrl, agent, warmUp, QUESTIONS_EACH - 1);
  if (warm.errors) throw new Error(`AI warm-up: ${warm.errors} errors (${warm.errorSample})`);
  const steady = await chatting(baseUrl, agent, cookies, QUESTIONS_EACH);
  agent.destroy();

  // The restart: a new process, its first questions asked the moment it is ready, on new connections.
  const fresh = await startApi();
  const freshAgent = new Agent({ keepAlive: true, maxSockets: AI_CONNECTIONS });
  let restart;
  try {
    restart = await chatting(fresh.baseUrl, freshAgent, restartCookies, QUESTIONS_EACH);
  } finally {
    freshAgent.destroy();
    await fresh.stop();
  }

  const errors = steady.errors + restart.errors;
  return {
    steady: stats(steady.latencies),
    restart: { ...stats(restart.latencies), firsts: stats(restart.firsts), readyMs: fresh.readyMs },
    overall: stats([...steady.latencies, ...restart.latencies]),
    errors,
    errorSample: restart.errorSample || steady.errorSample,
  };
}

/** Whether a result (a round, or both) is within the target, without errors. */
export const aiPassed = (ai, result) => result.p95 <= AI_TARGET_P95_MS && result.questions > 0 && ai.errors === 0;

/** A round's figures, for the report. */
export const aiSummary = (result) =>
  `${result.questions} questions, first text p50 ${result.p50.toFixed(1)} ms, p95 ${result.p95.toFixed(1)} ms, max ${result.max.toFixed(1)} ms`;
