import { ROUTES, type RouteDefinition } from '@amora/contracts/plain';
import { matchRoutes } from 'react-router';
import { compileRouteTable, explodeOptionalSegments } from './route-matcher';
import { matchedRouteOf } from './useMatchedRoute';

/** react-router's own answer for a flat table of the same routes: what the matcher must equal. */
const ROUTER_TABLE = ROUTES.map((route) => ({ path: route.path, definition: route }));
const routerAnswer = (pathname: string): RouteDefinition | null => {
  const matches = matchRoutes(ROUTER_TABLE, pathname);
  return matches?.[matches.length - 1]?.route.definition ?? null;
};

/** Paths a route's pattern opens: each optional part present and absent, params of several forms. */
function pathsOf(pattern: string): string[] {
  const values = ['7', 'abc', 'Some-Slug', '%C3%A9t%C3%A9', 'm'];
  return explodeOptionalSegments(pattern).flatMap((path) =>
    values.flatMap((value) => {
      const filled = path.replace(/:[\w-]+/g, value);
      return [filled, `${filled}/`, filled.toUpperCase(), `${filled}//`];
    }),
  );
}

describe('matchedRouteOf', () => {
  it("finds the spec route of a path with react-router's ranking, or null for the 404 page", () => {
    expect(matchedRouteOf('/members')?.name).toBe('members');
    expect(matchedRouteOf('/members/7')?.name).toBe('members-id');
    // A static segment outranks the dynamic one.
    expect(matchedRouteOf('/likes/m/3')?.name).toBe('likes-m-id');
    expect(matchedRouteOf('/likes/received')?.name).toBe('likes-type');
    expect(matchedRouteOf('/credits/12')?.name).toBe('credits-id');
    expect(matchedRouteOf('/credits/12/sofort')?.name).toBe('credits-id');
    // One unknown segment is an information page; more are the 404 page.
    expect(matchedRouteOf('/whatever')?.name).toBe('info-token');
    expect(matchedRouteOf('/no/such/page')).toBeNull();
  });

  it('answers as react-router does for every route of the table, in every form of its paths', () => {
    const paths = [
      ...ROUTES.flatMap((route) => pathsOf(route.path)),
      '/',
      '',
      '//',
      '/members/7/chat/extra',
      '/landers/video/a/b',
      '/likes/m',
      '/%E0%A4%A', // malformed percent-encoding
      '/a%2Fb',
      '/members/a%2Fb',
    ];
    const differing = paths.filter((path) => matchedRouteOf(path) !== routerAnswer(path));
    expect(differing).toEqual([]);
    // The forms above reach every route, so the comparison covers the whole table.
    expect(new Set(paths.map((path) => matchedRouteOf(path)?.name)).size).toBe(ROUTES.length + 1);
  });

  it('ranks by specificity, and equal ranks by table order', () => {
    const table: RouteDefinition[] = [
      { name: 'members-id', path: '/x/:id', remote: 'mf_profile', layout: 'default' },
      { name: 'members', path: '/x/new', remote: 'mf_profile', layout: 'default' },
      { name: 'chats-id', path: '/y/:a', remote: 'mf_chat', layout: 'chat' },
      { name: 'chats', path: '/y/:b', remote: 'mf_chat', layout: 'chat' },
    ];
    const match = compileRouteTable(table);
    expect(match('/x/new')?.name).toBe('members');
    expect(match('/x/old')?.name).toBe('members-id');
    expect(match('/y/1')?.name).toBe('chats-id');
  });

  it('walks the table once for the same pathname asked again, and again for another', () => {
    const match = compileRouteTable(ROUTES);
    const tests = jest.spyOn(RegExp.prototype, 'test');
    try {
      expect(match('/likes/received')?.name).toBe('likes-type');
      const firstWalk = tests.mock.calls.length;
      expect(firstWalk).toBeGreaterThan(0);
      expect(match('/likes/received')?.name).toBe('likes-type');
      expect(tests.mock.calls.length).toBe(firstWalk);
      expect(match('/members')?.name).toBe('members');
      expect(tests.mock.calls.length).toBeGreaterThan(firstWalk);
      expect(match('/likes/received')?.name).toBe('likes-type');
    } finally {
      tests.mockRestore();
    }
  });
});

describe('explodeOptionalSegments', () => {
  it('lists every path the optional segments allow, the longest first', () => {
    expect(explodeOptionalSegments('/credits/:id/:method?')).toEqual([
      '/credits/:id/:method',
      '/credits/:id',
    ]);
    expect(explodeOptionalSegments('/a/:b?/:c?')).toEqual(['/a/:b/:c', '/a/:b', '/a/:c', '/a']);
    expect(explodeOptionalSegments('/:slug?')).toEqual(['/:slug', '/']);
    expect(explodeOptionalSegments('/members')).toEqual(['/members']);
  });
});
