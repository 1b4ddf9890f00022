import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createTestApp, type TestApp } from '../src/test-support/test-app.js';

const SHELL_HTML = '<!doctype html><html><body>members</body></html>';
const CONSOLE_HTML =
  '<!doctype html><html><body><div id="root"></div><script defer src="/backoffice/main.0123456789.js"></script></body></html>';

describe('the staff console at /backoffice/', () => {
  let t: TestApp;
  let shellDist: string;
  let backofficeDist: string;
  beforeAll(async () => {
    shellDist = mkdtempSync(path.join(os.tmpdir(), 'amora-shell-'));
    backofficeDist = mkdtempSync(path.join(os.tmpdir(), 'amora-backoffice-'));
    writeFileSync(path.join(shellDist, 'index.html'), SHELL_HTML);
    writeFileSync(path.join(backofficeDist, 'index.html'), CONSOLE_HTML);
    writeFileSync(path.join(backofficeDist, 'main.0123456789.js'), 'console.log("console");');
    t = await createTestApp({
      memberCount: 0,
      serveStatic: true,
      env: { SHELL_DIST: shellDist, BACKOFFICE_DIST: backofficeDist },
    });
  });
  afterAll(async () => {
    await t.app.close();
    rmSync(shellDist, { recursive: true, force: true });
    rmSync(backofficeDist, { recursive: true, force: true });
  });

  it.each([
    '/backoffice',
    '/backoffice/',
    '/backoffice/audit',
    '/backoffice/setup/abcdefghijklmnopqrstuvwxyz',
    '/backoffice/photos/12?x=1',
  ])('answers the console path %s with its own HTML, revalidated on every load', async (url) => {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toBe(CONSOLE_HTML);
  });

  it('serves its content-hashed files for a year', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/backoffice/main.0123456789.js' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('console.log("console");');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it("answers a missing console file with a JSON 404, never the members' shell", async () => {
    const response = await t.app.inject({ method: 'GET', url: '/backoffice/missing.0123456789.js' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ error: 'not_found' });
  });

  it('sends the console its stricter policy: no third-party origin, never framed, no plugins, no <base>', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/backoffice/staff' });
    const policy = String(response.headers['content-security-policy']);
    const directives = Object.fromEntries(
      policy.split(';').map((part) => {
        const [name, ...values] = part.trim().split(/\s+/);
        return [name, values.join(' ')];
      }),
    );
    expect(directives).toMatchObject({
      'default-src': "'self'",
      'script-src': "'self'",
      'img-src': "'self' data:",
      'connect-src': "'self'",
      'object-src': "'none'",
      'frame-ancestors': "'none'",
      'base-uri': "'none'",
    });
    // Nothing but the site itself (and data: images for the QR code) anywhere in the policy.
    expect(policy).not.toMatch(/https?:|blob:|\*/);
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
  });

  it("keeps the members' pages on their own policy and HTML", async () => {
    const response = await t.app.inject({ method: 'GET', url: '/members/12' });
    expect(response.body).toBe(SHELL_HTML);
    expect(String(response.headers['content-security-policy'])).toContain('blob:');
    const lookalike = await t.app.inject({ method: 'GET', url: '/backofficers' });
    expect(String(lookalike.headers['content-security-policy'])).toContain('blob:');
  });
});
