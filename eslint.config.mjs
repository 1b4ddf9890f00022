// The house rules (ARCHITECTURE.md section 1 and 7) as lint errors.
import js from '@eslint/js';
import react from 'eslint-plugin-react';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const REMOTES = ['mf-account', 'mf-profile', 'mf-likes', 'mf-chat', 'mf-payments', 'mf-landers'];
const FRONT_END_SOURCES = [
  'shell/src/**/*.{ts,tsx}',
  'backoffice/src/**/*.{ts,tsx}',
  'shared/ui/src/**/*.{ts,tsx}',
  ...REMOTES.map((r) => `${r}/src/**/*.{ts,tsx}`),
];
const TESTS = ['**/*.test.{ts,tsx}', '**/test/**', '**/test-support/**'];

/**
 * One public entry per package: `@amora/x/deep/path` is an error (a few declared subpaths excepted:
 * `@amora/contracts/plain` is the schema-free entry of the boot path, ADR 0049; `@amora/ui/backoffice`
 * is the staff pages' kit, kept out of the shared `@amora/ui` so no member downloads it, ADR 0034).
 */
const noDeepImports = {
  group: [
    '@amora/*/*',
    '!@amora/contracts/plain',
    '!@amora/ui/backoffice',
    '!@amora/contracts/platform-versions.json',
    '!@amora/testing/jest-preset-*',
  ],
  message: 'Import a package through its public entry (@amora/<name>), not a deep path.',
};

/**
 * Server layers: an area (`server/src/modules/<area>`) reaches another only through its public
 * entry (`index.ts`) or its SQL fragments (`queries.ts`); only the app registers `routes.ts`; and
 * nothing below the areas (core, lib, db, plugins) imports one. `scripts/check-cycles.mjs` checks
 * that no import cycle is left.
 */
const AREA_ENTRY = '(?!(index|queries)\\.js$)';
const serverLayerRules = [
  ...[1, 2, 3].map((depth) => ({
    files: [`server/src/modules/*/${'*/'.repeat(depth - 1)}*.ts`],
    regex: `^${'\\.\\./'.repeat(depth)}[^./][^/]*/${AREA_ENTRY}`,
    message: "Use the other area's index.ts (or queries.ts for SQL fragments), not its inner files.",
  })),
  {
    files: ['server/src/{core,lib,db,plugins}/**/*.ts'],
    regex: '^(\\.\\./)+modules/',
    message: 'core, lib, db and plugins sit below the areas: they never import one.',
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/.data/**',
      '**/dist/**',
      '**/.tsbuild/**',
      'data/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'bench/results/**',
      '.nx/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-restricted-imports': ['error', { patterns: [noDeepImports] }],
    },
  },
  ...serverLayerRules.map(({ files, regex, message }) => ({
    files,
    ignores: TESTS,
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { patterns: [noDeepImports, { regex, message }] },
      ],
    },
  })),
  {
    files: ['**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: FRONT_END_SOURCES,
    plugins: { react, 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    settings: { react: { version: '19.3' } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // Every user-visible string comes from a translation.
      'react/jsx-no-literals': ['error', { noStrings: true, ignoreProps: true, noAttributeStrings: false }],
    },
  },
  {
    // One writer of the user (ADR 0010): the session store keeps the ['user'] query in step.
    files: FRONT_END_SOURCES,
    ignores: TESTS,
    rules: {
      'no-restricted-syntax': [
        'error',
        ...["CallExpression[callee.property.name='user']", "ArrayExpression[elements.0.value='user']"].map(
          (key) => ({
            selector: `CallExpression[callee.property.name='setQueryData'] > ${key}.arguments:first-child`,
            message:
              'Write the member with platform.session.setUser / clear: it keeps the user query in step.',
          }),
        ),
        {
          // A comment inside a styled template ships in the bundle as written (nothing minifies the
          // CSS at build time): say why in a JavaScript comment above the template instead.
          selector: 'TaggedTemplateExpression > TemplateLiteral > TemplateElement[value.raw=/\\x2F\\*/]',
          message: 'Move this CSS comment out of the template: template text ships in the bundle.',
        },
      ],
    },
  },
  ...REMOTES.map((remote) => ({
    files: [`${remote}/src/**/*.{ts,tsx}`],
    ignores: TESTS,
    rules: {
      // Remotes never import each other; only types may cross (ADR 0002).
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            noDeepImports,
            {
              group: ['@amora/mf-*', 'mf_*', '**/mf-*/src/**', '../../mf-*/**'],
              allowTypeImports: true,
              message: 'Remotes never import each other: navigate to a route from @amora/contracts instead.',
            },
          ],
        },
      ],
      // Areas use the platform's HTTP client and persisted state.
      'no-restricted-globals': [
        'error',
        { name: 'fetch', message: 'Use platform.http (retries, 403 handling, client header).' },
        { name: 'localStorage', message: 'Use platform.persisted (one validated schema).' },
        { name: 'sessionStorage', message: 'Use platform.persisted (one validated schema).' },
      ],
      'no-restricted-properties': [
        'error',
        { object: 'window', property: 'fetch', message: 'Use platform.http.' },
        { object: 'window', property: 'localStorage', message: 'Use platform.persisted.' },
        { object: 'window', property: 'sessionStorage', message: 'Use platform.persisted.' },
      ],
    },
  })),
  {
    // The lean lander page (ADR 0022) runs without the shell, so without the platform: its two
    // calls use fetch and it reads the platform's stored document by hand (lean-http, lean-storage).
    files: ['mf-landers/src/lean/**/*.{ts,tsx}'],
    ignores: TESTS,
    rules: { 'no-restricted-globals': 'off', 'no-restricted-properties': 'off' },
  },
  {
    files: TESTS,
    rules: { 'react/jsx-no-literals': 'off', '@typescript-eslint/no-non-null-assertion': 'off' },
  },
);
