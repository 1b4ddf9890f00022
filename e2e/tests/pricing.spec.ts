import { E2E_BASE_URL } from '../support/environment';
import { expect, test } from '../support/fixtures';
import { horizontalOverflow, PricingPage } from '../support/payment-pages';

/*
 * `/pricing` for visitors: what credits cost is readable before anyone signs up. The visitor's
 * country comes from the browser's language region (no GeoIP in the default deployment), the
 * page's language from the locale cookie, else the site's (English on the demo site).
 */

test.describe('a visitor in the Netherlands, in English', () => {
  test.use({ locale: 'nl-NL' });

  test('sees the four bundles in euros and what a message, a photo and a gift cost', async ({ page }) => {
    const pricing = new PricingPage(page);
    await pricing.goto();
    const caption = 'Prices for payments from Netherlands';
    await expect(pricing.table(caption)).toBeVisible();
    await expect(pricing.bundleRows(caption)).toHaveText([
      /^20€4\.99€0\.25$/,
      /^50€9\.99€0\.20$/,
      /^120Most popular€19\.99€0\.167$/,
      /^300€39\.99€0\.133$/,
    ]);
    await expect(pricing.countrySwitch('Payment country')).toHaveValue('NL');
    const costs = pricing.costs('What things cost');
    await expect(costs.getByRole('definition').first()).toHaveText(
      '10 creditsDepending on the bundle: €1.33 – €2.50',
    );
    await expect(costs).toContainText('Sending a photo in a chat');
    await expect(costs).toContainText('25 to 250 credits');
    await expect(page.getByText(/Sign up for free to see them/)).toHaveCount(0);
    await expect(page.getByRole('main').getByRole('button', { name: 'Sign up for free' })).toBeVisible();
  });

  test('switches to Poland and reads the złoty prices', async ({ page }) => {
    const pricing = new PricingPage(page);
    await pricing.goto();
    await pricing.countrySwitch('Payment country').selectOption('PL');
    const caption = 'Prices for payments from Poland';
    await expect(pricing.bundleRows(caption).first()).toHaveText(/^20PLN\s21\.99/);
    await expect(page).toHaveURL(/\/pricing\?country=PL$/);
  });
});

test.describe('a visitor in Poland, in Polish', () => {
  test.use({ locale: 'pl-PL' });

  test('sees the four bundles in złoty', async ({ page, context }) => {
    await context.addCookies([{ name: 'i18n_redirected', value: 'pl', url: E2E_BASE_URL }]);
    const pricing = new PricingPage(page);
    await pricing.goto();
    await expect(page.getByRole('heading', { level: 1, name: 'Cennik' })).toBeVisible();
    const caption = 'Ceny dla płatności z kraju: Polska';
    await expect(pricing.bundleRows(caption)).toHaveText([
      /^2021,99\s?zł/,
      /^5042,99\s?zł/,
      /^120Najczęściej wybierany85,99\s?zł/,
      /^300169,99\s?zł/,
    ]);
    await expect(pricing.countrySwitch('Kraj płatności')).toHaveValue('PL');
    await expect(pricing.costs('Ile co kosztuje')).toContainText('Wysłanie wiadomości');
  });
});

test.describe('on a phone (390 × 844)', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, locale: 'nl-NL' });

  test('the price list and the costs fit the screen', async ({ page }) => {
    const pricing = new PricingPage(page);
    await pricing.goto();
    await expect(pricing.table('Prices for payments from Netherlands')).toBeVisible();
    await expect(pricing.costs('What things cost')).toBeVisible();
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await page.screenshot({ path: 'test-results/pricing-phone.png', fullPage: true });
  });
});
