import { STAFF_ROLES, type StaffRole } from '@amora/contracts';
import Fastify from 'fastify';
import { rolesAllow, type StaffAccess } from '../src/modules/staff/index.js';
import { staffGuard } from '../src/modules/staff/staff-guard.js';
import { createTestApp, type TestApp } from '../src/test-support/test-app.js';
import { loginCookie } from './helpers.js';
import { addStaff, fakeClock, staffCookie } from './staff-helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ memberCount: 1 });
  fakeClock(t);
});
afterAll(() => t.app.close());

const REFUSALS = new Set(['staff_authentication_required', 'staff_forbidden']);
const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

type Identity = { label: string; role?: StaffRole; cookie: () => Promise<string> };

/** A path of the route with its parameters filled in (the guard runs before validation). */
function concrete(url: string): string {
  return url.replace(/:(\w+)/g, (_match, name: string) => (name === 'token' ? 't'.repeat(43) : '999999'));
}

function allowed(access: StaffAccess, identity: Identity): boolean {
  if (access === 'public') return true;
  return identity.role !== undefined && rolesAllow(access, [identity.role]);
}

describe('the staff role matrix', () => {
  it('lets exactly the declared roles (and admin) through every registered /api/staff/ route', async () => {
    const staffOf = new Map<StaffRole, number>();
    for (const role of STAFF_ROLES) staffOf.set(role, (await addStaff(t, [role])).id);
    const memberCookie = await loginCookie(t.app);
    const identities: Identity[] = [
      // A fresh session per call: some routes (logout) end the session that calls them.
      ...STAFF_ROLES.map((role) => ({ label: role, role, cookie: () => staffCookie(t, staffOf.get(role)!) })),
      { label: 'member', cookie: async () => memberCookie },
      { label: 'nobody', cookie: async () => '' },
    ];
    const routes = t.app.staffRoutes.filter((route) => route.method !== 'HEAD');
    // The session, set-up, staff management and audit calls at least.
    expect(routes.length).toBeGreaterThanOrEqual(9);
    const mismatches: string[] = [];
    let checked = 0;
    for (const route of routes) {
      for (const identity of identities) {
        const cookie = await identity.cookie();
        const response = await t.app.inject({
          method: route.method as 'GET',
          url: concrete(route.url),
          headers: {
            ...(cookie ? { cookie } : {}),
            ...(UNSAFE.has(route.method)
              ? { 'x-request-type': 'client', 'content-type': 'application/json' }
              : {}),
          },
          ...(UNSAFE.has(route.method) ? { payload: {} } : {}),
        });
        const error = response.statusCode >= 400 ? (response.json() as { error?: string }).error : undefined;
        const passed = !REFUSALS.has(error ?? '');
        if (passed !== allowed(route.access, identity))
          mismatches.push(
            `${route.method} ${route.url} as ${identity.label}: ${response.statusCode} ${error ?? ''}`,
          );
        if (!passed)
          expect(response.statusCode).toBe(
            identity.role === undefined || route.access === 'signed-in' ? 401 : 403,
          );
        checked += 1;
      }
    }
    expect(mismatches).toEqual([]);
    expect(checked).toBe(routes.length * identities.length);
  });

  it('declares roles on every staff route, admin-only for staff management and the audit log', () => {
    const declared = Object.fromEntries(
      t.app.staffRoutes.filter((r) => r.method !== 'HEAD').map((r) => [`${r.method} ${r.url}`, r.access]),
    );
    expect(declared).toMatchObject({
      'POST /api/staff/session': 'public',
      'GET /api/staff/session': 'signed-in',
      'GET /api/staff/audit': ['admin'],
      'POST /api/staff/staff/:id/disable': ['admin'],
      'POST /api/staff/landers/images': ['marketer'],
    });
  });
});

describe('an undeclared staff route', () => {
  async function bareApp() {
    const app = Fastify();
    await app.register(staffGuard);
    return app;
  }

  it('fails to register, in the app scope or a plugin', async () => {
    const app = await bareApp();
    expect(() => app.get('/api/staff/forgotten', async () => ({}))).toThrow(/without config.staff/);
    expect(() =>
      app.get('/api/staff/typo', { config: { staff: ['root' as StaffRole] } }, async () => ({})),
    ).toThrow(/without config.staff/);
    expect(() => app.get('/api/staff/empty', { config: { staff: [] } }, async () => ({}))).toThrow();
    await app.close();

    const nested = await bareApp();
    await expect(
      nested.register(async (child) => {
        child.post('/api/staff/nested', async () => ({}));
      }),
    ).rejects.toThrow(/without config.staff/);
    await nested.close().catch(() => undefined);
  });

  it('leaves routes outside /api/staff/ alone', async () => {
    const app = await bareApp();
    expect(() => app.get('/api/other', async () => ({}))).not.toThrow();
    await app.close();
  });
});
