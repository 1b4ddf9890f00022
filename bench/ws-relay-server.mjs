// The baseline of the chat delivery benchmark: a bare `ws` server that relays each frame to the
// subscriber it names (`{"to": id, ...}`), nothing else: no HTTP, no database, no session.
// Subscribers connect to /?id=<n>; senders send JSON frames with `to`.
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
// `ws` is the server's dependency (under @fastify/websocket); the benchmark borrows it.
const { WebSocketServer } = createRequire(path.join(here, '..', 'server', 'package.json'))('ws');

const port = Number(process.argv[2]);
const subscribers = new Map();
const wss = new WebSocketServer({ host: '127.0.0.1', port, perMessageDeflate: false });
wss.on('connection', (socket, request) => {
  const id = new URL(request.url ?? '/', 'http://x').searchParams.get('id');
  if (id) subscribers.set(id, socket);
  socket.on('message', (data) => {
    const text = String(data);
    const to = JSON.parse(text).to;
    const target = subscribers.get(String(to));
    if (target && target.readyState === target.OPEN) target.send(text);
  });
  socket.on('close', () => {
    if (id && subscribers.get(id) === socket) subscribers.delete(id);
  });
});
wss.on('listening', () => process.stdout.write('ready\n'));
process.on('SIGTERM', () => wss.close(() => process.exit(0)));
