import { expect, test } from '../support/fixtures';
import { CLIENT, confirmedMember, quietContext } from '../support/first-week';

/*
 * A new member of a fresh demo site, on a phone in English and German: the site's own fictional
 * profiles (the only ones that like automatically) bring the auto-like match modal and the like
 * modal (`?t=`), each with the site's fictional label.
 */

const TEXTS = {
  en: { match: 'It’s a match!', like: 'Someone likes you', fictional: 'Fictional profile' },
  de: { match: 'Es ist ein Match!', like: 'Jemand mag dich', fictional: 'Fiktives Profil' },
} as const;

for (const lang of ['en', 'de'] as const) {
  const t = TEXTS[lang];

  test(`[${lang}] the auto-like match modal and the like modal come from a fictional profile, labelled`, async ({
    page,
    context,
    browser,
  }) => {
    test.setTimeout(120_000);
    await quietContext(context, lang);
    await confirmedMember(page, `fiction${lang}`, lang);
    expect(
      (await page.request.put('/api/profile.php', { headers: CLIENT, data: { gender: 'male' } })).ok(),
    ).toBe(true);
    // The shell asks for an auto-like a few seconds into the members area.
    await page.goto('/members');
    const match = page.getByRole('dialog', { name: t.match });
    await expect(match).toBeVisible({ timeout: 20_000 });
    await expect(match.getByText(t.fictional, { exact: true })).toBeVisible();
    await page.screenshot({ path: `test-results/first-week-fictional-${lang}-match.png` });

    // Another new member: the like modal after `?t=1`.
    const other = await browser.newContext();
    await quietContext(other, lang);
    const second = await other.newPage();
    await confirmedMember(second, `liked${lang}`, lang);
    expect(
      (await second.request.put('/api/profile.php', { headers: CLIENT, data: { gender: 'female' } })).ok(),
    ).toBe(true);
    await second.goto('/members?t=1');
    const like = second.getByRole('dialog', { name: t.like });
    await expect(like).toBeVisible({ timeout: 20_000 });
    await expect(like.getByText(t.fictional, { exact: true })).toBeVisible();
    await second.screenshot({ path: `test-results/first-week-fictional-${lang}-like.png` });
    await other.close();
  });
}
