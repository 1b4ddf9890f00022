const preset = require('@amora/testing/jest-preset-node');

module.exports = {
  ...preset,
  // PGlite boots in a few seconds per test file (two files at once on two workers); argon2 hashing adds to login tests.
  testTimeout: 60_000,
  // Decides once whether the Redis suites run (they are skipped, with the reason, when it is absent).
  globalSetup: '<rootDir>/test/redis-probe.cjs',
};
