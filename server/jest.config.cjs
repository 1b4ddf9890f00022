const preset = require('@amora/testing/jest-preset-node');

/*
 * file-type 21 pulls in two more ESM-only packages than the preset lists (@borewit/text-codec via
 * token-types, uint8array-extras), so they are compiled to CommonJS here too.
 */
const ESM_ONLY = [
  'cookie',
  'content-disposition',
  'file-type',
  'strtok3',
  'token-types',
  'peek-readable',
  '@tokenizer',
  '@borewit',
  'uint8array-extras',
];

module.exports = {
  ...preset,
  transformIgnorePatterns: [`/node_modules/(?!.*/node_modules/)(?!(${ESM_ONLY.join('|')})/)`],
  // PGlite boots in a few seconds per test file; argon2 hashing adds to login tests.
  testTimeout: 30_000,
};
