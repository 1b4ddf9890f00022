import { ProfileCardResponseSchema } from '@amora/contracts';
import { eq } from 'drizzle-orm';
import { sites, users } from '../src/db/schema.js';
import { createTestApp, type TestApp } from '../src/test-support/test-app.js';

describe('GET /api/profile.php (member card)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.app.close());

  const membersOf = async (domain: string) =>
    t.database.db
      .select({ id: users.id })
      .from(users)
      .innerJoin(sites, eq(sites.id, users.siteId))
      .where(eq(sites.domain, domain))
      .orderBy(users.id);
  const get = (id: number | string) => t.app.inject({ method: 'GET', url: `/api/profile.php?id=${id}` });

  it('answers a member of this site as a card', async () => {
    const [member] = await membersOf('amora.test');
    const response = await get(member!.id);
    expect(response.statusCode).toBe(200);
    const { profile } = ProfileCardResponseSchema.parse(response.json());
    expect(profile.id).toBe(member!.id);
    expect(profile.age).toBeGreaterThanOrEqual(18);
    expect(JSON.stringify(response.json())).not.toMatch(/email|password/i);
  });

  it('does not find invisible members, accounts pending deletion or other sites’ members', async () => {
    const [first, second] = await membersOf('amora.test');
    await t.database.db.update(users).set({ invisible: true }).where(eq(users.id, first!.id));
    await t.database.db.update(users).set({ status: 'pending_deletion' }).where(eq(users.id, second!.id));
    expect((await get(first!.id)).statusCode).toBe(404);
    expect((await get(second!.id)).statusCode).toBe(404);
    const [dutch] = await membersOf('amora-nl.test');
    expect((await get(dutch!.id)).statusCode).toBe(404);
  });

  it('refuses ids that are not numbers with a clear 400', async () => {
    for (const id of ['abc', '-1', '1e9', '99999999999']) expect((await get(id)).statusCode).toBe(400);
  });
});
