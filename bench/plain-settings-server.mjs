// The baseline: a bare Fastify route returning the same JSON, nothing else.
import Fastify from 'fastify';

const port = Number(process.argv[2]);
const body = process.env.SETTINGS_JSON ?? '{}';
const app = Fastify({ logger: false });
app.get('/api/settings.php', (_request, reply) => reply.type('application/json; charset=utf-8').send(body));
await app.listen({ host: '127.0.0.1', port });
process.stdout.write('ready\n');
process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
