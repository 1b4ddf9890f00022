import { MESSAGES_NAMESPACE, paths } from '@amora/contracts';
import { ErrorPanel } from '@amora/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { NAMESPACE } from '../../i18n';

export interface InvalidResetLinkProps {
  /** The server's translated message; the catalogue's text when the link had no token at all. */
  message?: string;
}

/** An expired, used or broken reset link, with the way to a fresh one. */
export function InvalidResetLink({ message }: InvalidResetLinkProps) {
  const { t } = useTranslation(NAMESPACE);
  const { t: tm } = useTranslation(MESSAGES_NAMESPACE);
  return (
    <ErrorPanel
      title={t('resetPassword.invalidTitle')}
      message={message ?? tm('errors.tokenInvalid')}
      actions={<Link to={paths.resetPassword()}>{t('resetPassword.requestNew')}</Link>}
    />
  );
}
