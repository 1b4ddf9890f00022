// `npm run staff -- <command>`: add, disable and list staff accounts (ADR 0032).
import {
  databaseBackend,
  httpBackend,
  runStaffCommand,
  USAGE,
  readStaffAdminToken,
} from '../modules/staff/index.js';
import { runAdminCommandLine } from './admin-command-line.js';

await runAdminCommandLine({
  envPrefix: 'STAFF',
  usage: USAGE,
  databaseBackend: (database, config) =>
    databaseBackend(database, config.publicUrl ?? `http://127.0.0.1:${config.port}`),
  httpBackend,
  readAdminToken: readStaffAdminToken,
  run: runStaffCommand,
});
