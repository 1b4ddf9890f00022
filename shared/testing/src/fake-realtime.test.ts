import { aUser } from './factories.js';
import { fakeRealtime } from './fake-realtime.js';
import { createTestPlatform } from './test-platform.js';

describe('fakeRealtime', () => {
  // This package tests in Node: the socket URL is built from the page's location.
  const global = globalThis as { location?: unknown };
  const hadLocation = 'location' in global;
  beforeAll(() => {
    if (!hadLocation) global.location = { protocol: 'http:', host: 'localhost' };
  });
  afterAll(() => {
    if (!hadLocation) delete global.location;
  });

  it('drives the platform realtime client: open, events, commands and a drop', async () => {
    const socket = fakeRealtime();
    const platform = await createTestPlatform({ createSocket: socket.createSocket });
    const statuses: Array<[string, boolean]> = [];
    const messages: unknown[] = [];
    platform.realtime.onStatus((status, reconnected) => statuses.push([status, reconnected]));
    platform.realtime.subscribe('message', (data) => messages.push(data));

    platform.session.setUser(aUser());
    expect(socket.connections).toBe(1);
    socket.open();
    expect(platform.realtime.status()).toBe('open');
    socket.emit('message', { text: 'hi' });
    expect(messages).toEqual([{ text: 'hi' }]);
    expect(platform.realtime.send({ type: 'typing', data: { conversation: 1 } })).toBe(true);
    expect(socket.sent).toEqual([{ type: 'typing', data: { conversation: 1 } }]);

    socket.drop();
    expect(platform.realtime.status()).toBe('closed');
    expect(platform.realtime.send({ type: 'typing' })).toBe(false);
    platform.realtime.stop();
    expect(statuses).toEqual([
      ['connecting', false],
      ['open', false],
      ['closed', false],
    ]);
  });

  it('leaves the test platform without a socket by default', async () => {
    const platform = await createTestPlatform();
    platform.session.setUser(aUser());
    expect(platform.realtime.status()).toBe('closed');
  });
});
