import { REALTIME_CLOSE, STAFF_COOKIE_NAME } from '@amora/contracts';
import { eq } from 'drizzle-orm';
import { users } from '../src/db/schema.js';
import { createStaff, createStaffSession } from '../src/modules/staff/index.js';
import { CLIENT_HEADERS } from '../src/test-support/test-app.js';
import { call } from './account-helpers.js';
import { DEMO, loginCookie, otherMemberEmail, setPassword } from './helpers.js';
import { openCaseOf } from './moderation-helpers.js';
import { listen, open } from './realtime-helpers.js';
import { describeWithRedis, twoInstancesOnRedis } from './with-redis.js';

describeWithRedis('a suspension closes the member`s sockets on every instance (REDIS_URL)', () => {
  it('closes a socket held by one instance when a moderator suspends on the other', async () => {
    const { first, second } = await twoInstancesOnRedis(2);
    try {
      const base = await listen(first);
      await second.ready();
      const email = await otherMemberEmail(first);
      await setPassword(first, email, 'member-password-1');
      const [member] = await first.database.db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.email, email));
      const cookie = await loginCookie(first.app, { email, password: 'member-password-1' });
      const tab = open(base, cookie, base);
      await tab.opened;
      await tab.next('hello');

      const reporter = await loginCookie(first.app, { email: DEMO.email });
      const reported = await call(
        first.app,
        'POST',
        '/api/report.php',
        { profile_id: member!.id, reason: 'harassment' },
        { cookie: reporter },
      );
      expect(reported.statusCode).toBe(200);
      const reportCase = await openCaseOf(first, member!.id);
      const now = new Date();
      const created = await createStaff(
        first.database.db,
        { staffId: null, ip: null },
        { email: 'mod.redis@amora.test', roles: ['moderator'] },
        now,
        'http://127.0.0.1',
      );
      const token = await createStaffSession(
        first.database.db,
        created.staff.id,
        { ip: '127.0.0.1', userAgent: null },
        now,
      );
      const acted = await second.inject({
        method: 'POST',
        url: `/api/staff/reports/${reportCase!.id}/actions`,
        headers: { ...CLIENT_HEADERS, cookie: `${STAFF_COOKIE_NAME}=${token}` },
        payload: { action: 'suspend', days: 2, reason: 'Threats in chat.' },
      });
      expect(acted.statusCode).toBe(200);
      const closed = await Promise.race([
        tab.closed,
        new Promise<string>((resolve) => setTimeout(() => resolve('open'), 3000)),
      ]);
      expect(closed).toBe(REALTIME_CLOSE.loggedOut);
    } finally {
      await second.close();
      await first.app.close();
    }
  });
});
