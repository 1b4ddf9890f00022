import { LOCALE_NATIVE_NAMES, LOCALES, isLocale } from '@amora/contracts/plain';
import { Dropdown, usePlatform } from '@amora/ui';
import { useTranslation } from 'react-i18next';
import { changeLanguage } from '../i18n/language';

/** Shown only when the site offers this visitor more than one language. */
export function LanguageMenu() {
  const { t, i18n } = useTranslation('common');
  const platform = usePlatform();
  const visible = (platform.getSettings()?.visible_locales ?? [...LOCALES]).filter(isLocale);
  if (visible.length < 2) return null;
  const current = isLocale(i18n.language) ? i18n.language : 'en';

  return (
    <Dropdown
      testId="language-menu"
      // The name starts with what the button shows (WCAG 2.5.3, label in name): "EN, Language: English".
      triggerLabel={`${current.toUpperCase()}, ${t('language.label', { language: LOCALE_NATIVE_NAMES[current] })}`}
      trigger={<span>{current.toUpperCase()}</span>}
      items={visible.map((locale) => ({
        id: locale,
        label: LOCALE_NATIVE_NAMES[locale],
        selected: locale === current,
        onSelect: () => void changeLanguage(platform, locale),
      }))}
    />
  );
}
