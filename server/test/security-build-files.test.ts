import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createTestApp, STAGING_ENV, type TestApp } from '../src/test-support/test-app.js';

/**
 * Source maps and mf-stats.json stay beside each release for the team's error tooling, but a
 * production site does not serve them: a map is the whole TypeScript of the shared packages.
 */
describe('build-only files on the static host', () => {
  let shellDist: string;
  const apps: TestApp[] = [];
  const start = async (env: Record<string, string>) => {
    const t = await createTestApp({
      memberCount: 0,
      serveStatic: true,
      env: { SHELL_DIST: shellDist, ...env },
    });
    apps.push(t);
    const release = path.join(t.config.dataDir, 'mf', 'mf-chat', '1.0.0');
    mkdirSync(release, { recursive: true });
    writeFileSync(path.join(release, 'remoteEntry.0123456789.js'), 'export {};');
    writeFileSync(path.join(release, 'remoteEntry.0123456789.js.map'), '{"sources":["secret.ts"]}');
    writeFileSync(path.join(release, 'mf-stats.json'), '{"shared":[]}');
    return t;
  };
  beforeAll(() => {
    shellDist = mkdtempSync(path.join(os.tmpdir(), 'amora-shell-'));
    writeFileSync(path.join(shellDist, 'index.html'), '<!doctype html><html></html>');
    writeFileSync(path.join(shellDist, 'main.0123456789.js'), 'console.log(1);');
    writeFileSync(path.join(shellDist, 'main.0123456789.js.map'), '{"sources":["secret.ts"]}');
    writeFileSync(path.join(shellDist, 'main.0123456789.js.map.gz'), 'gz');
    writeFileSync(path.join(shellDist, 'mf-stats.json'), '{"shared":[]}');
  });
  afterAll(async () => {
    for (const t of apps) await t.app.close();
    rmSync(shellDist, { recursive: true, force: true });
  });

  const buildOnly = [
    '/main.0123456789.js.map',
    '/main.0123456789.js.map.gz',
    '/main.0123456789.js%2Emap',
    '/mf-stats.json',
    '/mf/mf-chat/1.0.0/remoteEntry.0123456789.js.map',
    '/mf/mf-chat/1.0.0/mf-stats.json',
    '/mf/mf-chat/1.0.0/MF-STATS.JSON?x=1',
  ];

  it('refuses source maps and mf-stats.json with 404 in production, and serves the code', async () => {
    const t = await start({ NODE_ENV: 'production', ...STAGING_ENV });
    for (const url of buildOnly) {
      const response = await t.app.inject({ method: 'GET', url });
      expect([url, response.statusCode]).toEqual([url, 404]);
      expect(response.body).not.toContain('secret.ts');
    }
    expect((await t.app.inject({ method: 'GET', url: '/main.0123456789.js' })).statusCode).toBe(200);
    const entry = await t.app.inject({ method: 'GET', url: '/mf/mf-chat/1.0.0/remoteEntry.0123456789.js' });
    expect(entry.statusCode).toBe(200);
  }, 60_000);

  it('serves them in development, where the browser`s tools use them', async () => {
    const t = await start({ NODE_ENV: 'development' });
    expect((await t.app.inject({ method: 'GET', url: '/main.0123456789.js.map' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/mf/mf-chat/1.0.0/mf-stats.json' })).statusCode).toBe(
      200,
    );
  }, 60_000);
});
