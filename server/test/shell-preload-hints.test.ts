import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { AUTH_COOKIE_NAME } from '@amora/contracts';
import { createTestApp, type TestApp } from '../src/test-support/test-app.js';

// For the largest contentful paint: the shell's HTML names its first calls, the page language's first-screen chunks,
// the registry and the route's remote as `Link` preloads, in that order (ADR 0053).

const ACCOUNT = '/mf/mf_account/1.0.0-abc';
const ACCOUNT_NEXT = '/mf/mf_account/1.0.1-def';
const REGISTRY_HINT = '</mf-registry.json>; rel=preload; as=fetch; crossorigin=anonymous';
const SETTINGS_HINT = '</api/settings.php>; rel=preload; as=fetch; crossorigin=anonymous';
/** The shell build's record of each language's first-screen chunks (language-chunks.json). */
const LANGUAGE_CHUNKS = {
  en: ['/api-messages-en.1111111111.js', '/i18n-common-en-json.2222222222.js'],
  de: ['/api-messages-de.3333333333.js', '/i18n-common-de-json.4444444444.js'],
  nl: ['/api-messages-nl.5555555555.js', '/i18n-common-nl-json.6666666666.js'],
};
const languageHints = (locale: keyof typeof LANGUAGE_CHUNKS) =>
  LANGUAGE_CHUNKS[locale].map((file) => `<${file}>; rel=preload; as=script`);
/** What a visitor's shell page starts with: the settings its boot reads first, then its texts. */
const SHELL_HINTS = [SETTINGS_HINT, ...languageHints('en')];

function manifest(name: string, appFiles: string[]) {
  return {
    id: name,
    name,
    metaData: { name, remoteEntry: { name: 'remoteEntry.js', path: '' }, publicPath: 'auto' },
    shared: [],
    remotes: [],
    exposes: [
      {
        id: `${name}:app`,
        name: 'app',
        path: './app',
        assets: { js: { sync: appFiles, async: ['late.js'] } },
      },
      { id: `${name}:w`, name: 'widgets/x', path: './widgets/x', assets: { js: { sync: ['widget.js'] } } },
    ],
  };
}

let t: TestApp;
let shellDist: string;
const registryFile = () => path.join(t.config.dataDir, 'mf-registry.json');
const writeRelease = (folder: string, files: string[]) => {
  const dir = path.join(t.config.dataDir, ...folder.split('/').filter(Boolean));
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'mf-manifest.json'), JSON.stringify(manifest('mf_account', files)));
};
const writeRegistry = (remotes: Record<string, { entry: string; version: string }>) =>
  writeFileSync(registryFile(), JSON.stringify({ schemaVersion: 1, remotes }));
const USER_HINT = '</api/user.php>; rel=preload; as=fetch; crossorigin=anonymous';
const linkOf = async (url: string, cookies: Record<string, string> = {}) => {
  const response = await t.app.inject({ method: 'GET', url, cookies });
  return { status: response.statusCode, hints: String(response.headers.link ?? '').split(', ') };
};

beforeAll(async () => {
  shellDist = mkdtempSync(path.join(os.tmpdir(), 'amora-shell-hints-'));
  writeFileSync(
    path.join(shellDist, 'index.html'),
    '<!doctype html><html><head><script defer src=/main.0123abcd.js></script></head><body></body></html>',
  );
  writeFileSync(path.join(shellDist, 'language-chunks.json'), JSON.stringify(LANGUAGE_CHUNKS));
  t = await createTestApp({ memberCount: 0, serveStatic: true, env: { SHELL_DIST: shellDist } });
  writeRelease(ACCOUNT, ['shared-1.js', '__federation_expose_app.js']);
  writeRelease(ACCOUNT_NEXT, ['__federation_expose_app.next.js']);
});

afterAll(async () => {
  await t.app.close();
  rmSync(shellDist, { recursive: true, force: true });
});

describe('preload hints on the shell HTML', () => {
  it("names the registry, the route's remote manifest, its entry and the ./app files, nothing else", async () => {
    writeRegistry({
      mf_account: { entry: `${ACCOUNT}/mf-manifest.json`, version: '1.0.0-abc' },
      mf_profile: { entry: 'https://cdn.example/mf/mf_profile/2.0.0/mf-manifest.json', version: '2.0.0' },
    });
    const { status, hints } = await linkOf('/login');
    expect(status).toBe(200);
    expect(hints).toEqual([
      ...SHELL_HINTS,
      REGISTRY_HINT,
      `<${ACCOUNT}/mf-manifest.json>; rel=preload; as=fetch; crossorigin=anonymous`,
      `<${ACCOUNT}/remoteEntry.js>; rel=preload; as=script`,
      `<${ACCOUNT}/shared-1.js>; rel=preload; as=script`,
      `<${ACCOUNT}/__federation_expose_app.js>; rel=preload; as=script`,
    ]);
  });

  it('follows the registry to a new release at once', async () => {
    writeRegistry({ mf_account: { entry: `${ACCOUNT_NEXT}/mf-manifest.json`, version: '1.0.1-def' } });
    const { hints } = await linkOf('/signup');
    expect(hints).toContain(`<${ACCOUNT_NEXT}/__federation_expose_app.next.js>; rel=preload; as=script`);
    expect(hints.some((hint) => hint.includes(ACCOUNT + '/'))).toBe(false);
  });

  it('hints only the registry for a remote on another origin, a missing release or no registry', async () => {
    writeRegistry({
      mf_account: { entry: '/mf/mf_account/9.9.9-gone/mf-manifest.json', version: '9.9.9-gone' },
      mf_profile: { entry: 'https://cdn.example/mf/mf_profile/2.0.0/mf-manifest.json', version: '2.0.0' },
    });
    expect((await linkOf('/members')).hints).toEqual([...SHELL_HINTS, REGISTRY_HINT]);
    expect((await linkOf('/login')).hints).toEqual([...SHELL_HINTS, REGISTRY_HINT]);
    rmSync(registryFile());
    expect((await linkOf('/login')).hints).toEqual([...SHELL_HINTS, REGISTRY_HINT]);
  });

  it("hints a member's GET /api/user.php (a request with a session cookie), never a visitor's", async () => {
    writeRegistry({ mf_account: { entry: `${ACCOUNT}/mf-manifest.json`, version: '1.0.0-abc' } });
    const member = await linkOf('/login', { [AUTH_COOKIE_NAME]: 'some-session' });
    expect(member.hints.slice(0, 5)).toEqual([
      SETTINGS_HINT,
      USER_HINT,
      ...languageHints('en'),
      REGISTRY_HINT,
    ]);
    expect(member.hints).toContain(`<${ACCOUNT}/remoteEntry.js>; rel=preload; as=script`);
    expect((await linkOf('/no/such/page', { [AUTH_COOKIE_NAME]: 'x' })).hints).toEqual([
      SETTINGS_HINT,
      USER_HINT,
      ...languageHints('en'),
      REGISTRY_HINT,
    ]);
    expect((await linkOf('/login')).hints).not.toContain(USER_HINT);
    expect((await linkOf('/login', { other: 'cookie' })).hints).not.toContain(USER_HINT);
  });

  it('gives a 404 page, which mounts no remote, the registry hint only', async () => {
    writeRegistry({ mf_account: { entry: `${ACCOUNT}/mf-manifest.json`, version: '1.0.0-abc' } });
    const { status, hints } = await linkOf('/no/such/page');
    expect(status).toBe(404);
    expect(hints).toEqual([...SHELL_HINTS, REGISTRY_HINT]);
  });

  it("names the page language's texts and API messages: the locale cookie's, else the site's", async () => {
    writeRegistry({});
    const german = await linkOf('/login', { i18n_redirected: 'de' });
    expect(german.hints).toEqual([SETTINGS_HINT, ...languageHints('de'), REGISTRY_HINT]);
    const dutchSite = await linkOf('/login?domain=amora-nl.test');
    expect(dutchSite.hints).toEqual([SETTINGS_HINT, ...languageHints('nl'), REGISTRY_HINT]);
    // A cookie naming no language of ours is ignored, as the shell ignores it.
    expect((await linkOf('/login', { i18n_redirected: '<script>' })).hints).toEqual([
      ...SHELL_HINTS,
      REGISTRY_HINT,
    ]);
    // A language the build has no record of (an older build): no language hints, the page still works.
    expect((await linkOf('/login', { i18n_redirected: 'fi' })).hints).toEqual([SETTINGS_HINT, REGISTRY_HINT]);
  });

  it('hints no language chunks when the build wrote no record, a broken one, or names outside its folder', async () => {
    writeRegistry({});
    const record = path.join(shellDist, 'language-chunks.json');
    try {
      rmSync(record);
      expect((await linkOf('/login')).hints).toEqual([SETTINGS_HINT, REGISTRY_HINT]);
      writeFileSync(record, '{not json');
      expect((await linkOf('/login')).hints).toEqual([SETTINGS_HINT, REGISTRY_HINT]);
      writeFileSync(record, JSON.stringify(['/a.js']));
      expect((await linkOf('/login')).hints).toEqual([SETTINGS_HINT, REGISTRY_HINT]);
      writeFileSync(
        record,
        JSON.stringify({ en: ['//evil.example/x.js', 'https://cdn.example/a.js', '/ok.0123456789.js', 42] }),
      );
      expect((await linkOf('/login')).hints).toEqual([
        SETTINGS_HINT,
        '</ok.0123456789.js>; rel=preload; as=script',
        REGISTRY_HINT,
      ]);
    } finally {
      writeFileSync(record, JSON.stringify(LANGUAGE_CHUNKS));
    }
  });
});
