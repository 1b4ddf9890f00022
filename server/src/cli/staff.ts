// `npm run staff -- <command>`: add, disable and list staff accounts (ADR 0032).
import { openMigratedDatabase } from '../bootstrap.js';
import { loadConfig } from '../config.js';
import {
  databaseBackend,
  httpBackend,
  CliError,
  runStaffCommand,
  USAGE,
  readStaffAdminToken,
} from '../modules/staff/index.js';

const config = loadConfig();
const argv = process.argv.slice(2);
// PostgreSQL may be opened beside the server; an embedded PGlite only through the server's API.
const useDatabase = Boolean(config.databaseUrl) && !process.env.STAFF_API_URL;
const database = useDatabase ? await openMigratedDatabase(config) : null;
try {
  let backend;
  if (database) backend = databaseBackend(database, config.publicUrl ?? `http://127.0.0.1:${config.port}`);
  else {
    const token = await readStaffAdminToken(config.dataDir);
    if (!token && argv.length > 0)
      throw new CliError(`No admin token: set STAFF_ADMIN_TOKEN or start the server once.\n${USAGE}`);
    backend = httpBackend(process.env.STAFF_API_URL ?? `http://127.0.0.1:${config.port}`, token ?? '');
  }
  process.exitCode = await runStaffCommand(argv, backend, (text) => console.log(text));
} catch (error) {
  if (!(error instanceof CliError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
} finally {
  await database?.close();
}
