import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { NAMESPACE } from '../../i18n';

const Box = styled.div<{ $invalid: boolean }>`
  margin-bottom: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme, $invalid }) => ($invalid ? theme.colors.danger : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.colors.background};
`;

const MandateText = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(3)};
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Check = styled.label`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
  align-items: flex-start;
  font-weight: 600;
  cursor: pointer;
  input {
    flex: none;
    width: 22px;
    height: 22px;
    margin: 0;
  }
`;

const ErrorText = styled.p`
  margin: ${({ theme }) => theme.space(2)} 0 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

export interface AuthorizationFieldProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  error: string | undefined;
  /** The creditor named in the mandate: the site. */
  site: string;
}

/** The SEPA mandate text and the checkbox that gives it; the text is read with the checkbox. */
export function AuthorizationField({ checked, onChange, error, site }: AuthorizationFieldProps) {
  const { t } = useTranslation(NAMESPACE);
  const id = useId();
  return (
    <Box $invalid={Boolean(error)}>
      <MandateText id={`${id}-text`}>{t('directDebit.mandateText', { site })}</MandateText>
      <Check>
        <input
          type="checkbox"
          name="authorization"
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          aria-invalid={error ? true : undefined}
          aria-describedby={[`${id}-text`, error ? `${id}-error` : ''].filter(Boolean).join(' ')}
        />
        <span>{t('directDebit.authorization')}</span>
      </Check>
      {error ? <ErrorText id={`${id}-error`}>{error}</ErrorText> : null}
    </Box>
  );
}
