import { randomBytes } from 'node:crypto';
import { mkdir, readFile, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { SmsSender, StoredSms } from './index.js';

const SMS_ID = /^[0-9TZ-]+-[0-9a-f]{8}$/;
/** The outbox page shows the newest texts only; older files stay on disk. */
const LIST_LIMIT = 200;

/**
 * Development: every text becomes `DATA_DIR/sms/{id}.json`, so a newcomer can read a code at
 * /dev/sms without a gateway account. The file name sorts by time (ISO date first).
 */
export function createOutboxSmsSender(outboxDir: string): SmsSender {
  let sequence = 0;
  return {
    kind: 'outbox',
    async send(to, text) {
      const date = new Date();
      // A sequence after the time: two texts of one millisecond still list in the order sent.
      sequence = (sequence + 1) % 1_000_000;
      const id = `${date.toISOString().replace(/[:.]/g, '-')}-${String(sequence).padStart(6, '0')}-${randomBytes(4).toString('hex')}`;
      const stored: StoredSms = { id, date: date.toISOString(), to, text };
      await mkdir(outboxDir, { recursive: true });
      await writeFile(path.join(outboxDir, `${id}.json`), JSON.stringify(stored));
    },
    async list() {
      let names: string[];
      try {
        names = await readdir(outboxDir);
      } catch {
        return [];
      }
      const ids = names
        .filter((n) => n.endsWith('.json') && SMS_ID.test(n.slice(0, -5)))
        .map((n) => n.slice(0, -5))
        .sort()
        .reverse()
        .slice(0, LIST_LIMIT);
      const texts = await Promise.all(
        ids.map(async (id) => {
          try {
            return JSON.parse(await readFile(path.join(outboxDir, `${id}.json`), 'utf8')) as StoredSms;
          } catch {
            return null; // half-written or removed meanwhile: skip it
          }
        }),
      );
      return texts.filter((t): t is StoredSms => t !== null);
    },
  };
}
