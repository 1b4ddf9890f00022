import { paths } from '@amora/contracts';
import { Button, Navbar } from '@amora/ui';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { usePlatform } from '../platform/PlatformContext';
import { useSession } from '../session/useSession';
import { AccountMenu } from './AccountMenu';
import { BrandLink } from './BrandLink';
import { LanguageMenu } from './LanguageMenu';

/** The default layout's top bar: logo, language choice, and sign-up and login or the account menu. */
export function TopBar() {
  const { t } = useTranslation('common');
  const platform = usePlatform();
  const { status } = useSession();
  const navigate = useNavigate();

  return (
    <Navbar label={t('topBar.label')} brand={<BrandLink />}>
      <LanguageMenu />
      {status === 'authenticated' ? <AccountMenu /> : null}
      {status === 'anonymous' ? (
        <>
          <Button variant="primary" onClick={() => platform.events.emit('signup:start', {})}>
            {t('topBar.signup')}
          </Button>
          <Button variant="ghost" onClick={() => navigate(paths.login())}>
            {t('topBar.login')}
          </Button>
        </>
      ) : null}
    </Navbar>
  );
}
