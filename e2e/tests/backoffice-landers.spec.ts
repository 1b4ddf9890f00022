import { aNewMember, signUpByApi } from '../support/account-pages';
import {
  addStaffFromCommandLine,
  completeSetup,
  consoleNav,
  logIn,
  staffEmail,
} from '../support/backoffice-pages';
import { expect, test } from '../support/fixtures';
import { aUniqueJpeg } from '../support/profile-pages';

test.describe('landers in the staff console', () => {
  test('a marketer previews a draft, publishes it, and its funnel counts a visit and a sign-up', async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(120_000);
    const email = staffEmail('marketer');
    const secret = await completeSetup(page, await addStaffFromCommandLine(request, email, ['marketer']));
    await logIn(page, email, secret);

    const stamp = Date.now().toString(36);
    const key = `e2e-console-${stamp}`;
    const slug = `e2e-${stamp}`;
    const headline = `Hearts meet here ${stamp}`;

    await consoleNav(page).getByRole('link', { name: 'Landers' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Landers' })).toBeVisible();
    await page.getByRole('link', { name: 'New variant' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'New variant' })).toBeVisible();

    const form = page.getByRole('form', { name: 'The variant' });
    await form.getByLabel('Key', { exact: true }).fill(key);
    await form.getByLabel('Family', { exact: true }).selectOption('iconslanding');
    await form.getByLabel('Page (slug)', { exact: true }).fill(slug);
    await form.getByLabel('Language', { exact: true }).selectOption('en');
    await form.getByLabel('Headline', { exact: true }).fill(headline);
    await form.getByLabel('Weight', { exact: true }).fill('1000');

    // The live preview: the lean lander page itself, framed, rendering the draft.
    const preview = page.frameLocator('iframe[title="Preview of the draft"]');
    await expect(preview.getByRole('heading', { level: 1, name: headline })).toBeVisible({ timeout: 20_000 });
    await expect(preview.getByText(/^Preview of a draft/)).toBeVisible();
    const previewLink = await page
      .getByRole('link', { name: 'Open the preview in a new tab' })
      .getAttribute('href');
    expect(previewLink).toContain(`/landers/iconslanding/${slug}?lander_preview=`);

    // An image uploaded in the editor, given its alt text, shows in the preview (and loads).
    const images = form.getByRole('group', { name: 'Images' });
    await images.getByLabel('Add an image').setInputFiles(await aUniqueJpeg('hero.jpg'));
    await expect(images.getByRole('img', { name: 'Image 1' })).toBeVisible({ timeout: 20_000 });
    await images.getByLabel('Alt text of image 1').fill(`A sunset ${stamp}`);
    const shown = preview.getByRole('img', { name: `A sunset ${stamp}` });
    await expect(shown).toBeVisible({ timeout: 20_000 });
    await shown.scrollIntoViewIfNeeded();
    await expect
      .poll(() => shown.evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBeGreaterThan(0);

    // A visitor with the link is told it is for staff, and sees nothing of the draft.
    const visitorContext = await browser.newContext();
    const visitor = await visitorContext.newPage();
    await visitor.goto(previewLink!);
    await expect(visitor.getByRole('heading', { name: 'This preview is for staff only' })).toBeVisible();
    await expect(visitor.getByText(headline)).toHaveCount(0);
    // Before publishing, the page shows visitors the family's default.
    await visitor.goto(`/landers/iconslanding/${slug}`);
    await expect(visitor.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect(visitor.getByRole('heading', { level: 1, name: headline })).toHaveCount(0);

    await form.getByRole('button', { name: 'Publish', exact: true }).click();
    await expect(page.getByText('Published: visitors see it from the next page load.')).toBeVisible();

    // A visitor arrives, uses the call to action and signs up.
    const arrival = await visitorContext.newPage();
    await arrival.goto(`/landers/iconslanding/${slug}`);
    await expect(arrival.getByRole('heading', { level: 1, name: headline })).toBeVisible();
    await arrival
      .getByRole('main')
      .getByRole('link', { name: /Join free now/ })
      .first()
      .click();
    await expect(arrival).toHaveURL(new RegExp(`/signup\\?lander=${key}$`));
    await signUpByApi(arrival, aNewMember('funnel'));
    await visitorContext.close();

    // The funnel of today counts the marketer's visitor: a view, a click, a sign-up.
    await page.getByRole('link', { name: 'Back to the variants' }).click();
    const row = page.locator(`[data-funnel="${key}"]`);
    await expect(async () => {
      await page.reload();
      await expect(row).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 20_000 });
    await expect(row.locator('[data-step="views"]')).toHaveText('1');
    await expect(row.locator('[data-step="clicks"]')).toHaveText('1');
    await expect(row.locator('[data-step="signups"]')).toHaveText('1');
    await expect(page.locator(`[data-variant="${key}"]`)).toContainText('Live');
    await expect(page.getByRole('img', { name: 'Bar chart of the funnel steps per variant' })).toBeVisible();
  });
});
