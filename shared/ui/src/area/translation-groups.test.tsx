import { createPlatformI18n } from '@amora/platform';
import { act, render, screen } from '@testing-library/react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { ThemeProvider } from 'styled-components';
import { theme } from '../theme';
import { createTranslationGroups } from './translation-groups';

const TEXTS: Record<string, Record<string, Record<string, string>>> = {
  core: { en: { 'area.title': 'Members' }, de: { 'area.title': 'Mitglieder' } },
  own: { en: { 'own.title': 'Your profile' }, de: { 'own.title': 'Dein Profil' } },
};

/** A group loader that resolves when the test says so, and records what was asked for. */
function deferredLoader() {
  const asked: string[] = [];
  const pending = new Map<string, { resolve: () => void; reject: (error: Error) => void }>();
  const load = (group: string, locale: string) => {
    asked.push(`${group}/${locale}`);
    return new Promise<Record<string, unknown>>((resolve, reject) => {
      pending.set(`${group}/${locale}`, { resolve: () => resolve(TEXTS[group]![locale]!), reject });
    });
  };
  return { asked, pending, load };
}

function OwnTitle() {
  const { t } = useTranslation('profile');
  return <h1>{t('own.title')}</h1>;
}

/** Lets promises settle until `done` holds (i18next asks its backend a few ticks later). */
async function until(done: () => boolean) {
  for (let tick = 0; tick < 50 && !done(); tick += 1) await Promise.resolve();
  if (!done()) throw new Error('never happened');
}

async function setUp() {
  const loader = deferredLoader();
  const groups = createTranslationGroups<'core' | 'own'>({
    namespace: 'profile',
    core: ['core'],
    load: loader.load,
  });
  const { i18n, registerTranslations } = await createPlatformI18n('en');
  const registered = registerTranslations('profile', groups.loadTranslations);
  await until(() => loader.pending.has('core/en'));
  loader.pending.get('core/en')!.resolve();
  await registered;
  const view = render(
    <ThemeProvider theme={theme}>
      <I18nextProvider i18n={i18n}>
        <groups.TranslationGroup group="own">
          <OwnTitle />
        </groups.TranslationGroup>
      </I18nextProvider>
    </ThemeProvider>,
  );
  return { loader, i18n, view };
}

describe('createTranslationGroups', () => {
  it('loads only the core groups with the area, and a page group when its page renders', async () => {
    const { loader } = await setUp();
    expect(loader.asked).toEqual(['core/en', 'own/en']);
    // Not rendered before its texts are in: no raw keys on screen.
    expect(screen.queryByRole('heading')).toBeNull();
    await act(async () => loader.pending.get('own/en')!.resolve());
    expect(screen.getByRole('heading').textContent).toBe('Your profile');
  });

  it('shows the loading spinner when the texts are slow', async () => {
    const { loader } = await setUp();
    expect(await screen.findByRole('status', {}, { timeout: 2000 })).toBeTruthy();
    await act(async () => loader.pending.get('own/en')!.resolve());
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('reloads every group needed so far on a language change', async () => {
    const { loader, i18n } = await setUp();
    await act(async () => loader.pending.get('own/en')!.resolve());
    let changed: Promise<unknown> = Promise.resolve();
    act(() => {
      changed = i18n.changeLanguage('de');
    });
    await until(() => loader.pending.has('own/de'));
    expect(loader.asked).toEqual(['core/en', 'own/en', 'core/de', 'own/de']);
    await act(async () => {
      loader.pending.get('core/de')!.resolve();
      loader.pending.get('own/de')!.resolve();
      await changed;
    });
    expect(screen.getByRole('heading').textContent).toBe('Dein Profil');
  });

  it('still shows the page when its texts fail to load', async () => {
    const { loader } = await setUp();
    await act(async () => loader.pending.get('own/en')!.reject(new Error('offline')));
    expect(screen.getByRole('heading')).toBeTruthy();
  });
});
