import { paths } from '@amora/contracts';
import { up } from '@amora/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styled from 'styled-components';
import { usePlatform } from '../platform/PlatformContext';

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

const Disclaimer = styled.p`
  max-width: 1200px;
  margin: 0 auto;
`;

/** Footer link order from the spec: terms, privacy, cookies, access ban, pricing, complaints, returns, FAQ, service. */
const FOOTER_LINKS = [
  { key: 'terms', to: paths.info('terms') },
  { key: 'privacy', to: paths.info('privacy') },
  { key: 'cookies', to: paths.info('cookies') },
  { key: 'ban', to: paths.info('ban') },
  { key: 'pricing', to: '/pricing' },
  { key: 'complaints', to: '/complaints' },
  { key: 'returnPolicy', to: paths.info('return-policy') },
  { key: 'faq', to: paths.info('faq') },
  { key: 'service', to: paths.info('service') },
] as const satisfies ReadonlyArray<{ key: string; to: string }>;

export function Footer() {
  const { t } = useTranslation('common');
  const siteName = usePlatform().getSettings()?.name ?? t('brand.name');
  return (
    <Bar>
      <nav aria-label={t('footer.label')}>
        <Links>
          {FOOTER_LINKS.map((link) => (
            <li key={link.key}>
              <Link to={link.to}>{t(`footer.${link.key}`)}</Link>
            </li>
          ))}
        </Links>
      </nav>
      <Disclaimer>{t('footer.disclaimer', { site: siteName, year: new Date().getFullYear() })}</Disclaimer>
    </Bar>
  );
}
