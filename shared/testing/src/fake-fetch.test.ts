import { jsonFetch, sentBodies, sentRequests, type FetchMock } from './fake-fetch';

describe('jsonFetch', () => {
  it('answers a known route with its status and JSON, anything else with a 404', async () => {
    const fetch = jsonFetch({ 'POST /api/user.php': { status: 401, body: { error: 'login_failed' } } });
    const hit = await fetch('/api/user.php?x=1', { method: 'POST' });
    expect(hit.status).toBe(401);
    expect(await hit.json()).toEqual({ error: 'login_failed' });
    const miss = await fetch('/api/user.php');
    expect(miss.status).toBe(404);
  });

  it('hands an answer function the request URL and JSON body', async () => {
    const fetch = jsonFetch({
      'PUT /api/echo.php': (url, body) => ({ status: 202, body: { q: url.searchParams.get('q'), body } }),
    });
    const answer = await fetch('/api/echo.php?q=1', { method: 'PUT', body: JSON.stringify({ a: 1 }) });
    expect(answer.status).toBe(202);
    expect(await answer.json()).toEqual({ q: '1', body: { a: 1 } });
  });
});

describe('sentRequests', () => {
  it('lists the query and JSON body of each request to one "METHOD path", in order', async () => {
    const fetch: FetchMock = jest.fn(jsonFetch({}));
    await fetch('/api/a.php?id=7');
    await fetch('/api/a.php', { method: 'POST', body: JSON.stringify({ n: 1 }) });
    await fetch('/api/a.php', { method: 'POST', body: JSON.stringify({ n: 2 }) });
    await fetch('/api/b.php', { method: 'POST', body: '{}' });

    expect(sentRequests(fetch, 'GET /api/a.php')).toEqual([{ query: { id: '7' }, body: undefined }]);
    expect(sentBodies(fetch, 'POST /api/a.php')).toEqual([{ n: 1 }, { n: 2 }]);
  });
});
