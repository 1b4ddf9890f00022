import { paths } from '@amora/contracts';
import { Button, Navbar } from '@amora/ui';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import styled from 'styled-components';
import { usePlatform } from '../platform/PlatformContext';
import { useSession } from '../session/useSession';
import { AccountMenu } from './AccountMenu';
import { LanguageMenu } from './LanguageMenu';

const Brand = styled(Link)`
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: 800;
  letter-spacing: 0.02em;
  color: ${({ theme }) => theme.colors.secondary};
  text-decoration: none;
`;

/** The default layout's top bar: logo, language choice, and login or the account menu. */
export function TopBar() {
  const { t } = useTranslation('common');
  const platform = usePlatform();
  const { status } = useSession();
  const navigate = useNavigate();
  const siteName = platform.getSettings()?.name ?? t('brand.name');

  return (
    <Navbar label={t('topBar.label')} brand={<Brand to={paths.home()}>{siteName}</Brand>}>
      <LanguageMenu />
      {status === 'authenticated' ? <AccountMenu /> : null}
      {status === 'anonymous' ? (
        <Button variant="primary" onClick={() => navigate(paths.login())}>
          {t('topBar.login')}
        </Button>
      ) : null}
    </Navbar>
  );
}
