import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { Page, Response } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { E2E_DATA_DIR, REPO_ROOT } from '../support/environment';

const SHELL_DIST = path.join(REPO_ROOT, 'shell', 'dist');

/** SHA-256 of every file the shell build consists of. */
function shellFileHashes(): Record<string, string> {
  return Object.fromEntries(
    readdirSync(SHELL_DIST, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => {
        const file = path.join(entry.parentPath, entry.name);
        return [
          path.relative(SHELL_DIST, file),
          createHash('sha256').update(readFileSync(file)).digest('hex'),
        ];
      }),
  );
}

function npmRun(script: 'release' | 'rollback', buildMarker?: string): void {
  execFileSync('npm', ['run', script, '-w', 'mf-account'], {
    cwd: REPO_ROOT,
    stdio: 'pipe',
    env: { ...process.env, DATA_DIR: E2E_DATA_DIR, ...(buildMarker ? { BUILD_MARKER: buildMarker } : {}) },
  });
}

function isShellAsset(response: Response): boolean {
  const { pathname } = new URL(response.url());
  if (response.status() !== 200 || pathname.startsWith('/mf/') || pathname.startsWith('/api/')) return false;
  return /\.(js|html)$|\/login$/.test(pathname);
}

/**
 * The bytes the browser got. The locale-data worker's script (ADR 0057) belongs to the worker,
 * which closes itself once its work is done; when it has closed before the body is asked for,
 * Playwright answers "Target page, context or browser has been closed". The same file is then asked
 * of the server again, which serves every shell file from the same build.
 */
function bytesOf(page: Page, response: Response): Promise<Buffer> {
  return response.body().catch(async () => (await page.request.get(response.url())).body());
}

/** Loads /login (a fresh load or a reload) and records a hash of every shell file the browser fetched. */
async function openLogin(page: Page, how: 'goto' | 'reload'): Promise<Map<string, string>> {
  const pending: Array<Promise<void>> = [];
  const shellAssets = new Map<string, string>();
  const onResponse = (response: Response) => {
    if (!isShellAsset(response)) return;
    pending.push(
      bytesOf(page, response).then((body) => {
        shellAssets.set(new URL(response.url()).pathname, createHash('sha256').update(body).digest('hex'));
      }),
    );
  };
  page.on('response', onResponse);
  if (how === 'goto') await page.goto('/login');
  else await page.reload();
  await expect(page.locator('[data-area="mf_account"]')).toBeVisible();
  page.off('response', onResponse);
  await Promise.all(pending);
  return shellAssets;
}

test('a remote is redeployed and rolled back by a registry write, without touching the shell', async ({
  page,
}) => {
  test.setTimeout(300_000);
  // Intercepting every request turns the browser cache off, so each load fetches (and we hash) every file.
  await page.route('**/*', (route) => route.continue());
  const shellBefore = shellFileHashes();

  npmRun('release', 'e2e-A');
  const assetsA = await openLogin(page, 'goto');
  await expect(page.locator('[data-area="mf_account"]')).toHaveAttribute('data-build', 'e2e-A');

  npmRun('release', 'e2e-B');
  const assetsB = await openLogin(page, 'reload');
  await expect(page.locator('[data-area="mf_account"]')).toHaveAttribute('data-build', 'e2e-B');

  // The shell was not rebuilt: same files on disk, same bytes served to the browser.
  expect(shellFileHashes()).toEqual(shellBefore);
  // The shell's entry is content-hashed (ADR 0012): the same `main.<hash>.js` both times.
  expect([...assetsB.keys()].filter((asset) => assetsA.has(asset))).toContainEqual(
    expect.stringMatching(/^\/main\.[0-9a-f]{10}\.js$/),
  );
  for (const [asset, hash] of assetsB) if (assetsA.has(asset)) expect(hash).toBe(assetsA.get(asset));

  npmRun('rollback');
  await openLogin(page, 'reload');
  await expect(page.locator('[data-area="mf_account"]')).toHaveAttribute('data-build', 'e2e-A');
  expect(shellFileHashes()).toEqual(shellBefore);
});
