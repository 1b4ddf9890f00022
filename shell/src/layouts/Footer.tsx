import { DEFAULT_MIN_AGE, footerLinks, footerVariant, isUsFooter } from '@amora/contracts/plain';
import { up, usePlatform, useSession } from '@amora/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styled from 'styled-components';

const Bar = styled.footer`
  margin-top: ${({ theme }) => theme.space(10)};
  padding: ${({ theme }) => theme.space(6)} ${({ theme }) => theme.space(4)};
  background: ${({ theme }) => theme.colors.surface};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Links = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space(2)};
  max-width: 1200px;
  margin: 0 auto ${({ theme }) => theme.space(4)};
  padding: 0;
  list-style: none;
  ${up('md')} {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space(4)};
  }
  a {
    color: inherit;
  }
`;

const Line = styled.p`
  max-width: 1200px;
  margin: 0 auto ${({ theme }) => theme.space(1)};
`;

/**
 * The site footer in the spec's variants: logged-out, logged-in, the compact installed-app one,
 * and the US addition for English visitors in the US. Ends with the company line and, on the
 * web, the adults-only disclaimer.
 */
export function Footer() {
  const { t, i18n } = useTranslation('common');
  const platform = usePlatform();
  const { status } = useSession();
  const settings = platform.getSettings();
  const variant = footerVariant({
    installedApp: platform.isInstalledApp(),
    loggedIn: status === 'authenticated',
  });
  const links = footerLinks(variant, isUsFooter(i18n.language, settings?.geoip_country));
  const site = settings?.name ?? t('brand.name');

  return (
    <Bar data-variant={variant}>
      <nav aria-label={t('footer.label')}>
        <Links>
          {links.map((link) => (
            <li key={link.key}>
              <Link to={link.to}>{t(`footer.${link.key}`)}</Link>
            </li>
          ))}
        </Links>
      </nav>
      <Line>{t('footer.company', { site, year: new Date().getFullYear() })}</Line>
      {variant === 'app' ? null : (
        <Line>{t('footer.disclaimer', { min_age: settings?.min_age ?? DEFAULT_MIN_AGE })}</Line>
      )}
    </Bar>
  );
}
