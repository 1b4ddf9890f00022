import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { aMember } from '../support/members';

/**
 * Ids are unique on the composed page, and every id reference points at an element of the page.
 * The shell and each area render in their own root: an id generator that counts per root (`useId`
 * without a prefix per root) hands out the same ids twice, and a remote's `aria-labelledby` or a label's
 * `for` then names an element of the shell (a dialog lost its name that way). Every root is now
 * created with its own `identifierPrefix`, so React's `useId` stays unique across them.
 */
async function idProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const seen = new Map<string, number>();
    for (const element of document.querySelectorAll('[id]'))
      seen.set(element.id, (seen.get(element.id) ?? 0) + 1);
    for (const [id, count] of seen) if (count > 1) problems.push(`id "${id}" is used ${count} times`);
    for (const attribute of ['aria-labelledby', 'aria-describedby', 'aria-controls', 'for']) {
      for (const element of document.querySelectorAll(`[${attribute}]`)) {
        for (const id of (element.getAttribute(attribute) ?? '').split(/\s+/).filter(Boolean)) {
          if (!document.getElementById(id)) problems.push(`${attribute}="${id}" names no element`);
        }
      }
    }
    return problems;
  });
}

test('visitor pages: every id is unique and every id reference resolves', async ({ page }) => {
  for (const path of ['/login', '/signup', '/reset-password']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await idProblems(page), path).toEqual([]);
  }
});

test('member pages with an area and the shell: every id is unique and every id reference resolves', async ({
  page,
}) => {
  await aMember(page.request, 'ids', { confirmed: true });
  for (const path of [
    '/members',
    '/profile',
    '/credits',
    '/likes',
    '/chats',
    '/notifications',
    '/match-finder',
  ]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The account menu's dropdown and the search filters are shell and area ids on one page.
    expect(await idProblems(page), path).toEqual([]);
  }
});
