import { LOCALES, LOCALE_NATIVE_NAMES } from '@amora/contracts/plain';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { changeConsoleLanguage } from '../i18n/console-texts';

const Select = styled.select`
  min-height: 36px;
  border-radius: ${({ theme }) => theme.radius.sm};
  font: inherit;
`;

/** The console's language, each named in itself; kept in the site's locale cookie. */
export function LanguageSelect() {
  const { t, i18n } = useTranslation('backoffice');
  return (
    <Select
      aria-label={t('layout.language')}
      value={i18n.language}
      onChange={(event) => void changeConsoleLanguage(i18n, event.target.value)}
    >
      {LOCALES.map((locale) => (
        <option key={locale} value={locale} lang={locale}>
          {LOCALE_NATIVE_NAMES[locale]}
        </option>
      ))}
    </Select>
  );
}
