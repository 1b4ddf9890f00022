const preset = require('@amora/testing/jest-preset-node');

module.exports = {
  ...preset,
  // PGlite boots in a few seconds per test file (two files at once on two workers); argon2 hashing adds to login tests.
  testTimeout: 60_000,
  // Probes Redis once (its suites skip, with the reason, without it) and names the run's seeded database copies.
  globalSetup: '<rootDir>/test/global-setup.cjs',
  globalTeardown: '<rootDir>/test/global-teardown.cjs',
};
