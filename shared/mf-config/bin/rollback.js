#!/usr/bin/env node
// `npm run rollback -w <remote>`: point the registry back to the previous release.
import { ReleaseError, resolveDataDir, rollbackRemote } from '../dist/index.js';

try {
  rollbackRemote({ dir: process.cwd(), dataDir: resolveDataDir() });
} catch (error) {
  console.error(error instanceof ReleaseError ? error.message : error);
  process.exit(1);
}
