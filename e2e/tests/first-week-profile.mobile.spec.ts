import { expect, test } from '../support/fixtures';
import { CLIENT, confirmedMember, quietContext } from '../support/first-week';

/*
 * Another member's profile on a 360 × 640 phone, in English and German: photo first (the main
 * photo's top within the first screen), the name over the photo, the actions beneath it.
 */

const TEXTS = {
  en: { photo: (name: string) => `Photo 1 of ${name}`, actions: 'Get in touch' },
  de: { photo: (name: string) => `Foto 1 von ${name}`, actions: 'Kontakt' },
} as const;

test.use({ viewport: { width: 360, height: 640 } });

for (const lang of ['en', 'de'] as const) {
  const t = TEXTS[lang];

  test(`[${lang}] a profile on a phone shows the photo first, the name over it and the actions beneath`, async ({
    page,
    context,
  }) => {
    await quietContext(context, lang);
    await confirmedMember(page, `photo${lang}`, lang);
    const gender = await page.request.put('/api/profile.php', { headers: CLIENT, data: { gender: 'male' } });
    expect(gender.ok()).toBe(true);
    const search = await page.request.get('/api/search.php', { headers: CLIENT });
    const { profiles } = (await search.json()) as {
      profiles: Array<{ id: number; name: string; main_image: unknown }>;
    };
    const withPhoto = profiles.find((profile) => profile.main_image !== null);
    expect(withPhoto, 'a member with a photo in search').toBeDefined();
    await page.goto(`/members/${withPhoto!.id}`);
    const photo = page.getByRole('img', { name: t.photo(withPhoto!.name) });
    await expect(photo).toBeVisible();
    const photoBox = (await photo.boundingBox())!;
    expect(photoBox.y).toBeLessThan(400);
    // The photo spans the column (no narrowed frame beside the name's fade).
    expect(photoBox.width).toBeGreaterThan(300);
    const nameBox = (await page.getByRole('heading', { level: 1, name: withPhoto!.name }).boundingBox())!;
    expect(nameBox.y).toBeGreaterThanOrEqual(photoBox.y);
    expect(nameBox.y + nameBox.height).toBeLessThanOrEqual(photoBox.y + photoBox.height);
    const actionsBox = (await page.getByRole('group', { name: t.actions }).boundingBox())!;
    expect(actionsBox.y).toBeGreaterThanOrEqual(photoBox.y + photoBox.height);
    await page.screenshot({ path: `test-results/first-week-profile-${lang}.png` });
  });
}
