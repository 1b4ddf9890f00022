import type { DirectDebitMandate } from '@amora/contracts';
import { TermList } from '@amora/ui';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../i18n';

/** The active mandate as the server answers it: the IBAN and number masked, never in full. */
export function CurrentMandate({ mandate }: { mandate: DirectDebitMandate }) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long' }).format(
    new Date(mandate.authorized_at),
  );
  return (
    <TermList
      items={[
        [t('directDebit.accountHolder'), mandate.account_holder],
        [t('directDebit.iban'), mandate.iban],
        [t('directDebit.mobile'), mandate.mobile],
        [t('directDebit.authorizedOn'), date],
      ]}
    />
  );
}
