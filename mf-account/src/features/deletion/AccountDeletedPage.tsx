import { REACTIVATION_DAYS, paths } from '@amora/contracts';
import { Button, PageCard, PageIntro, PageSection, usePlatform } from '@amora/ui';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../i18n';
import { Links } from '../settings/page-layout';
import { ReactivationForm } from './ReactivationForm';

/** `/account-deleted`: goodbye, the 14 days to change one's mind, and the reactivation e-mail. */
export function AccountDeletedPage() {
  const { t } = useTranslation(NAMESPACE);
  const { navigate } = usePlatform();
  return (
    <PageCard aria-labelledby="account-deleted-title">
      <h1 id="account-deleted-title">{t('accountDeleted.title')}</h1>
      <PageIntro>{t('accountDeleted.text', { days: REACTIVATION_DAYS })}</PageIntro>
      <PageIntro>{t('accountDeleted.reactivate')}</PageIntro>
      <PageSection aria-labelledby="account-deleted-resend-title">
        <h2 id="account-deleted-resend-title">{t('accountDeleted.resendTitle')}</h2>
        <ReactivationForm />
      </PageSection>
      <Links>
        <Button variant="ghost" onClick={() => navigate(paths.home())}>
          {t('accountDeleted.home')}
        </Button>
      </Links>
    </PageCard>
  );
}
