import type { PaymentMethod, PaymentMethodOffer } from '@amora/contracts';
import { Fieldset } from '@amora/ui';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { NAMESPACE } from '../../i18n';
import { formatMoney } from '../../lib/money';
import { MethodBadge } from '../shared/MethodBadge';

const List = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
`;

const Choice = styled.label`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  min-height: 56px;
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  background: ${({ theme }) => theme.colors.surface};
  border: 2px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  cursor: pointer;
  &:has(input:checked) {
    border-color: ${({ theme }) => theme.colors.secondary};
  }
  &:has(input:focus-visible) {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  input {
    flex: none;
    width: 20px;
    height: 20px;
    margin: 0;
    accent-color: ${({ theme }) => theme.colors.secondary};
  }
`;

const Fee = styled.span`
  margin-left: auto;
  min-width: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
  text-align: right;
`;

const Legend = styled.legend`
  margin-bottom: ${({ theme }) => theme.space(3)};
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: 700;
`;

export interface MethodChoiceProps {
  methods: readonly PaymentMethodOffer[];
  value: PaymentMethod | null;
  currency: string;
  onChange: (method: PaymentMethod) => void;
}

/**
 * The methods offered in the payment country as native radios (arrow keys move between them, the
 * legend names the group), each with its name as a badge and its fee on a one-time payment.
 */
export function MethodChoice({ methods, value, currency, onChange }: MethodChoiceProps) {
  const { t, i18n } = useTranslation(NAMESPACE);
  return (
    <Fieldset>
      <Legend>{t('checkout.methodLegend')}</Legend>
      <List>
        {methods.map((offer) => (
          <Choice key={offer.id}>
            <input
              type="radio"
              name="payment-method"
              value={offer.id}
              checked={value === offer.id}
              onChange={() => onChange(offer.id)}
            />
            <MethodBadge method={offer.id} />
            <Fee>
              {offer.id === 'directdebit'
                ? t('checkout.mandate')
                : offer.fee > 0
                  ? t('checkout.fee', { fee: formatMoney(offer.fee, currency, i18n.language) })
                  : t('checkout.noFee')}
            </Fee>
          </Choice>
        ))}
      </List>
    </Fieldset>
  );
}
