import { and, count, eq } from 'drizzle-orm';
import { existsSync, readdirSync } from 'node:fs';
import { fromBuffer, type Entry } from 'yauzl';
import { creditLedger, dataExports, messages, photos, users } from '../src/db/schema.js';
import { exportsDir, runDueExports, STALE_RUN_MS, sweepExports } from '../src/modules/data-export/index.js';
import { createTestApp, type TestApp } from '../src/test-support/test-app.js';
import { call } from './account-helpers.js';
import { chatMembers, send, uploadedChatPhoto, type ChatMember } from './chat-helpers.js';
import { startMailCapture, type MailCapture } from './mail-capture.js';
import { createdPayment, postSandboxWebhook, TEST_WEBHOOK_SECRET } from './payments-helpers.js';
import { photoFile, upload } from './photos-fixtures.js';
import { addStaff, fakeClock, staffCall } from './staff-helpers.js';

/** Every entry of a ZIP, by path, as text (photos as their byte length). */
function unzip(buffer: Buffer): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    fromBuffer(buffer, { lazyEntries: true }, (error, zip) => {
      if (error || !zip) return reject(error ?? new Error('no zip'));
      const files = new Map<string, Buffer>();
      zip.on('entry', (entry: Entry) => {
        zip.openReadStream(entry, (streamError, stream) => {
          if (streamError || !stream) return reject(streamError ?? new Error('no stream'));
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => {
            files.set(entry.fileName, Buffer.concat(chunks));
            zip.readEntry();
          });
        });
      });
      zip.on('end', () => resolve(files));
      zip.on('error', reject);
      zip.readEntry();
    });
  });
}

let t: TestApp;
let mail: MailCapture;
let clock: ReturnType<typeof fakeClock>;
let demo: ChatMember;
let anna: ChatMember;
let bruno: ChatMember;
const SECRET_BETWEEN_OTHERS = 'ANNA-TO-BRUNO-PRIVATE-7731';

const start = (member: ChatMember) => call(t.app, 'POST', '/api/export.php', {}, { cookie: member.cookie });
const state = (member: ChatMember) =>
  call(t.app, 'GET', '/api/export.php', undefined, { cookie: member.cookie });
const download = (member: ChatMember, id: number) =>
  call(t.app, 'GET', `/api/export-file.php?id=${id}`, undefined, { cookie: member.cookie });

beforeAll(async () => {
  mail = await startMailCapture();
  t = await createTestApp({
    memberCount: 3,
    env: { SMTP_URL: mail.url, SANDBOX_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET },
  });
  clock = fakeClock(t);
  [demo, anna, bruno] = await chatMembers(t, 2, 500);
  // The demo member's own data: a photo, a like, a conversation, a paid payment.
  expect((await upload(t.app, demo.cookie, [{ data: await photoFile(1) }])).statusCode).toBe(200);
  expect(
    (await call(t.app, 'POST', '/api/like.php', { profile_id: anna.id }, { cookie: demo.cookie })).statusCode,
  ).toBe(200);
  expect(
    (await send(t, demo, { profile_id: anna.id, text: 'Hello Anna, from the demo member' })).statusCode,
  ).toBe(200);
  expect((await send(t, anna, { profile_id: demo.id, text: 'Hi demo, Anna here' })).statusCode).toBe(200);
  // A chat photo each way: the demo member's own is in their archive, Anna's is hers.
  for (const [from, to, seed] of [
    [demo, anna, 11],
    [anna, demo, 12],
  ] as const) {
    const photo = await uploadedChatPhoto(t, from, seed);
    expect((await send(t, from, { type: 'photo', photo: photo.id, profile_id: to.id })).statusCode).toBe(200);
  }
  const payment = await createdPayment(t, demo);
  expect((await postSandboxWebhook(t, { id: payment.ref, status: 'completed', event: 1 })).statusCode).toBe(
    200,
  );
  // Another member's private data that must never reach the demo member's archive.
  expect((await send(t, anna, { profile_id: bruno.id, text: SECRET_BETWEEN_OTHERS })).statusCode).toBe(200);
  const annaPayment = await createdPayment(t, anna, { method: 'creditcard' });
  expect(
    (await postSandboxWebhook(t, { id: annaPayment.ref, status: 'completed', event: 1 })).statusCode,
  ).toBe(200);
}, 120_000);
afterAll(async () => {
  await t.app.close();
  await mail.close();
});

describe('a member export', () => {
  let exportId: number;
  let files: Map<string, Buffer>;

  it('is queued by one call, refused while it is being made, and made by the scheduled job', async () => {
    const started = await start(demo);
    expect(started.statusCode).toBe(200);
    const queued = started.json().export;
    expect(queued).toMatchObject({ state: 'queued', progress: 0, download_url: null });
    exportId = queued.id;

    const again = await start(demo);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      error: 'export_in_progress',
      message: expect.stringMatching(/already/),
    });

    expect(await runDueExports(t.app.ctx)).toBe(1);
    const ready = (await state(demo)).json().export;
    expect(ready).toMatchObject({ id: exportId, state: 'ready', progress: 100 });
    expect(ready.download_url).toBe(`/api/export-file.php?id=${exportId}`);
    expect(new Date(ready.expires_at).getTime() - new Date(ready.ready_at).getTime()).toBe(7 * 86_400_000);

    const ready_mail = await mail.next(demo.email);
    expect(ready_mail.subject).toMatch(/ready to download/);
    expect(ready_mail.link).toMatch(/\/notifications#data-export$/);
  });

  it("downloads as a ZIP with the member's own data, as files", async () => {
    const response = await download(demo, exportId);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="[A-Za-z0-9-]+-export-\d{4}-\d{2}-\d{2}\.zip"$/,
    );
    expect(response.headers['cache-control']).toBe('private, no-store');
    files = await unzip(response.rawPayload);
    const [photo] = await t.database.db.select().from(photos).where(eq(photos.userId, demo.id));
    const [sentPhoto] = await t.database.db
      .select({ id: messages.id })
      .from(messages)
      .where(and(eq(messages.senderId, demo.id), eq(messages.type, 'photo')));
    expect([...files.keys()].sort()).toEqual(
      [
        'profile.json',
        'photos.json',
        `photos/${photo!.id}.webp`,
        'likes.json',
        'matches.json',
        'conversations/0001.json',
        `conversations/photos/${sentPhoto!.id}.webp`,
        'push-devices.json',
        'credits/ledger.json',
        'credits/payments.json',
      ].sort(),
    );
    expect(files.get(`photos/${photo!.id}.webp`)!.length).toBeGreaterThan(1000);
    const profile = JSON.parse(files.get('profile.json')!.toString());
    expect(profile.account.email).toBe(demo.email);
    const likes = JSON.parse(files.get('likes.json')!.toString());
    expect(likes.given).toHaveLength(1);
    const conversation = JSON.parse(files.get('conversations/0001.json')!.toString());
    expect(
      conversation.messages.map((m: { from: string; text: string; photo_file: string | null }) => [
        m.from,
        m.text ?? m.photo_file,
      ]),
    ).toEqual([
      ['me', 'Hello Anna, from the demo member'],
      [conversation.with, 'Hi demo, Anna here'],
      ['me', `conversations/photos/${sentPhoto!.id}.webp`],
      [conversation.with, null],
    ]);
    const payments = JSON.parse(files.get('credits/payments.json')!.toString());
    expect(payments).toHaveLength(1);
    expect(payments[0]).toMatchObject({ status: 'completed', method: 'ideal', amount: expect.any(Number) });
  });

  it('holds nothing of another member: not their e-mail, id, messages to others or ledger', async () => {
    const everything = [...files.values()].map((b) => b.toString('latin1')).join('\n');
    expect(everything).not.toContain(SECRET_BETWEEN_OTHERS);
    expect(everything).not.toContain(anna.email);
    expect(everything).not.toContain(bruno.email);
    const conversation = JSON.parse(files.get('conversations/0001.json')!.toString());
    expect(Object.keys(conversation)).toEqual(['with', 'started_at', 'messages']);
    const ledger = JSON.parse(files.get('credits/ledger.json')!.toString());
    const [own] = await t.database.db
      .select({ n: count() })
      .from(creditLedger)
      .where(eq(creditLedger.userId, demo.id));
    expect(ledger.entries).toHaveLength(own!.n);
    const annaRows = await t.database.db
      .select({ id: creditLedger.id })
      .from(creditLedger)
      .where(eq(creditLedger.userId, anna.id));
    const exportedIds = new Set(ledger.entries.map((e: { id: number }) => e.id));
    expect(annaRows.some((r) => exportedIds.has(r.id))).toBe(false);
  });

  it("sums the ledger to the member's balance", async () => {
    const ledger = JSON.parse(files.get('credits/ledger.json')!.toString());
    const [member] = await t.database.db
      .select({ credits: users.credits })
      .from(users)
      .where(eq(users.id, demo.id));
    const sum = ledger.entries.reduce((total: number, e: { amount: number }) => total + e.amount, 0);
    expect(sum).toBe(member!.credits);
    expect(ledger.balance).toBe(member!.credits);
    expect(ledger.sum_of_amounts).toBe(sum);
    expect(ledger.entries.map((e: { kind: string }) => e.kind)).toEqual(
      expect.arrayContaining(['bonus', 'purchase', 'message']),
    );
  });

  it('is never reachable by another member', async () => {
    expect((await state(anna)).json()).toEqual({ export: null });
    const foreign = await download(anna, exportId);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error).toBe('not_found');
    const anonymous = await call(t.app, 'GET', `/api/export-file.php?id=${exportId}`);
    expect(anonymous.statusCode).toBe(403);
    expect(anonymous.json().error).toBe('authentication_required');
    expect((await download(demo, 0)).statusCode).toBe(400);
  });

  it('expires after 7 days with a clear error, and the sweep deletes the file', async () => {
    clock.advance(7 * 86_400_000 + 1000);
    expect((await state(demo)).json().export).toMatchObject({ state: 'expired', download_url: null });
    const late = await download(demo, exportId);
    expect(late.statusCode).toBe(410);
    expect(late.json()).toMatchObject({ error: 'export_expired', message: expect.stringMatching(/7 days/) });
    const [row] = await t.database.db.select().from(dataExports).where(eq(dataExports.id, exportId));
    expect(existsSync(`${exportsDir(t.app.ctx)}/${row!.fileName}`)).toBe(true);
    expect(await sweepExports(t.app.ctx)).toBe(1);
    expect(readdirSync(exportsDir(t.app.ctx))).toEqual([]);
  });
});

describe('one export at a time', () => {
  it('makes exactly one export of two requests racing each other', async () => {
    const [first, second] = await Promise.all([start(anna), start(anna)]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
    const rows = await t.database.db.select().from(dataExports).where(eq(dataExports.userId, anna.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.state).toBe('queued');
  });

  it('finishes, after a restart, an export whose run stopped mid-way', async () => {
    // As if the instance making Anna's export died: running, heartbeat long gone.
    const [row] = await t.database.db
      .update(dataExports)
      .set({
        state: 'running',
        attempts: 1,
        heartbeatAt: new Date(clock.now().getTime() - STALE_RUN_MS - 1000),
      })
      .where(eq(dataExports.userId, anna.id))
      .returning();
    expect(await runDueExports(t.app.ctx)).toBe(1);
    const [after] = await t.database.db.select().from(dataExports).where(eq(dataExports.id, row!.id));
    expect(after).toMatchObject({ state: 'ready', attempts: 2, progress: 100 });
    const files = await unzip((await download(anna, row!.id)).rawPayload);
    const everything = [...files.values()].map((b) => b.toString('latin1')).join('\n');
    expect(everything).toContain(SECRET_BETWEEN_OTHERS);
    expect(everything).not.toContain(demo.email);
  });

  it('leaves a running export with a live heartbeat to the instance making it', async () => {
    const queued = (await start(bruno)).json().export;
    await t.database.db
      .update(dataExports)
      .set({ state: 'running', attempts: 1, heartbeatAt: clock.now() })
      .where(eq(dataExports.id, queued.id));
    expect(await runDueExports(t.app.ctx)).toBe(0);
    expect((await state(bruno)).json().export).toMatchObject({ state: 'running' });
  });
});

describe('the staff view', () => {
  it('lists exports not finished and accounts pending deletion, for support', async () => {
    const support = await addStaff(t, ['support']);
    const response = await staffCall(t, support.id, 'GET', '/api/staff/exports');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.exports).toEqual([expect.objectContaining({ member_id: bruno.id, state: 'running' })]);
    expect(Array.isArray(body.deletions)).toBe(true);
    expect(JSON.stringify(body)).not.toContain('@');
  });
});
