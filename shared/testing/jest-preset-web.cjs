// Jest preset for browser packages (shell, remotes, ui): jsdom, swc, Testing Library.
// No MessageChannel polyfill: React's scheduler would keep a port open and Jest would never exit.
const node = require('./jest-preset-node.cjs');

module.exports = {
  ...node,
  testEnvironment: require.resolve('./jsdom-environment.cjs'),
  testEnvironmentOptions: { customExportConditions: ['amora-source', 'browser', 'require', 'default'] },
  setupFiles: [require.resolve('./jest-setup-web.cjs')],
  setupFilesAfterEnv: [require.resolve('./jest-setup-after-env.cjs')],
  testMatch: ['<rootDir>/src/**/*.test.ts', '<rootDir>/src/**/*.test.tsx'],
  // Two workers, as in the Node preset: the jsdom test files share nothing either.
  moduleNameMapper: {
    ...node.moduleNameMapper,
    // Locale JSON of an app is loaded through dynamic import; Jest handles JSON natively.
  },
};
