import { createTestPlatform, someSettings, type TestPlatform } from '@amora/testing';
import { act, waitFor } from '@testing-library/react';
import { ROUTES } from '@amora/contracts';
import { registerShellStrings, renderInRouter } from '../test-support/render-in-router';
import { PAGE_TITLE_KEYS, pageTitle } from './page-titles';
import { useDocumentTitle } from './useDocumentTitle';

let platform: TestPlatform;

function TitleProbe() {
  useDocumentTitle();
  return null;
}

beforeEach(async () => {
  platform = await createTestPlatform({
    settings: someSettings({ name: 'Velvet Hearts', index_title: 'Velvet Hearts – dating for grown-ups' }),
  });
  await registerShellStrings(platform);
  document.title = '';
});

describe('document title', () => {
  it.each([
    ['/members', 'Search – Velvet Hearts'],
    ['/login', 'Log in – Velvet Hearts'],
    ['/members/12', 'Profile – Velvet Hearts'],
    ['/chats', 'Messages – Velvet Hearts'],
    ['/notifications', 'Settings – Velvet Hearts'],
    ['/credits/12/ideal', 'Credits – Velvet Hearts'],
    ['/faq', 'FAQ – Velvet Hearts'],
    ['/no/such/page', 'Page not found – Velvet Hearts'],
    ['/', 'Velvet Hearts – dating for grown-ups'],
    ['/landers/video', 'Velvet Hearts – dating for grown-ups'],
  ])('on %s is "%s"', async (path, title) => {
    renderInRouter(<TitleProbe />, platform, path);
    await waitFor(() => expect(document.title).toBe(title));
  });

  it('follows navigation', async () => {
    const { router } = renderInRouter(<TitleProbe />, platform, '/members');
    await waitFor(() => expect(document.title).toBe('Search – Velvet Hearts'));
    await act(() => router.navigate('/likes'));
    expect(document.title).toBe('Likes – Velvet Hearts');
  });

  it('follows a change of language', async () => {
    renderInRouter(<TitleProbe />, platform, '/members');
    await waitFor(() => expect(document.title).toBe('Search – Velvet Hearts'));
    await act(() => platform.i18n.changeLanguage('nl'));
    await waitFor(() => expect(document.title).toBe('Zoeken – Velvet Hearts'));
    await act(() => platform.i18n.changeLanguage('de'));
    await waitFor(() => expect(document.title).toBe('Suche – Velvet Hearts'));
  });

  it('gives every route of the table a page-specific title or the site title', () => {
    const t = (key: string) => `<${key}>`;
    for (const route of ROUTES) {
      const title = pageTitle({ route: route.name, t, site: 'S', siteTitle: 'Site title' });
      if (PAGE_TITLE_KEYS[route.name] === null) expect(title).toBe('Site title');
      else expect(title).toBe(`<${PAGE_TITLE_KEYS[route.name]}> – S`);
    }
  });
});

describe('the title counter', () => {
  it('prefixes unread messages and new likes, capped at 99+', async () => {
    const { titleWithCounter } = await import('./useDocumentTitle');
    expect(titleWithCounter('Members | Amora', 0)).toBe('Members | Amora');
    expect(titleWithCounter('Members | Amora', 3)).toBe('(3) Members | Amora');
    expect(titleWithCounter('Members | Amora', 120)).toBe('(99+) Members | Amora');
  });
});
