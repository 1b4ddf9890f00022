import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';

/**
 * Loads a page in Chromium like a first-time visitor (empty cache) and adds up the gzipped size of
 * every JavaScript file it fetched until the page settled.
 */
export async function measureFirstLoadJs(url) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
    ],
  });
  try {
    const page = await browser.newPage();
    const sizes = [];
    page.on('response', async (response) => {
      const type = response.headers()['content-type'] ?? '';
      if (response.status() !== 200 || !type.includes('javascript')) return;
      const body = await response.body().catch(() => null);
      if (body)
        sizes.push({ url: new URL(response.url()).pathname, gzipped: gzipSync(body, { level: 9 }).length });
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.waitForLoadState('networkidle');
    const sum = (list) => list.reduce((total, file) => total + file.gzipped, 0) / 1000;
    const remote = sizes.filter((file) => file.url.startsWith('/mf/'));
    const shell = sizes.filter((file) => !file.url.startsWith('/mf/'));
    return { totalKb: sum(sizes), shellKb: sum(shell), remoteKb: sum(remote), files: sizes.length };
  } finally {
    await browser.close();
  }
}
