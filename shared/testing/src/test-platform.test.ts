import { jsonFetch, memoryStorage } from './test-platform';

describe('jsonFetch', () => {
  it('answers a known route with its status and JSON, anything else with a 404', async () => {
    const fetch = jsonFetch({ 'POST /api/user.php': { status: 401, body: { error: 'login_failed' } } });
    const hit = await fetch('/api/user.php?x=1', { method: 'POST' });
    expect(hit.status).toBe(401);
    expect(await hit.json()).toEqual({ error: 'login_failed' });
    const miss = await fetch('/api/user.php');
    expect(miss.status).toBe(404);
  });
});

describe('memoryStorage', () => {
  it('keeps what is set', () => {
    const storage = memoryStorage({ a: '1' });
    storage.setItem('b', '2');
    expect([storage.getItem('a'), storage.getItem('b'), storage.getItem('c')]).toEqual(['1', '2', null]);
  });
});
