// The operator's command lines (`npm run landers`, `npm run staff`) share one shape. With
// PostgreSQL they open the database beside a running server; an embedded PGlite belongs to the one
// process that opened it, so they go through that server's admin API with its token instead.
import { openMigratedDatabase } from '../bootstrap.js';
import { type AppConfig, loadConfig } from '../config.js';
import type { Database } from '../db/database.js';
import { CliError } from '../lib/admin-cli.js';

export interface AdminCommandLine<Backend> {
  /** The environment's prefix: `<PREFIX>_API_URL`, `<PREFIX>_ADMIN_TOKEN`. */
  envPrefix: string;
  usage: string;
  databaseBackend: (database: Database, config: AppConfig) => Backend;
  httpBackend: (baseUrl: string, token: string) => Backend;
  readAdminToken: (dataDir: string) => Promise<string | null>;
  run: (argv: string[], backend: Backend, print: (line: string) => void) => Promise<number>;
}

/** Runs one command; a refusal is printed without a stack and the exit code is 1. */
export async function runAdminCommandLine<Backend>(cli: AdminCommandLine<Backend>): Promise<void> {
  const config = loadConfig();
  const argv = process.argv.slice(2);
  const apiUrl = process.env[`${cli.envPrefix}_API_URL`];
  const database = config.databaseUrl && !apiUrl ? await openMigratedDatabase(config) : null;
  try {
    let backend: Backend;
    if (database) backend = cli.databaseBackend(database, config);
    else {
      const token = await cli.readAdminToken(config.dataDir);
      if (!token && argv.length > 0)
        throw new CliError(
          `No admin token: set ${cli.envPrefix}_ADMIN_TOKEN or start the server once.\n${cli.usage}`,
        );
      backend = cli.httpBackend(apiUrl ?? `http://127.0.0.1:${config.port}`, token ?? '');
    }
    process.exitCode = await cli.run(argv, backend, (line) => console.log(line));
  } catch (error) {
    if (!(error instanceof CliError)) throw error;
    console.error(error.message);
    process.exitCode = 1;
  } finally {
    await database?.close();
  }
}
