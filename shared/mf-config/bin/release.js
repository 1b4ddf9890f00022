#!/usr/bin/env node
// `npm run release -w <remote>`: build, check the manifest contract, publish, point the registry.
import { ReleaseError, releaseRemote, resolveDataDir } from '../dist/index.js';

try {
  releaseRemote({
    dir: process.cwd(),
    dataDir: resolveDataDir(),
    build: !process.argv.includes('--no-build'),
  });
} catch (error) {
  console.error(error instanceof ReleaseError ? error.message : error);
  process.exit(1);
}
