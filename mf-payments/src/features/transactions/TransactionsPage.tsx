import { useRequireMember, Spinner } from '@amora/ui';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { NAMESPACE } from '../../i18n';
import { PaymentNotFound, PaymentResult } from './PaymentResult';
import { StatementPage } from './StatementPage';

/** `/transactions/{id?}`: one payment's result with an id, the member's statement without. */
export function TransactionsPage() {
  const { t } = useTranslation(NAMESPACE);
  const { status } = useRequireMember();
  const { id } = useParams();
  if (status !== 'authenticated') return <Spinner label={t('result.loading')} block />;
  if (id === undefined) return <StatementPage />;
  // Anything but a payment id is a payment that does not exist (the server's 404 says the same).
  if (!/^\d{1,10}$/.test(id) || Number(id) === 0) return <PaymentNotFound />;
  return <PaymentResult key={id} id={Number(id)} />;
}
