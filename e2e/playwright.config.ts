import { defineConfig, devices } from '@playwright/test';
import { E2E_BASE_URL, E2E_DATA_DIR, E2E_PORT } from './support/environment';

/** Specs that rewrite the server's registry (a release and a rollback): they run last, alone. */
const REWRITES_REGISTRY = /redeploy\.spec\.ts/;
const PHONE = /mobile\.spec\.ts/;

/**
 * The composed site in a real Chromium (Debian's /usr/bin/chromium, or CHROMIUM_PATH), served the
 * way `npm start` serves it, on a fresh data directory. Two workers (the machines have two cores)
 * share the one server: every journey signs up members of its own (`support/members.ts`), never
 * the seeded demo member. The files of a worker run one after another, the tests of a file in
 * order; the specs that rewrite the registry run in the `registry` project once the others are
 * done (it is skipped when one of them failed: the run is red then anyway).
 */
export default defineConfig({
  testDir: './tests',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  workers: 2,
  fullyParallel: false,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  outputDir: './test-results',
  webServer: {
    command: 'node support/serve.mjs',
    url: `${E2E_BASE_URL}/healthz`,
    timeout: 900_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
    // Every suite signs its members up from 127.0.0.1: the per-address sign-up limit (10 an hour in
    // production, tested in server/test/security-throttling.test.ts) would stop the suite itself.
    env: {
      PORT: String(E2E_PORT),
      DATA_DIR: E2E_DATA_DIR,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'development',
      SIGNUP_MAX_PER_ADDRESS_PER_HOUR: '1000',
    },
  },
  use: {
    baseURL: E2E_BASE_URL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      // Root in CI needs --no-sandbox; the rest keeps Chromium off the (closed) network.
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
      testIgnore: [PHONE, REWRITES_REGISTRY],
    },
    { name: 'phone', use: { ...devices['Pixel 7'], browserName: 'chromium' }, testMatch: PHONE },
    {
      name: 'registry',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
      testMatch: REWRITES_REGISTRY,
      dependencies: ['desktop', 'phone'],
    },
  ],
});
