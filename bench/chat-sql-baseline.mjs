// The baseline of `POST /api/messages.php` with its debit (chat-bench.mjs): the same writes as plain
// SQL over the lean pg client, one transaction per message, the same concurrent senders on the same
// database. Lock the sender, upsert and lock the conversation, insert the message, append the ledger
// row (its chain and balance triggers on), write the balance, count the message unread, read the
// receiver's unread total. What the HTTP path adds on top (parsing, validation, the checks, the
// ORM, the realtime events) is the ratio between the two.
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const pg = createRequire(path.join(root, 'server', 'package.json'))('pg');

const PRICE = 10;

async function sendAsSql(client, sender, receiver, clientId) {
  const [memberA, memberB] = sender.id < receiver.id ? [sender.id, receiver.id] : [receiver.id, sender.id];
  await client.query('begin');
  try {
    const locked = await client.query('select credits from users where id = $1 for no key update', [
      sender.id,
    ]);
    const credits = locked.rows[0].credits;
    const conversation = await client.query(
      `insert into conversations (member_a, member_b, started_by) values ($1, $2, $3)
       on conflict (member_a, member_b) do update set member_a = excluded.member_a returning id`,
      [memberA, memberB, sender.id],
    );
    const conversationId = conversation.rows[0].id;
    const message = await client.query(
      `insert into messages (conversation_id, sender_id, type, body, client_id, credits)
       values ($1, $2, 'text', 'hello', $3, $4) returning id`,
      [conversationId, sender.id, clientId, PRICE],
    );
    const messageId = message.rows[0].id;
    await client.query(
      `insert into credit_ledger (user_id, amount, kind, reference, idempotency_key, requested, balance_after)
       values ($1, $2, 'message', $3, $4, $5, $6)`,
      [sender.id, -PRICE, `message:${messageId}`, `message:${sender.id}:${clientId}`, PRICE, credits - PRICE],
    );
    await client.query('update users set credits = $2 where id = $1', [sender.id, credits - PRICE]);
    const unread = receiver.id === memberA ? 'unread_a' : 'unread_b';
    await client.query(
      `update conversations set last_message_id = $2, updated_at = now(), ${unread} = ${unread} + 1 where id = $1`,
      [conversationId, messageId],
    );
    await client.query(
      `select coalesce(sum(case when member_a = $1 then unread_a else unread_b end), 0)::int as total
       from conversations where member_a = $1 or member_b = $1`,
      [receiver.id],
    );
    await client.query('commit');
  } catch (error) {
    await client.query('rollback');
    throw error;
  }
}

/**
 * `workers` pooled connections send `jobs` ({ sender, receiver, round }) as plain SQL; answers
 * messages a second and the latency of each transaction.
 */
export async function chatSqlBaseline(databaseUrl, jobs, workers, marker) {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: workers });
  const latencies = [];
  let next = 0;
  let failed = 0;
  const start = performance.now();
  try {
    await Promise.all(
      Array.from({ length: workers }, async () => {
        const client = await pool.connect();
        try {
          while (next < jobs.length) {
            const job = jobs[next];
            next += 1;
            const started = performance.now();
            try {
              await sendAsSql(client, job.sender, job.receiver, `${marker}-${job.sender.id}-${job.round}`);
              latencies.push(performance.now() - started);
            } catch {
              failed += 1;
            }
          }
        } finally {
          client.release();
        }
      }),
    );
  } finally {
    await pool.end();
  }
  const seconds = (performance.now() - start) / 1000;
  return { workers, messages: jobs.length, failed, perSecond: latencies.length / seconds, latencies };
}
