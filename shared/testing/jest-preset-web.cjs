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
  // Both cores: the packages run one after another (lerna --concurrency 1), and their jsdom test
  // files share nothing, so two workers halve a package's time on a 2-core machine.
  maxWorkers: 2,
  moduleNameMapper: {
    ...node.moduleNameMapper,
    // Locale JSON of an app is loaded through dynamic import; Jest handles JSON natively.
  },
};
