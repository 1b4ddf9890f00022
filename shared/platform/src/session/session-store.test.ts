import type { HttpClient, User, UserResponse } from '@amora/contracts';
import { QueryObserver } from '@tanstack/react-query';
import { createQueryClient } from '../query/query-client';
import { queryKeys } from '../query/query-keys';
import { createSessionStore } from './session-store';
import { userQuery } from './user-query';

const ann = { id: 7, email: 'ann@example.com', credits: 5 } as unknown as User;
const annLater = { ...ann, credits: 12 } as User;

/** A client whose GET /api/user.php answers each call with the next member in line. */
function userEndpoint(...answers: Array<User | null>) {
  const get = jest.fn(async () => ({ user: answers.shift() ?? null }) as UserResponse);
  return { get } as unknown as HttpClient & { get: typeof get };
}

function setUp(...answers: Array<User | null>) {
  const queryClient = createQueryClient();
  const session = createSessionStore(queryClient);
  const http = userEndpoint(...answers);
  const { queryKey, ...defaults } = userQuery(http);
  queryClient.setQueryDefaults(queryKey, defaults);
  return { queryClient, session, http };
}

describe('session store: the one writer of the user (ADR 0010)', () => {
  it('writes the member into the ["user"] query, where a query observer sees it', () => {
    const { queryClient, session } = setUp();
    // Not enabled: it only watches, so what it sees came from the store, not from a fetch.
    const observer = new QueryObserver<UserResponse>(queryClient, {
      queryKey: queryKeys.user(),
      enabled: false,
    });
    const seen: Array<User | null | undefined> = [];
    const unsubscribe = observer.subscribe((result) => seen.push(result.data?.user));

    session.setUser(ann);
    session.clear();
    unsubscribe();

    expect(seen).toEqual([ann, null]);
    expect(queryClient.getQueryData(queryKeys.user())).toEqual({ user: null });
  });

  it('follows a refetch of the ["user"] query: store subscribers hear the fresh member', async () => {
    const { queryClient, session } = setUp(annLater);
    session.setUser(ann);
    const statuses: Array<number | undefined> = [];
    session.subscribe((state) => statuses.push(state.user?.credits));

    await queryClient.refetchQueries({ queryKey: queryKeys.user() });

    expect(session.getState()).toEqual({ status: 'authenticated', user: annLater });
    expect(statuses).toEqual([12]);
  });

  it('follows an invalidation while the query is observed, including a logout on the server', async () => {
    const { queryClient, session, http } = setUp(annLater, null);
    session.setUser(ann);
    const observer = new QueryObserver<UserResponse>(queryClient, { queryKey: queryKeys.user() });
    const unsubscribe = observer.subscribe(() => undefined);

    await queryClient.invalidateQueries({ queryKey: queryKeys.user() });
    expect(session.getState().user).toEqual(annLater);

    await queryClient.invalidateQueries({ queryKey: queryKeys.user() });
    expect(session.getState()).toEqual({ status: 'anonymous', user: null });
    expect(http.get).toHaveBeenCalledTimes(2);
    unsubscribe();
  });

  it('leaves an unknown session unknown until the first answer, then takes it', async () => {
    const { queryClient, session } = setUp(null);
    expect(session.getState().status).toBe('unknown');

    await queryClient.fetchQuery({ queryKey: queryKeys.user() });

    expect(session.getState()).toEqual({ status: 'anonymous', user: null });
  });

  it('notifies store subscribers once per write, not again for its own echo from the query', () => {
    const { session } = setUp();
    const listener = jest.fn();
    session.subscribe(listener);

    session.setUser(ann);
    session.setUser(annLater);

    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('keeps the member when a refetch fails', async () => {
    const queryClient = createQueryClient();
    const session = createSessionStore(queryClient);
    session.setUser(ann);

    await expect(
      queryClient.fetchQuery({
        queryKey: queryKeys.user(),
        queryFn: () => Promise.reject(new Error('offline')),
        staleTime: 0,
      }),
    ).rejects.toThrow('offline');

    expect(session.getState()).toEqual({ status: 'authenticated', user: ann });
    expect(queryClient.getQueryData(queryKeys.user())).toEqual({ user: ann });
  });
});
