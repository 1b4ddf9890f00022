import { matchRoutes } from 'react-router';
import { matchedRouteOf } from './useMatchedRoute';

jest.mock('react-router', () => {
  const actual = jest.requireActual<typeof import('react-router')>('react-router');
  return { ...actual, matchRoutes: jest.fn(actual.matchRoutes) };
});

const matchCalls = () => (matchRoutes as jest.Mock).mock.calls.length;

describe('matchedRouteOf', () => {
  it("finds the spec route of a path with react-router's ranking, or null for the 404 page", () => {
    expect(matchedRouteOf('/members')?.name).toBe('members');
    expect(matchedRouteOf('/members/7')?.name).toBe('members-id');
    // A static segment outranks the dynamic one.
    expect(matchedRouteOf('/likes/m/3')?.name).toBe('likes-m-id');
    expect(matchedRouteOf('/likes/received')?.name).toBe('likes-type');
    expect(matchedRouteOf('/no/such/page')).toBeNull();
  });

  it("matches a path once: a page's components asking again get the same answer without ranking the table", () => {
    const first = matchedRouteOf('/chats/12');
    const calls = matchCalls();

    expect(matchedRouteOf('/chats/12')).toBe(first);
    expect(matchedRouteOf('/chats/12')).toBe(first);
    expect(matchCalls()).toBe(calls);
    expect(first?.name).toBe('chats-id');
  });

  it('keeps a bounded number of answers, and an answer asked for again after that is still right', () => {
    const first = matchedRouteOf('/members/1');
    for (let id = 2; id < 200; id++) matchedRouteOf(`/members/${id}`);
    const calls = matchCalls();

    expect(matchedRouteOf('/members/1')).toEqual(first);
    // It had been dropped, so it was matched again.
    expect(matchCalls()).toBe(calls + 1);
  });
});
