import { createPlatformI18n } from './create-i18n';
import { readCookie, readLocaleCookie, resolveLocale, writeLocaleCookie } from './locale';

describe('resolveLocale', () => {
  it('lets a supported cookie win over the site language', () => {
    expect(resolveLocale({ cookie: 'de', siteLanguage: 'nl' })).toBe('de');
  });

  it('uses the site domain_language when there is no cookie', () => {
    expect(resolveLocale({ cookie: null, siteLanguage: 'nl' })).toBe('nl');
    expect(resolveLocale({ cookie: undefined, siteLanguage: 'sv' })).toBe('sv');
  });

  it('ignores a garbage cookie and falls back to the site language', () => {
    expect(resolveLocale({ cookie: 'klingon', siteLanguage: 'fi' })).toBe('fi');
    expect(resolveLocale({ cookie: '', siteLanguage: 'pl' })).toBe('pl');
    expect(resolveLocale({ cookie: 'NL', siteLanguage: 'da' })).toBe('da');
  });

  it('falls back to English when neither source is supported', () => {
    expect(resolveLocale({ cookie: null, siteLanguage: null })).toBe('en');
    expect(resolveLocale({ cookie: 'xx', siteLanguage: 'pt' })).toBe('en');
    expect(resolveLocale({ cookie: undefined, siteLanguage: undefined })).toBe('en');
  });
});

describe('readCookie', () => {
  const header = 'theme=dark; i18n_redirected=nl;  auth._token=Bearer%20abc%3D%3D; other=a=b';

  it('finds a cookie by exact name among several', () => {
    expect(readCookie(header, 'i18n_redirected')).toBe('nl');
    expect(readCookie(header, 'theme')).toBe('dark');
  });

  it('decodes the value and keeps "=" inside it', () => {
    expect(readCookie(header, 'auth._token')).toBe('Bearer abc==');
    expect(readCookie(header, 'other')).toBe('a=b');
  });

  it('returns null for a missing cookie, a name prefix or an empty header', () => {
    expect(readCookie(header, 'i18n')).toBeNull();
    expect(readCookie(header, 'missing')).toBeNull();
    expect(readCookie('', 'i18n_redirected')).toBeNull();
  });

  it('does not throw on a malformed escape, so a tampered cookie cannot break boot', () => {
    expect(readCookie('i18n_redirected=%E0%A4%A', 'i18n_redirected')).toBe('%E0%A4%A');
    expect(
      resolveLocale({ cookie: readLocaleCookie({ cookie: 'i18n_redirected=%E0%A4%A' }), siteLanguage: 'es' }),
    ).toBe('es');
  });
});

describe('locale cookie', () => {
  it('reads i18n_redirected from the document', () => {
    expect(readLocaleCookie({ cookie: 'a=1; i18n_redirected=fr' })).toBe('fr');
    expect(readLocaleCookie({ cookie: 'a=1' })).toBeNull();
  });

  it('writes i18n_redirected for one year on the whole site', () => {
    const doc = { cookie: '' };
    writeLocaleCookie(doc, 'it');
    const parts = doc.cookie.split('; ');
    expect(parts[0]).toBe('i18n_redirected=it');
    expect(parts).toEqual(expect.arrayContaining(['Max-Age=31536000', 'Path=/', 'SameSite=Lax']));
  });

  it('round-trips: a written cookie is read back as the resolved locale', () => {
    const doc = { cookie: '' };
    writeLocaleCookie(doc, 'nb');
    expect(resolveLocale({ cookie: readLocaleCookie(doc), siteLanguage: 'en' })).toBe('nb');
  });
});

const GREETINGS: Record<string, Record<string, unknown>> = {
  en: { title: 'Chats', nested: { empty: 'No chats yet' } },
  nl: { title: 'Gesprekken', nested: { empty: 'Nog geen gesprekken' } },
  de: { title: 'Chats (de)', nested: { empty: 'Noch keine Chats' } },
};

function chatLoader() {
  return jest.fn(async (locale: string) => GREETINGS[locale] ?? {});
}

describe('createPlatformI18n', () => {
  it('starts in the given language with the API messages namespace loaded', async () => {
    const { i18n } = await createPlatformI18n('nl');
    expect(i18n.language).toBe('nl');
    expect(i18n.t('errors.loginFailed')).toBe('Inloggen mislukt, probeer het opnieuw');
    expect(i18n.t('errors.loginFailed', { ns: 'messages' })).toBe('Inloggen mislukt, probeer het opnieuw');
    expect(i18n.t('messages:errors.loginFailed')).toBe('Inloggen mislukt, probeer het opnieuw');
  });

  it('gives the English API message in English', async () => {
    const { i18n } = await createPlatformI18n('en');
    expect(i18n.t('errors.loginFailed')).toBe('Login failed, please try again');
  });

  it('switches the API messages when the language changes', async () => {
    const { i18n } = await createPlatformI18n('en');
    await i18n.changeLanguage('nl');
    expect(i18n.t('errors.loginFailed')).toBe('Inloggen mislukt, probeer het opnieuw');
  });

  it('registerTranslations loads the namespace for the current language', async () => {
    const { i18n, registerTranslations } = await createPlatformI18n('nl');
    const load = chatLoader();
    await registerTranslations('chat', load);
    expect(load).toHaveBeenCalledWith('nl');
    expect(i18n.t('title', { ns: 'chat' })).toBe('Gesprekken');
    expect(i18n.t('chat:nested', { returnObjects: true })).toEqual({ empty: 'Nog geen gesprekken' });
  });

  it('changeLanguage loads every registered namespace for the new language before resolving', async () => {
    const { i18n, registerTranslations } = await createPlatformI18n('en');
    const load = chatLoader();
    await registerTranslations('chat', load);
    expect(load.mock.calls.map(([locale]) => locale)).toEqual(['en']);

    await i18n.changeLanguage('de');

    expect(load.mock.calls.map(([locale]) => locale)).toEqual(['en', 'de']);
    expect(i18n.language).toBe('de');
    expect(i18n.t('title', { ns: 'chat' })).toBe('Chats (de)');
  });

  it('falls back to English for a key the language lacks', async () => {
    const { i18n, registerTranslations } = await createPlatformI18n('nl');
    await registerTranslations('chat', async (locale) =>
      locale === 'en' ? { onlyEnglish: 'Only in English' } : {},
    );
    expect(i18n.t('onlyEnglish', { ns: 'chat' })).toBe('Only in English');
  });

  it('keeps instances apart: a namespace registered in one page instance is unknown to another', async () => {
    const first = await createPlatformI18n('en');
    const second = await createPlatformI18n('en');
    await first.registerTranslations('chat', chatLoader());
    expect(first.i18n.t('title', { ns: 'chat' })).toBe('Chats');
    expect(second.i18n.t('title', { ns: 'chat' })).toBe('title');
  });
});
