import { aUser, createTestPlatform, someSettings, type TestPlatform } from '@amora/testing';
import { screen, within } from '@testing-library/react';
import { INSTALLED_APP_QUERY } from '../platform/media';
import { mockMatchMedia } from '../test-support/match-media';
import { registerShellStrings, renderInRouter } from '../test-support/render-in-router';
import { Footer } from './Footer';

let platform: TestPlatform;
let restoreMatchMedia: (() => void) | null = null;

async function setUp(settings = someSettings({ name: 'Velvet Hearts', min_age: 18, geoip_country: 'NL' })) {
  platform = await createTestPlatform({ settings });
  await registerShellStrings(platform);
  platform.session.setUser(null);
}

afterEach(() => {
  restoreMatchMedia?.();
  restoreMatchMedia = null;
});

const footerLinks = () =>
  within(screen.getByRole('navigation', { name: 'Site information' }))
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);

const SPEC_LINKS = [
  ['Terms and conditions', '/terms'],
  ['Privacy', '/privacy'],
  ['Cookies', '/cookies'],
  ['Access ban', '/ban'],
  ['Pricing', '/pricing'],
  ['Complaints', '/complaints'],
  ['Returns and refunds', '/return-policy'],
  ['FAQ', '/faq'],
  ['Customer service', '/service'],
];

describe('footer', () => {
  it('logged out: the spec links, log in and sign up, the company line and the disclaimer', async () => {
    await setUp();
    renderInRouter(<Footer />, platform);

    expect(footerLinks()).toEqual([...SPEC_LINKS, ['Log in', '/login'], ['Sign up', '/signup']]);
    const footer = screen.getByRole('contentinfo');
    expect(footer).toHaveTextContent(`© ${new Date().getFullYear()} Velvet Hearts. All rights reserved.`);
    expect(footer).toHaveTextContent('For adults (18+) only.');
  });

  it('logged in: the spec links and settings', async () => {
    await setUp();
    platform.session.setUser(aUser());
    renderInRouter(<Footer />, platform);

    expect(footerLinks()).toEqual([...SPEC_LINKS, ['Settings', '/notifications']]);
  });

  it('installed app: compact, without the disclaimer', async () => {
    await setUp();
    restoreMatchMedia = mockMatchMedia([INSTALLED_APP_QUERY]);
    renderInRouter(<Footer />, platform);

    expect(footerLinks()).toEqual([
      ['Terms and conditions', '/terms'],
      ['Privacy', '/privacy'],
      ['FAQ', '/faq'],
      ['Customer service', '/service'],
    ]);
    expect(screen.getByRole('contentinfo')).toHaveTextContent('Velvet Hearts');
    expect(screen.getByRole('contentinfo')).not.toHaveTextContent('For adults');
  });

  it("installed app on iOS (navigator.standalone, through the platform's detection): compact too", async () => {
    platform = await createTestPlatform({
      settings: someSettings({ geoip_country: 'NL' }),
      installedApp: true,
    });
    await registerShellStrings(platform);
    platform.session.setUser(aUser());
    renderInRouter(<Footer />, platform);

    expect(screen.getByRole('contentinfo')).toHaveAttribute('data-variant', 'app');
    expect(footerLinks().map(([text]) => text)).toEqual([
      'Terms and conditions',
      'Privacy',
      'FAQ',
      'Customer service',
    ]);
  });

  it('US: English visitors in the US get "Do not sell or share my personal information"', async () => {
    await setUp(someSettings({ geoip_country: 'US' }));
    renderInRouter(<Footer />, platform);

    expect(footerLinks().at(-1)).toEqual(['Do not sell or share my personal information', '/privacy']);
  });

  it('US link: not for English visitors elsewhere, nor for other languages in the US', async () => {
    await setUp(someSettings({ geoip_country: 'GB' }));
    const british = renderInRouter(<Footer />, platform);
    expect(screen.queryByText('Do not sell or share my personal information')).toBeNull();
    british.unmount();

    platform = await createTestPlatform({ locale: 'es', settings: someSettings({ geoip_country: 'US' }) });
    renderInRouter(<Footer />, platform);
    // Spanish strings are not loaded here: links are named by their keys.
    expect(screen.getByRole('link', { name: 'footer.terms' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'footer.doNotSell' })).toBeNull();
  });

  it("uses the site's minimum age in the disclaimer", async () => {
    await setUp(someSettings({ min_age: 21 }));
    renderInRouter(<Footer />, platform);

    expect(screen.getByRole('contentinfo')).toHaveTextContent('For adults (21+) only.');
  });
});
