import { Alert, Button } from '@amora/ui';
import { useTranslation } from 'react-i18next';
import { useReactivationMail } from '../../api/session';
import { NAMESPACE } from '../../i18n';

export interface ReactivationOfferProps {
  email: string;
}

/** Shown when the login meets an account pending deletion: one click mails the reactivation link. */
export function ReactivationOffer({ email }: ReactivationOfferProps) {
  const { t } = useTranslation(NAMESPACE);
  const send = useReactivationMail();
  if (send.isSuccess) return <Alert tone="success">{t('login.reactivationSent')}</Alert>;
  return (
    <Alert tone="warning">
      <p>{t('login.pendingDeletionHelp')}</p>
      <Button variant="secondary" busy={send.isPending} onClick={() => send.mutate(email)}>
        {t('login.sendReactivation')}
      </Button>
    </Alert>
  );
}
