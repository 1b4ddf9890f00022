import type { PaymentMethod } from '@amora/contracts';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { NAMESPACE } from '../../i18n';
import { methodName } from '../../lib/methods';

// A long name ("SEPA Direct Debit") wraps inside the badge on a phone instead of pushing the fee
// out of the row.
const Badge = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 72px;
  min-height: 32px;
  padding: 0 ${({ theme }) => theme.space(2)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: 700;
  max-width: 100%;
  text-align: center;
  overflow-wrap: anywhere;
`;

/**
 * A payment method's name as a text badge where a logo would be: no third-party images (no
 * trademark files to license, nothing loaded from elsewhere), and the name is read as it is.
 */
export function MethodBadge({ method }: { method: PaymentMethod }) {
  const { t } = useTranslation(NAMESPACE);
  return <Badge>{methodName(method, t)}</Badge>;
}
