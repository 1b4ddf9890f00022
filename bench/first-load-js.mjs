import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';

/**
 * The routes whose first-load JavaScript has a goal (ADR 0031): the shell's routes at most 200 kB
 * gzipped, and the pages paid traffic lands on (`/`, `/landers/*`) at most 100 kB. The CI budgets,
 * what the site measured, are in e2e/tests/first-load-budget.spec.ts.
 * `member: true` loads the page as the logged-in demo member.
 */
export const FIRST_LOAD_ROUTES = [
  { path: '/', budgetKb: 100 },
  { path: '/landers/video', budgetKb: 100 },
  { path: '/landers/tinderswipe', budgetKb: 100 },
  { path: '/login', budgetKb: 200 },
  { path: '/signup', budgetKb: 200 },
  { path: '/members', budgetKb: 200, member: true },
];

export const DEMO_MEMBER = { email: 'demo@amora.test', password: 'amora-demo' };

const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
];

export function launchChromium(extraArgs = []) {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [...CHROMIUM_ARGS, ...extraArgs],
  });
}

/** Logs the context in as the demo member through the API (the cookie lands in the context). */
export async function logInContext(context, base, member = DEMO_MEMBER) {
  const response = await context.request.post(new URL('/api/user.php', base).href, {
    data: member,
    headers: { 'x-request-type': 'client' },
  });
  if (!response.ok()) throw new Error(`login as ${member.email} failed: ${response.status()}`);
}

/**
 * Loads a page like a first-time visitor (a fresh context: empty cache) and records every
 * JavaScript file it fetched until the page settled, with its gzipped size (level 9, so the figure
 * does not depend on how the server compresses). `keepBodies` keeps each file's text for the
 * bundle analysis.
 */
export async function measureRoute(browser, base, route, { keepBodies = false } = {}) {
  const context = await browser.newContext();
  try {
    if (route.member) await logInContext(context, base);
    const page = await context.newPage();
    const files = [];
    const pending = [];
    // Every request of the page and what it cost on the wire (headers and the encoded body, as the
    // server compressed it), for the benchmark's "bytes on the wire" beside the JavaScript figure.
    const wire = [];
    page.on('requestfinished', (request) => {
      wire.push(
        request.sizes().then(
          (sizes) => sizes.responseHeadersSize + sizes.responseBodySize,
          () => 0,
        ),
      );
    });
    page.on('response', (response) => {
      const type = response.headers()['content-type'] ?? '';
      if (response.status() !== 200 || !type.includes('javascript')) return;
      pending.push(
        response
          .body()
          .then((body) => {
            files.push({
              url: new URL(response.url()).pathname,
              raw: body.length,
              gzipped: gzipSync(body, { level: 9 }).length,
              ...(keepBodies ? { body: body.toString('utf8') } : {}),
            });
          })
          .catch(() => undefined),
      );
    });
    await page.goto(new URL(route.path, base).href, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.waitForLoadState('networkidle');
    await Promise.all(pending);
    const wireBytes = (await Promise.all(wire)).reduce((total, bytes) => total + bytes, 0);
    const sum = (list) => list.reduce((total, file) => total + file.gzipped, 0) / 1000;
    const remote = files.filter((file) => file.url.startsWith('/mf/'));
    const shell = files.filter((file) => !file.url.startsWith('/mf/'));
    const urls = files.map((file) => file.url);
    return {
      path: route.path,
      member: Boolean(route.member),
      budgetKb: route.budgetKb,
      totalKb: sum(files),
      shellKb: sum(shell),
      remoteKb: sum(remote),
      files: files.length,
      requests: wire.length,
      wireKb: wireBytes / 1000,
      // The same file fetched twice is a bug of the loading order.
      duplicates: urls.filter((url, index) => urls.indexOf(url) !== index),
      list: files.sort((a, b) => b.gzipped - a.gzipped),
    };
  } finally {
    await context.close();
  }
}

/** Every budgeted route, one fresh context each, in one browser. */
export async function measureRoutes(base, routes = FIRST_LOAD_ROUTES, options = {}) {
  const browser = await launchChromium();
  try {
    const results = [];
    for (const route of routes) results.push(await measureRoute(browser, base, route, options));
    return results;
  } finally {
    await browser.close();
  }
}

/** The first-load JavaScript of one page as a visitor (kept for callers of the first version). */
export async function measureFirstLoadJs(url) {
  const { origin, pathname } = new URL(url);
  const [result] = await measureRoutes(origin, [{ path: pathname, budgetKb: 200 }]);
  return result;
}

export function formatFirstLoad(results) {
  return results
    .map((r) => {
      const verdict = r.totalKb <= r.budgetKb ? 'within' : 'OVER';
      const who = r.member ? ' (member)' : '';
      const twice = r.duplicates.length ? `; loaded twice: ${r.duplicates.join(', ')}` : '';
      return `  ${`${r.path}${who}`.padEnd(24)} ${r.totalKb.toFixed(1).padStart(6)} kB in ${String(r.files).padStart(2)} files (shell ${r.shellKb.toFixed(1)}, remotes ${r.remoteKb.toFixed(1)}; budget ${r.budgetKb} kB: ${verdict}); the page: ${r.requests} requests, ${r.wireKb.toFixed(0)} kB on the wire${twice}`;
    })
    .join('\n');
}
