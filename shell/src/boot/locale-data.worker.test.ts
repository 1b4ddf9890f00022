/**
 * @jest-environment node
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import { LOCALES } from '@amora/contracts/plain';
import { warmLocaleData } from './locale-data.worker';

const SOURCE = path.join(__dirname, 'locale-data.worker.ts');

/** The Intl objects the pages make, in the order the worker makes them. */
const INTL_KINDS = [
  'DisplayNames',
  'NumberFormat',
  'DateTimeFormat',
  'RelativeTimeFormat',
  'Collator',
  'PluralRules',
];

/** An `Intl` whose constructors record the language lists they are made for, then answer for real. */
function recordingIntl() {
  const made: Array<[string, unknown]> = [];

  const intl = Object.fromEntries(
    INTL_KINDS.map((kind) => {
      const Real = (Intl as unknown as Record<string, new (...args: unknown[]) => unknown>)[kind]!;
      return [
        kind,
        function Recording(locales: unknown, options: unknown) {
          made.push([kind, locales]);
          return new Real(locales, options);
        },
      ];
    }),
  );
  return { intl, made };
}

/** Runs the script the shell serves (the plugin's output) in a fake worker scope. */
async function startWorker({ inWorker = true } = {}) {
  const { transpilePlainScript } = await import('../../build/plain-script-plugin.mjs');
  const { intl, made } = recordingIntl();
  const scope = {
    ...(inWorker ? { importScripts: () => undefined } : {}),
    close: jest.fn(),
    onmessage: null as null | ((event: unknown) => void),
  };
  vm.runInNewContext(transpilePlainScript(readFileSync(SOURCE, 'utf8')), { self: scope, Intl: intl });
  return { scope, made };
}

describe('the locale-data worker', () => {
  it("makes the pages' Intl objects for the language it is sent, English as the fallback, then closes", async () => {
    const { scope, made } = await startWorker();
    expect(scope.onmessage).toEqual(expect.any(Function));
    expect(made).toEqual([]);

    scope.onmessage!({ data: 'de' });

    expect(made.map(([kind]) => kind)).toEqual(INTL_KINDS);
    expect(made.every(([, locales]) => JSON.stringify(locales) === '["de","en"]')).toBe(true);
    expect(scope.close).toHaveBeenCalledTimes(1);
  });

  it('closes without making anything for a message that is not a language', async () => {
    const { scope, made } = await startWorker();
    scope.onmessage!({ data: { language: 'de' } });
    expect(made).toEqual([]);
    expect(scope.close).toHaveBeenCalledTimes(1);
  });

  it('listens for nothing when loaded outside a worker (a page has no importScripts)', async () => {
    const { scope } = await startWorker({ inWorker: false });
    expect(scope.onmessage).toBeNull();
  });

  it('works for every interface language', () => {
    for (const locale of LOCALES) expect(() => warmLocaleData(locale)).not.toThrow();
  });
});

describe('hashedPlainScriptName', () => {
  it('names the script by its content: the same source the same name, another source another', async () => {
    const { hashedPlainScriptName } = await import('../../build/plain-script-plugin.mjs');
    const name = hashedPlainScriptName(SOURCE, 'locale-data');
    expect(name).toMatch(/^locale-data\.[0-9a-f]{10}\.js$/);
    expect(hashedPlainScriptName(SOURCE, 'locale-data')).toBe(name);
    const other = path.join(__dirname, '..', 'service-worker', 'sw-push.ts');
    expect(hashedPlainScriptName(other, 'locale-data')).not.toBe(name);
  });
});
