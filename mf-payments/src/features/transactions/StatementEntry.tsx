import type { LedgerEntry } from '@amora/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styled from 'styled-components';
import { NAMESPACE } from '../../i18n';
import { methodName } from '../../lib/methods';
import { formatCount, formatMoney } from '../../lib/money';
import { paymentPaths } from '../shared/payment-paths';

const Row = styled.li`
  display: flex;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(3)} 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const What = styled.div`
  flex: 1;
  min-width: 0;
  p {
    margin: ${({ theme }) => theme.space(1)} 0 0;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`;

const Figures = styled.div`
  text-align: right;
  font-variant-numeric: tabular-nums;
  p {
    margin: ${({ theme }) => theme.space(1)} 0 0;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`;

const Amount = styled.strong<{ $in: boolean }>`
  color: ${({ theme, $in }) => ($in ? theme.colors.success : theme.colors.text)};
`;

/** One movement of the statement: what it was, when, the credits in or out and the balance after. */
export function StatementEntry({ entry }: { entry: LedgerEntry }) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const locale = i18n.language;
  const { payment } = entry;
  const when = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(entry.created_at),
  );
  const signed = new Intl.NumberFormat(locale, { signDisplay: 'exceptZero' }).format(entry.amount);
  const title =
    entry.kind === 'purchase' && payment
      ? t('statement.purchase', { method: methodName(payment.method, t) })
      : entry.kind === 'reversal' && !payment && entry.reference.startsWith('debt:')
        ? t('statement.debtPaid')
        : t(`statement.kind.${entry.kind}`);
  const details = payment
    ? [
        t('statement.paymentDetails', {
          amount: formatMoney(payment.amount, payment.currency, locale),
          fee: formatMoney(payment.fee, payment.currency, locale),
        }),
        payment.discount > 0
          ? t('statement.discount', { discount: formatMoney(payment.discount, payment.currency, locale) })
          : '',
      ]
        .filter(Boolean)
        .join(' ')
    : null;
  return (
    <Row>
      <What>
        <strong>{title}</strong>
        <p>
          <time dateTime={entry.created_at}>{when}</time>
        </p>
        {details ? <p>{details}</p> : null}
        {payment ? (
          <p>
            <Link to={paymentPaths.transaction(payment.id)}>
              {t('statement.paymentLink', { id: payment.id })}
            </Link>
          </p>
        ) : null}
      </What>
      <Figures>
        <Amount $in={entry.amount > 0}>
          {t('statement.credits', { count: Math.abs(entry.amount), formatted: signed })}
        </Amount>
        <p>{t('statement.balanceAfter', { formatted: formatCount(entry.balance_after, locale) })}</p>
      </Figures>
    </Row>
  );
}
