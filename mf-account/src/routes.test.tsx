import { ROUTES } from '@amora/contracts';
import { GROUP_OF_ROUTE, GROUPS } from './routes';

describe('the account area routes', () => {
  it('maps every page of every lazily loaded group to that group, and nothing else', async () => {
    for (const [group, load] of Object.entries(GROUPS)) {
      const pages = Object.keys(await load()).sort();
      const mapped = Object.entries(GROUP_OF_ROUTE)
        .filter(([, g]) => g === group)
        .map(([name]) => name)
        .sort();
      expect([group, pages]).toEqual([group, mapped]);
    }
  });

  it('only maps routes the area owns', () => {
    const owned = new Set<string>(ROUTES.filter((r) => r.remote === 'mf_account').map((r) => r.name));
    for (const name of Object.keys(GROUP_OF_ROUTE)) expect([name, owned.has(name)]).toEqual([name, true]);
  });
});
