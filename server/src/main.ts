import { buildApp } from './app.js';
import { DEMO_LOGIN, openMigratedDatabase, seedIfEmpty } from './bootstrap.js';
import { loadConfig } from './config.js';
import { DataDirectoryInUseError } from './db/data-dir-lock.js';
import { startScheduledJobs } from './jobs/scheduler.js';

const SHUTDOWN_GRACE_MS = 10_000;

async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openMigratedDatabase(config);
  await seedIfEmpty(config, database, (line) => console.log(line));
  const app = await buildApp({ config, database });

  const stopJobs = startScheduledJobs(app);
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    stopJobs();
    app.log.info({ signal }, 'shutting down');
    // Stop accepting, let in-flight requests finish, close the database; force exit if it hangs.
    setTimeout(() => process.exit(1), SHUTDOWN_GRACE_MS).unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'error while shutting down');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));

  const address = await app.listen({ host: config.host, port: config.port });
  const url = address.replace('://[::1]', '://localhost');
  console.log(`\nAmora is running at ${url} (${database.kind})`);
  if (config.seedDemoMember) console.log(`Demo login: ${DEMO_LOGIN.email} / ${DEMO_LOGIN.password}\n`);
}

main().catch((error: unknown) => {
  // A folder in use or a refused configuration is the operator's to resolve: the message says
  // how, a stack would bury it.
  const forOperator =
    error instanceof DataDirectoryInUseError ||
    (error instanceof Error && error.message.startsWith('Invalid configuration'));
  console.error(forOperator ? `\n${(error as Error).message}\n` : error);
  process.exit(1);
});
