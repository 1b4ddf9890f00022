import { aUser, describeAreaContract, setUpAreaHarness } from '@amora/testing';
import { waitFor } from '@testing-library/react';
import * as app from './app';

/** Locale files are read with requireActual: the composite tsconfig does not list JSON. */
const locales = {
  en: jest.requireActual<Record<string, string>>('../locales/core/en.json'),
  de: jest.requireActual<Record<string, string>>('../locales/core/de.json'),
};

describeAreaContract({
  app,
  name: 'mf_account',
  ownPath: '/lang-config',
  foreignPath: '/members',
  locales,
});

describe('mf_account login page', () => {
  const harness = setUpAreaHarness(app, 'mf_account');
  const text = (locale: 'en' | 'de', key: string) => locales[locale][key] ?? '';

  it('shows the login page at /login, and in German after the language changes', async () => {
    await harness.mountAt('/login');

    expect(await harness.area().findByRole('heading', { level: 1 })).toHaveTextContent(
      text('en', 'login.title'),
    );
    expect(harness.area().getByLabelText(text('en', 'login.email'))).toBeInTheDocument();
    expect(harness.area().getByRole('link', { name: text('en', 'login.signupLink') })).toHaveAttribute(
      'href',
      '/signup',
    );

    await harness.platform.i18n.changeLanguage('de');

    expect(
      await harness.area().findByRole('heading', { level: 1, name: text('de', 'login.title') }),
    ).toBeInTheDocument();
    expect(harness.area().getByLabelText(text('de', 'login.email'))).toBeInTheDocument();
  });

  it('sends a member who is already logged in on to /members', async () => {
    await harness.mountAt('/login', { user: aUser() });
    await waitFor(() => expect(harness.platform.navigations).toEqual(['/members']));
  });

  it('lets a visitor stay on /login', async () => {
    await harness.mountAt('/login', { user: null });
    await harness.area().findByRole('heading', { level: 1 });
    expect(harness.platform.navigations).toEqual([]);
  });
});
