import { desc } from 'drizzle-orm';
import { staffAudit } from '../src/db/schema.js';
import { databaseBackend, httpBackend } from '../src/modules/staff/cli/backends.js';
import { CliError, runStaffCommand } from '../src/modules/staff/cli/staff-cli.js';
import { readStaffAdminToken } from '../src/modules/staff/index.js';
import { createTestApp, type TestApp } from '../src/test-support/test-app.js';

let t: TestApp;
let baseUrl: string;
beforeAll(async () => {
  t = await createTestApp({ memberCount: 1 });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
afterAll(() => t.app.close());

async function run(argv: string[], backend = httpBackend(baseUrl, token)): Promise<string[]> {
  const lines: string[] = [];
  await runStaffCommand(argv, backend, (text) => lines.push(text));
  return lines;
}
let token = '';

describe('npm run staff beside a running server (its admin API)', () => {
  beforeAll(async () => {
    token = (await readStaffAdminToken(t.config.dataDir)) ?? '';
  });

  it('adds a staff member and prints a one-time set-up link that works', async () => {
    const lines = await run(['add', 'Ops.Lead@amora.test', 'admin', 'moderator', '--name', 'Ops Lead']);
    expect(lines[0]).toBe('Added Ops.Lead@amora.test (admin, moderator).');
    const link = lines.find((line) => line.includes('/backoffice/setup/'))!;
    const setupToken = new URL(link).pathname.split('/').at(-1)!;
    const setup = await t.app.inject({ method: 'GET', url: `/api/staff/setup/${setupToken}` });
    expect(setup.json()).toMatchObject({ email: 'Ops.Lead@amora.test', name: 'Ops Lead' });

    expect((await run(['list'])).join('\n')).toMatch(
      /Ops\.Lead@amora\.test\tOps Lead\tadmin,moderator\tset-up pending/,
    );
    const [audit] = await t.database.db.select().from(staffAudit).orderBy(desc(staffAudit.id)).limit(1);
    expect(audit).toMatchObject({ action: 'staff.created', staffId: null, ip: '127.0.0.1' });
  });

  it('disables by e-mail with a reason, and refuses bad input with the field named', async () => {
    await run(['add', 'leaving@amora.test', 'support']);
    expect(await run(['disable', 'LEAVING@amora.test', 'contract', 'ended'])).toEqual([
      'Disabled leaving@amora.test; every session of theirs has ended.',
    ]);
    const [audit] = await t.database.db.select().from(staffAudit).orderBy(desc(staffAudit.id)).limit(1);
    expect(audit).toMatchObject({ action: 'staff.disabled', reason: 'contract ended' });
    await expect(run(['add', 'x@amora.test', 'root'])).rejects.toThrow('roles.0: This value is not valid.');
    await expect(run(['add', 'x@amora.test'])).rejects.toThrow(/needs an e-mail address and a role/);
    await expect(run(['add', 'leaving@amora.test', 'support'])).rejects.toThrow(/already exists/);
    await expect(run(['frobnicate'])).rejects.toThrow(CliError);
    await expect(run(['reset', 'leaving@amora.test'])).rejects.toThrow(
      '409: This staff account is disabled.',
    );
    const reset = await run(['reset', 'Ops.Lead@amora.test']);
    expect(reset[0]).toMatch(/^New set-up for Ops\.Lead@amora\.test/);
    expect(reset[2]).toMatch(/\/backoffice\/setup\/[\w-]{43}$/);
  });

  it('refuses a wrong token and any caller from outside the machine', async () => {
    await expect(run(['list'], httpBackend(baseUrl, 'w'.repeat(43)))).rejects.toThrow(/401/);
    const remote = await t.app.inject({
      method: 'GET',
      url: '/api/admin/staff',
      headers: { authorization: `Bearer ${token}` },
      remoteAddress: '10.1.2.3',
    });
    expect(remote.statusCode).toBe(404);
  });
});

describe('npm run staff on the database directly (DATABASE_URL)', () => {
  it('adds, lists and disables through the same services, audited as the command line', async () => {
    const backend = databaseBackend(t.database, 'https://console.example');
    const lines = await run(['add', 'direct@amora.test', 'finance'], backend);
    expect(lines[2]).toMatch(/^https:\/\/console\.example\/backoffice\/setup\/[\w-]{43}$/);
    expect((await run(['list'], backend)).join('\n')).toContain('direct@amora.test');
    await run(['disable', 'direct@amora.test'], backend);
    const [audit] = await t.database.db.select().from(staffAudit).orderBy(desc(staffAudit.id)).limit(1);
    expect(audit).toMatchObject({
      action: 'staff.disabled',
      staffId: null,
      ip: null,
      reason: 'disabled from the command line',
    });
    await expect(run(['disable', 'nobody@amora.test'], backend)).rejects.toThrow(/404/);
  });
});
