import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '../support/fixtures';
import { E2E_DATA_DIR, REPO_ROOT } from '../support/environment';
import { aMember } from '../support/members';

/**
 * Members run the renderer the unit tests run: React itself, shared once by the shell through the
 * enhanced federation runtime. Every bundle of the site is listed from its source map, so a build
 * that lets Preact (or any other stand-in for react-dom) in again fails here.
 */
function sourceMaps(folder: string): string[] {
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.js.map'))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

function bundledPackages(mapFile: string): Set<string> {
  const { sources = [] } = JSON.parse(readFileSync(mapFile, 'utf8')) as { sources?: string[] };
  const packages = new Set<string>();
  for (const source of sources) {
    const match = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source);
    if (match) packages.add(match[1]!);
  }
  return packages;
}

test('no built bundle contains Preact; react-dom is bundled once, in the shell, and in the lean lander page', () => {
  const maps = [
    ...sourceMaps(path.join(REPO_ROOT, 'shell', 'dist')),
    ...sourceMaps(path.join(E2E_DATA_DIR, 'mf')),
  ];
  expect(maps.length).toBeGreaterThan(20);
  const withPreact = maps.filter((file) =>
    [...bundledPackages(file)].some((name) => name.startsWith('preact')),
  );
  expect(withPreact, 'bundles with Preact in them').toEqual([]);
  const withReactDom = maps
    .filter((file) => bundledPackages(file).has('react-dom'))
    .map((file) => path.relative(REPO_ROOT, file));
  expect(withReactDom.some((file) => /^shell\/dist\/main\.\w+\.js\.map$/.test(file))).toBe(true);
  expect(withReactDom.some((file) => /mf_landers\/[^/]+\/lander\/main\.js\.map$/.test(file))).toBe(true);
});

test("the shell shares React 19 through the federation runtime, and an area renders with the shell's copy", async ({
  page,
}) => {
  // A member who has paid, so no purchase offer (the payments area) joins the members page.
  await aMember(page.request, 'runtime', { paid: true });
  await page.goto('/members');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  const shared = await page.evaluate(() => {
    type Scope = Record<string, Record<string, { loaded?: boolean; from?: string; useIn?: string[] }>>;
    const federation = (
      globalThis as {
        __FEDERATION__?: { __INSTANCES__: Array<{ name: string; shareScopeMap: Record<string, Scope> }> };
      }
    ).__FEDERATION__;
    const shell = federation?.__INSTANCES__.find((instance) => instance.name === 'shell');
    const scope = shell?.shareScopeMap.default ?? {};
    const describe = (name: string) =>
      Object.entries(scope[name] ?? {}).map(([version, share]) => ({
        version,
        from: share.from,
        loaded: share.loaded,
        usedBy: [...(share.useIn ?? [])].sort(),
      }));
    return { react: describe('react'), reactDomClient: describe('react-dom/client') };
  });
  // One version of each, provided by the shell. The search area renders with the shell's `react`
  // (not a copy of its own); its root is created by `@amora/ui`, itself a singleton of the shell,
  // so `react-dom/client` is used by the shell's copy only.
  const providedByShell = { version: expect.stringMatching(/^19\./), from: 'shell', loaded: true };
  expect(shared.react).toEqual([{ ...providedByShell, usedBy: ['mf_profile', 'shell'] }]);
  expect(shared.reactDomClient).toEqual([{ ...providedByShell, usedBy: ['shell'] }]);
});
