import { loadConfig } from '../src/config.js';
import { createTestApp, STAGING_ENV } from '../src/test-support/test-app.js';

/** Production fails closed: the development defaults stop the start, with what to set. */
const PRODUCTION = { NODE_ENV: 'production', PUBLIC_URL: 'https://www.amora.example', DATA_DIR: '/tmp/x' };
const SECRET = STAGING_ENV.SANDBOX_WEBHOOK_SECRET;

const load = (env: Record<string, string>) => () => loadConfig(env);

describe('production refuses to start on development defaults', () => {
  it('refuses the sandbox provider (the default) and says what to set', () => {
    expect(load(PRODUCTION)).toThrow(
      /PAYMENT_PROVIDER is the sandbox.*PAYMENT_PROVIDER=mollie.*ALLOW_SANDBOX_IN_PRODUCTION=1/s,
    );
    expect(load({ ...PRODUCTION, PAYMENT_PROVIDER: 'sandbox' })).toThrow(/ALLOW_SANDBOX_IN_PRODUCTION=1/);
  });

  it('runs the sandbox in production only on purpose, and then with a webhook secret of its own', () => {
    expect(load({ ...PRODUCTION, ALLOW_SANDBOX_IN_PRODUCTION: '1' })).toThrow(/needs SANDBOX_WEBHOOK_SECRET/);
    const staging = loadConfig({
      ...PRODUCTION,
      ALLOW_SANDBOX_IN_PRODUCTION: '1',
      SANDBOX_WEBHOOK_SECRET: SECRET,
    });
    expect(staging.payments).toMatchObject({ provider: 'sandbox', testPayments: true });
  });

  it('starts with a real provider, and without test payments', () => {
    const live = loadConfig({ ...PRODUCTION, PAYMENT_PROVIDER: 'mollie', MOLLIE_API_KEY: 'live_abc' });
    expect(live.payments).toMatchObject({ provider: 'mollie', testPayments: false });
  });

  it('refuses a PUBLIC_URL that is not https', () => {
    expect(
      load({
        ...PRODUCTION,
        PAYMENT_PROVIDER: 'mollie',
        MOLLIE_API_KEY: 'live_abc',
        PUBLIC_URL: 'http://amora.example',
      }),
    ).toThrow(/PUBLIC_URL must be https in production/);
  });

  it('refuses several instances (REDIS_URL) without shared VAPID keys', () => {
    const mollie = { ...PRODUCTION, PAYMENT_PROVIDER: 'mollie', MOLLIE_API_KEY: 'live_abc' };
    expect(load({ ...mollie, REDIS_URL: 'redis://127.0.0.1:6379' })).toThrow(
      /needs VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY/,
    );
    expect(
      load({
        ...mollie,
        REDIS_URL: 'redis://127.0.0.1:6379',
        VAPID_PUBLIC_KEY: 'pub',
        VAPID_PRIVATE_KEY: 'priv',
      }),
    ).not.toThrow();
  });

  it('lists every problem at once', () => {
    expect(load({ ...PRODUCTION, PUBLIC_URL: 'http://amora.example', REDIS_URL: 'redis://r:6379' })).toThrow(
      /sandbox[\s\S]*https[\s\S]*VAPID/,
    );
  });

  it('leaves development and tests on their defaults', () => {
    expect(loadConfig({ NODE_ENV: 'development', DATA_DIR: '/tmp/x' }).payments.testPayments).toBe(false);
  });
});

describe('a staging site on the sandbox says so on every page', () => {
  // Booting a whole app on a busy machine can take a while.
  const BOOT_TIMEOUT_MS = 90_000;
  const testPaymentsFlag = async (env: Record<string, string>) => {
    const t = await createTestApp({ memberCount: 1, env });
    try {
      const answer = await t.app.inject({ method: 'GET', url: '/api/settings.php' });
      return answer.json().settings.test_payments as unknown;
    } finally {
      await t.app.close();
    }
  };

  it(
    'sends test_payments in the settings payload on staging',
    async () => {
      const { DATA_DIR: _ignored, ...production } = PRODUCTION;
      expect(await testPaymentsFlag({ ...production, ...STAGING_ENV })).toBe(true);
    },
    BOOT_TIMEOUT_MS,
  );

  it(
    'sends test_payments false elsewhere',
    async () => {
      expect(await testPaymentsFlag({})).toBe(false);
    },
    BOOT_TIMEOUT_MS,
  );
});
