#!/usr/bin/env node
// Chat (ADR 0018) on PostgreSQL, in a fresh sibling database `<name>_chat` (dropped and
// made again every run):
//   BENCH_DATABASE_URL=postgres://…/amora_bench [BENCH_REDIS_URL=redis://127.0.0.1:6379] node bench/chat-bench.mjs
//  1. Delivery latency, p50/p99, from the start of `POST /api/messages.php` to the frame on the
//     receiver's WebSocket (`/api/realtime`), at a steady BENCH_CHAT_RATE messages a second
//     (default 50) over BENCH_CHAT_PAIRS sender/receiver pairs (default 25) for
//     BENCH_CHAT_SECONDS (default 10): on one server instance (in-process bus), and across two
//     instances through Redis (receivers on B, senders posting to A; only with a Redis URL).
//     Baseline in the same run: a bare `ws` server relaying each frame to its subscriber
//     (ws-relay-server.mjs), same rate and pairs, and the ratio.
//  2. Messages a second through `POST /api/messages.php` with the credit debit (one transaction:
//     insert, ledger spend, unread count), BENCH_CHAT_WORKERS concurrent senders (default 16),
//     and afterwards the ledger checked: one debit per message, balances matching. Baseline in
//     the same run: the same writes as plain SQL, same senders and concurrency (chat-sql-baseline.mjs).
// Redis is shared: the pub/sub channel may carry other deployments' events, so a frame counts
// only when it carries this run's marker.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { ensureServerBuilt, serverModule } from './generate-profiles.mjs';
import { chatSqlBaseline } from './chat-sql-baseline.mjs';
import { siblingDatabase } from './lib/bench-database.mjs';
import { startBuiltServer } from './lib/bench-server.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..');
const serverRequire = createRequire(path.join(root, 'server', 'package.json'));
const pg = serverRequire('pg');
const { WebSocket } = serverRequire('ws');

const RATE = Number(process.env.BENCH_CHAT_RATE ?? 50);
const PAIRS = Number(process.env.BENCH_CHAT_PAIRS ?? 25);
const SECONDS = Number(process.env.BENCH_CHAT_SECONDS ?? 10);
const WORKERS = Number(process.env.BENCH_CHAT_WORKERS ?? 16);
/** Sends per sender in the throughput run: below the route's 30 a minute per member (its burst). */
const PER_SENDER = 25;
const THROUGHPUT_SENDERS = Number(process.env.BENCH_CHAT_SENDERS ?? 100);
const CREDITS = 1_000_000;

function percentile(sorted, p) {
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : NaN;
}

function summary(samples) {
  const sorted = [...samples].sort((a, b) => a - b);
  return {
    count: sorted.length,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    max: sorted.at(-1),
  };
}

const now = () => Number(process.hrtime.bigint()) / 1e6;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Migrated, seeded (no photos), and `count` confirmed, visible members of the default site, each
 * with a session (its cookie) and plenty of credits granted through the ledger.
 */
async function prepareMembers(databaseUrl, count) {
  const { openDatabase } = await serverModule('db/database.js');
  const { seedDemoData } = await serverModule('seed/seed.js');
  const { createSession } = await serverModule('plugins/session.js');
  const { grant } = await serverModule('modules/credits/index.js');
  const { AUTH_COOKIE_NAME } = await import(serverRequire.resolve('@amora/contracts'));
  const database = await openDatabase({ databaseUrl, pgliteDir: null });
  try {
    await database.migrate();
    await seedDemoData({
      db: database.db,
      includeDemoMember: false,
      memberCount: Math.ceil(count * 1.6),
      withPhotos: false,
    });
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    let rows;
    try {
      ({ rows } = await client.query(
        `select u.id from users u join sites s on s.id = u.site_id
         where s.is_default and u.status = 'confirmed' and not u.invisible
         order by u.id limit $1`,
        [count],
      ));
    } finally {
      await client.end();
    }
    if (rows.length < count) throw new Error(`only ${rows.length} confirmed members, ${count} needed`);
    const members = [];
    for (const { id } of rows) {
      const token = await createSession(database.db, id, { ip: '127.0.0.1', userAgent: 'chat-bench' });
      await grant(database.db, {
        memberId: id,
        amount: CREDITS,
        kind: 'bonus',
        reference: 'bench',
        idempotencyKey: `chat-bench:${id}`,
      });
      members.push({ id, cookie: `${AUTH_COOKIE_NAME}=${token}` });
    }
    return members;
  } finally {
    await database.close();
  }
}

/** The built server on `databaseUrl`: through Redis with `redisUrl`, else the in-process bus. */
const startServer = ({ databaseUrl, port, redisUrl = null }) =>
  startBuiltServer({ databaseUrl, port, redisUrl, name: 'chat-bench' });

function postJson(agent, base, pathname, body, headers) {
  const url = new URL(pathname, base);
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: 'POST',
        agent,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
          'x-request-type': 'client',
          ...headers,
        },
      },
      (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode, text: Buffer.concat(chunks).toString() }),
        );
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

/** Opens a socket and resolves once it is open; `onFrame(text)` for every frame. */
function openSocket(url, headers, onFrame) {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url, { headers, perMessageDeflate: false });
    socket.on('message', (data) => onFrame(String(data)));
    socket.once('open', () => resolve(socket));
    socket.once('unexpected-response', (_request, response) =>
      reject(new Error(`${url} refused the socket: ${response.statusCode}`)),
    );
    socket.once('error', reject);
  });
}

/** Send times by sequence number, and the latency of each arrival (a duplicate or a stranger's frame counts nothing). */
function createTracker() {
  const sentAt = new Map();
  const latencies = [];
  let duplicates = 0;
  const seen = new Set();
  return {
    sentAt,
    latencies,
    get duplicates() {
      return duplicates;
    },
    arrived(seq) {
      if (seen.has(seq)) {
        duplicates += 1;
        return;
      }
      const started = sentAt.get(seq);
      if (started === undefined) return;
      seen.add(seq);
      sentAt.delete(seq);
      latencies.push(now() - started);
    },
  };
}

/**
 * Sends RATE messages a second for SECONDS, round robin over the pairs, through `send(pair, seq)`;
 * the receivers report arrivals to `tracker`. Answers the latencies and what was lost or failed.
 */
async function steadyLoad(pairs, tracker, send) {
  const total = RATE * SECONDS;
  const errors = [];
  const start = now();
  const inFlight = [];
  for (let seq = 0; seq < total; seq += 1) {
    const due = start + (seq * 1000) / RATE;
    const wait = due - now();
    if (wait > 1) await sleep(wait);
    tracker.sentAt.set(seq, now());
    inFlight.push(
      send(pairs[seq % pairs.length], seq).catch((error) => {
        tracker.sentAt.delete(seq);
        errors.push(error instanceof Error ? error.message : String(error));
      }),
    );
  }
  const sendSeconds = (now() - start) / 1000;
  await Promise.all(inFlight);
  const deadline = now() + 5000;
  while (tracker.sentAt.size > 0 && now() < deadline) await sleep(20);
  return {
    sent: total,
    delivered: tracker.latencies.length,
    lost: tracker.sentAt.size,
    duplicates: tracker.duplicates,
    errors: errors.length,
    firstError: errors[0],
    achievedRate: total / sendSeconds,
    latency: summary(tracker.latencies),
  };
}

/** Delivery through Amora: POST to `sendBase`, the receivers' sockets on `receiveBase`. */
async function amoraDelivery(pairs, sendBase, receiveBase) {
  const marker = `bench-${randomBytes(6).toString('hex')}`;
  const tracker = createTracker();
  const sockets = [];
  const origin = new URL(receiveBase).origin;
  try {
    for (const pair of pairs) {
      sockets.push(
        await openSocket(
          `${receiveBase.replace('http', 'ws')}/api/realtime`,
          { cookie: pair.receiver.cookie, origin },
          (text) => {
            const event = JSON.parse(text);
            const message = event.type === 'message' ? event.data?.message : null;
            if (
              typeof message?.text === 'string' &&
              message.text.startsWith(marker) &&
              message.sender_id === pair.sender.id
            )
              tracker.arrived(Number(message.text.slice(marker.length + 1)));
          },
        ),
      );
    }
    const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
    try {
      return await steadyLoad(pairs, tracker, async (pair, seq) => {
        const response = await postJson(
          agent,
          sendBase,
          '/api/messages.php',
          {
            profile_id: pair.receiver.id,
            client_id: `${marker}-${seq}`,
            type: 'text',
            text: `${marker} ${seq}`,
          },
          { cookie: pair.sender.cookie },
        );
        if (response.status !== 200)
          throw new Error(`POST /api/messages.php ${response.status}: ${response.text}`);
      });
    } finally {
      agent.destroy();
    }
  } finally {
    for (const socket of sockets) socket.terminate();
  }
}

/** The baseline: the same load through a bare `ws` relay (one frame in, one frame out). */
async function wsRelayDelivery(pairs, port) {
  const relay = spawn(process.execPath, [path.join(here, 'ws-relay-server.mjs'), String(port)], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise((resolve) => relay.stdout.once('data', resolve));
  const base = `ws://127.0.0.1:${port}`;
  const tracker = createTracker();
  const sockets = [];
  try {
    const senders = new Map();
    for (const pair of pairs) {
      sockets.push(
        await openSocket(`${base}/?id=${pair.receiver.id}`, {}, (text) =>
          tracker.arrived(JSON.parse(text).seq),
        ),
      );
      const sender = await openSocket(base, {}, () => undefined);
      senders.set(pair.sender.id, sender);
      sockets.push(sender);
    }
    return await steadyLoad(pairs, tracker, async (pair, seq) => {
      senders.get(pair.sender.id).send(JSON.stringify({ to: pair.receiver.id, seq, text: `bench ${seq}` }));
    });
  } finally {
    for (const socket of sockets) socket.terminate();
    relay.kill('SIGTERM');
  }
}

/** WORKERS concurrent senders, PER_SENDER messages each from `senders`; then the ledger is checked. */
async function sendThroughput(base, senders, receivers, databaseUrl) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: WORKERS });
  const marker = `tp-${randomBytes(6).toString('hex')}`;
  const jobs = [];
  for (let round = 0; round < PER_SENDER; round += 1)
    senders.forEach((sender, i) => jobs.push({ sender, receiver: receivers[i], round }));
  const latencies = [];
  const statuses = new Map();
  let next = 0;
  const start = now();
  await Promise.all(
    Array.from({ length: WORKERS }, async () => {
      while (next < jobs.length) {
        const job = jobs[next];
        next += 1;
        const started = now();
        const response = await postJson(
          agent,
          base,
          '/api/messages.php',
          {
            profile_id: job.receiver.id,
            client_id: `${marker}-${job.sender.id}-${job.round}`,
            type: 'text',
            text: `hello ${job.round}`,
          },
          { cookie: job.sender.cookie },
        );
        latencies.push(now() - started);
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
      }
    }),
  );
  const seconds = (now() - start) / 1000;
  agent.destroy();
  // Exactly one debit per stored message, and every balance what the grant minus the debits leaves.
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const ids = senders.map((s) => s.id);
    const { rows } = await client.query(
      `select (select count(*)::int from messages where sender_id = any($1) and client_id like $2) as messages,
              (select count(*)::int from credit_ledger where user_id = any($1) and kind = 'message'
                 and idempotency_key like 'message:%:' || $2) as debits,
              (select count(*)::int from users u where u.id = any($1) and u.credits <>
                 (select coalesce(sum(l.amount), 0) from credit_ledger l where l.user_id = u.id)) as mismatched`,
      [ids, `${marker}-%`],
    );
    // The baseline: the same writes as plain SQL, same senders and receivers, same concurrency.
    const sql = await chatSqlBaseline(databaseUrl, jobs, WORKERS, `${marker}-sql`);
    return {
      workers: WORKERS,
      messages: jobs.length,
      sql: { perSecond: sql.perSecond, failed: sql.failed, latency: summary(sql.latencies) },
      ok: statuses.get(200) ?? 0,
      statuses: Object.fromEntries(statuses),
      perSecond: (statuses.get(200) ?? 0) / seconds,
      latency: summary(latencies),
      ledger: rows[0],
    };
  } finally {
    await client.end();
  }
}

export async function runChatBench({ databaseUrl, redisUrl = null, port = 18300, log = console.log } = {}) {
  ensureServerBuilt();
  const database = await siblingDatabase(databaseUrl, '_chat', { fresh: true });
  try {
    const latencyMembers = PAIRS * 2;
    const count = latencyMembers * (redisUrl ? 2 : 1) + THROUGHPUT_SENDERS * 2;
    log(`▸ chat bench: ${count} members with sessions and credits in ${database.name}`);
    const members = await prepareMembers(database.url, count);
    const take = (n) => members.splice(0, n);
    const pairsOf = (list) =>
      Array.from({ length: list.length / 2 }, (_, i) => ({ sender: list[2 * i], receiver: list[2 * i + 1] }));
    const onePairs = pairsOf(take(latencyMembers));
    const twoPairs = redisUrl ? pairsOf(take(latencyMembers)) : null;
    const senders = take(THROUGHPUT_SENDERS);
    const receivers = take(THROUGHPUT_SENDERS);

    const result = { rate: RATE, pairs: PAIRS, seconds: SECONDS };
    log('▸ chat bench: bare ws relay');
    result.ws = await wsRelayDelivery(onePairs, port + 5);
    log('▸ chat bench: one instance');
    const single = await startServer({ databaseUrl: database.url, port });
    try {
      result.one = await amoraDelivery(onePairs, single.base, single.base);
      log('▸ chat bench: messages per second');
      result.throughput = await sendThroughput(single.base, senders, receivers, database.url);
    } finally {
      await single.stop();
    }
    if (redisUrl) {
      log('▸ chat bench: two instances through Redis');
      const a = await startServer({ databaseUrl: database.url, port: port + 1, redisUrl });
      const b = await startServer({ databaseUrl: database.url, port: port + 2, redisUrl }).catch(
        async (error) => {
          await a.stop();
          throw error;
        },
      );
      try {
        result.two = await amoraDelivery(twoPairs, a.base, b.base);
      } finally {
        await Promise.all([a.stop(), b.stop()]);
      }
    }
    return result;
  } finally {
    await database.drop().catch(() => undefined);
  }
}

export function formatChatBench(r) {
  if (r.skipped) return `chat: skipped (${r.skipped})`;
  const ms = (x) => `${x.toFixed(1)} ms`;
  const line = (label, d) =>
    `  ${label.padEnd(26)} p50 ${ms(d.latency.p50)}, p99 ${ms(d.latency.p99)} (sent ${d.sent} at ${d.achievedRate.toFixed(0)}/s, delivered ${d.delivered}, lost ${d.lost}, duplicated ${d.duplicates}, failed ${d.errors}${d.firstError ? `: ${d.firstError.slice(0, 160)}` : ''})`;
  const lines = [
    `chat delivery, send → the receiver's socket (${r.rate} messages/s over ${r.pairs} pairs, ${r.seconds} s, PostgreSQL):`,
    line('bare ws relay (baseline)', r.ws),
    line('one instance', r.one),
    `    ratio to the bare relay: p50 ${(r.one.latency.p50 / r.ws.latency.p50).toFixed(1)}x, p99 ${(r.one.latency.p99 / r.ws.latency.p99).toFixed(1)}x`,
  ];
  if (r.two)
    lines.push(
      line('two instances via Redis', r.two),
      `    ratio to the bare relay: p50 ${(r.two.latency.p50 / r.ws.latency.p50).toFixed(1)}x, p99 ${(r.two.latency.p99 / r.ws.latency.p99).toFixed(1)}x`,
    );
  else lines.push('  two instances via Redis: skipped (set BENCH_REDIS_URL)');
  const t = r.throughput;
  lines.push(
    `POST /api/messages.php with the credit debit (PostgreSQL, ${t.workers} concurrent senders): ${t.perSecond.toFixed(0)} messages/s; ` +
      `POST p50 ${ms(t.latency.p50)}, p99 ${ms(t.latency.p99)}; answers ${JSON.stringify(t.statuses)}; ` +
      `ledger: ${t.ledger.messages} messages, ${t.ledger.debits} debits, ${t.ledger.mismatched} balances off their ledger`,
    `  the same writes as plain SQL (chat-sql-baseline.mjs, ${t.workers} pooled connections): ${t.sql.perSecond.toFixed(0)} messages/s, ` +
      `p50 ${ms(t.sql.latency.p50)}, p99 ${ms(t.sql.latency.p99)}${t.sql.failed ? `, ${t.sql.failed} failed` : ''}; ` +
      `ratio HTTP / SQL ${(t.perSecond / t.sql.perSecond).toFixed(2)} (goal ≥ 0.5; POST p99 goal ≤ 50 ms)`,
  );
  return lines.join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const databaseUrl = process.env.BENCH_DATABASE_URL;
  if (!databaseUrl) {
    console.error(
      'Set BENCH_DATABASE_URL to a PostgreSQL server (a sibling database <name>_chat is made and dropped).',
    );
    process.exit(1);
  }
  const result = await runChatBench({ databaseUrl, redisUrl: process.env.BENCH_REDIS_URL ?? null });
  console.log(formatChatBench(result));
}
