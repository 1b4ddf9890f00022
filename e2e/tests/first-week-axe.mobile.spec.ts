import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { CLIENT, confirmedMember, quietContext } from '../support/first-week';

/*
 * axe-core (the npm package, injected into the page) over the pages a member sees in the first
 * week, on a phone in English and German: no serious or critical finding on any of them.
 */

const AXE_SOURCE = createRequire(__filename).resolve('axe-core/axe.min.js');

// The site's CSP allows its own scripts only: the injected axe script needs it lifted here.
test.use({ bypassCSP: true });

interface AxeFinding {
  id: string;
  impact: string | null;
  help: string;
  nodes: Array<{ target: unknown[]; html: string }>;
}

/** The serious and critical findings of an axe run over the whole page (WCAG 2.x A and AA). */
async function seriousFindings(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: AXE_SOURCE });
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (...args: unknown[]) => Promise<unknown> } }).axe;
    const result = (await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
      resultTypes: ['violations'],
    })) as { violations: AxeFinding[] };
    return result.violations;
  });
  return violations
    .filter((finding) => finding.impact === 'serious' || finding.impact === 'critical')
    .map(
      (finding) =>
        `${finding.id} (${finding.impact}): ${finding.help} at ${finding.nodes
          .slice(0, 3)
          .map((node) => `${JSON.stringify(node.target)} ${node.html.slice(0, 160)}`)
          .join(', ')}`,
    );
}

for (const lang of ['en', 'de'] as const) {
  test(`[${lang}] the member pages have no serious or critical axe finding`, async ({ page, context }) => {
    test.setTimeout(240_000);
    await quietContext(context, lang);
    await confirmedMember(page, `axe${lang}`, lang);
    expect(
      (await page.request.put('/api/profile.php', { headers: CLIENT, data: { gender: 'female' } })).ok(),
    ).toBe(true);
    const search = await page.request.get('/api/search.php', { headers: CLIENT });
    const { profiles } = (await search.json()) as { profiles: Array<{ id: number }> };
    const other = profiles[0]!.id;

    const pages = [
      '/members',
      `/members/${other}`,
      `/members/${other}/chat`,
      '/chats',
      '/likes',
      '/swipe-game',
      '/match-finder',
      '/profile',
      '/notifications',
      '/credits',
      '/transactions',
      '/premium',
      '/pricing',
    ];
    const found: Record<string, string[]> = {};
    for (const path of pages) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      // The first conversation opens its icebreakers: the page under them is what is checked.
      if (path.endsWith('/chat') && (await page.getByRole('dialog').isVisible()))
        await page.keyboard.press('Escape');
      await page.waitForLoadState('networkidle');
      const findings = await seriousFindings(page);
      if (findings.length) found[path] = findings;
    }
    expect(found).toEqual({});
  });
}
