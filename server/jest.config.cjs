const preset = require('@amora/testing/jest-preset-node');

module.exports = {
  ...preset,
  // PGlite boots in a few seconds per test file; argon2 hashing adds to login tests.
  testTimeout: 30_000,
};
