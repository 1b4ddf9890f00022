// Jest preset for Node packages (server, mf-config, contracts). TypeScript and the few ESM-only
// dependencies are compiled to CommonJS by swc, because Jest's module runtime cannot load ESM on
// Node 20 without --experimental-vm-modules (../shared/notes/stack.md, "Gotcha 1").
const ESM_ONLY = [
  'cookie',
  'content-disposition',
  'file-type',
  'strtok3',
  'token-types',
  'peek-readable',
  '@tokenizer',
  // file-type 21's own ESM-only dependencies (through token-types).
  '@borewit',
  'uint8array-extras',
];

module.exports = {
  testEnvironment: 'node',
  // Workspace packages resolve to their TypeScript source, as the bundlers do.
  testEnvironmentOptions: { customExportConditions: ['amora-source', 'node', 'require', 'default'] },
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  transform: {
    '^.+\\.(t|j)sx?$': [
      require.resolve('@swc/jest'),
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          target: 'es2023',
          transform: { react: { runtime: 'automatic' } },
        },
        module: { type: 'commonjs' },
      },
    ],
    '^.+\\.md$': require.resolve('./text-transform.cjs'),
    '^.+\\.mjs$': [require.resolve('@swc/jest'), { jsc: { target: 'es2023' }, module: { type: 'commonjs' } }],
  },
  // Judged at the innermost node_modules, so nested copies (@fastify/static/node_modules/…) count too.
  transformIgnorePatterns: [`/node_modules/(?!.*/node_modules/)(?!(${ESM_ONLY.join('|')})/)`],
  testMatch: ['<rootDir>/src/**/*.test.ts', '<rootDir>/test/**/*.test.ts'],
  clearMocks: true,
  // Both cores. Jest's default (cores - 1) is one worker on the 2-core machines, and a flag given
  // to `lerna run test` never reaches each package's Jest. The packages run one after another
  // (lerna --concurrency 1); the server's test files share nothing (a PGlite or a PostgreSQL
  // database each, a Redis key prefix per deployment, ports chosen by the system).
  maxWorkers: 2,
};
