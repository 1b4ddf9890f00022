// `npm run landers -- <command>`: publish, pause, weight and report lander variants (ADR 0016).
import {
  runLandersCommand,
  USAGE,
  databaseBackend,
  httpBackend,
  readAdminToken,
} from '../modules/landers/index.js';
import { createMediaStorage } from '../plugins/storage/index.js';
import { runAdminCommandLine } from './admin-command-line.js';

await runAdminCommandLine({
  envPrefix: 'LANDERS',
  usage: USAGE,
  databaseBackend: (database, config) => databaseBackend(database, createMediaStorage(config)),
  httpBackend,
  readAdminToken,
  run: runLandersCommand,
});
