// `npm run landers -- <command>`: publish, pause, weight and report lander variants (ADR 0016).
import { openMigratedDatabase } from '../bootstrap.js';
import { loadConfig } from '../config.js';
import {
  CliError,
  runLandersCommand,
  USAGE,
  databaseBackend,
  httpBackend,
  readAdminToken,
} from '../modules/landers/index.js';
import { createMediaStorage } from '../plugins/storage/index.js';

const config = loadConfig();
const argv = process.argv.slice(2);
// PostgreSQL may be opened beside the server; an embedded PGlite only through the server's API.
const useDatabase = Boolean(config.databaseUrl) && !process.env.LANDERS_API_URL;
const database = useDatabase ? await openMigratedDatabase(config) : null;
try {
  let backend;
  if (database) backend = databaseBackend(database, createMediaStorage(config));
  else {
    const token = await readAdminToken(config.dataDir);
    if (!token && argv.length > 0)
      throw new CliError(`No admin token: set LANDERS_ADMIN_TOKEN or start the server once.\n${USAGE}`);
    backend = httpBackend(process.env.LANDERS_API_URL ?? `http://127.0.0.1:${config.port}`, token ?? '');
  }
  process.exitCode = await runLandersCommand(argv, backend, (line) => console.log(line));
} catch (error) {
  if (!(error instanceof CliError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
} finally {
  await database?.close();
}
