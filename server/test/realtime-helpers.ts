import type { RealtimeEvent } from '@amora/contracts';
import type { AddressInfo } from 'node:net';
import { WebSocket } from 'ws';
import type { TestApp } from '../src/test-support/test-app.js';

/** A socket to the app's /api/realtime with the given cookie and origin, and the events it got. */
export function open(base: string, cookie: string | null, origin: string | null) {
  const events: RealtimeEvent[] = [];
  const socket = new WebSocket(`${base.replace('http', 'ws')}/api/realtime`, {
    headers: { ...(cookie ? { cookie } : {}), ...(origin ? { origin } : {}) },
  });
  socket.on('message', (data) => events.push(JSON.parse(String(data)) as RealtimeEvent));
  const opened = new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('unexpected-response', (_request, response) =>
      reject(Object.assign(new Error(`refused ${response.statusCode}`), { statusCode: response.statusCode })),
    );
    socket.once('error', reject);
  });
  const closed = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));
  const next = async (type: string, timeoutMs = 3000): Promise<RealtimeEvent> => {
    const started = Date.now();
    for (;;) {
      const found = events.find((event) => event.type === type);
      if (found) {
        events.splice(events.indexOf(found), 1);
        return found;
      }
      if (Date.now() - started > timeoutMs) throw new Error(`no ${type} event within ${timeoutMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  };
  return { socket, events, opened, closed, next };
}

export async function listen(t: TestApp): Promise<string> {
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  return `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
}
