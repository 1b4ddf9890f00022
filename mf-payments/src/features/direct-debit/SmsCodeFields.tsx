import { MESSAGES_NAMESPACE, MobileSchema } from '@amora/contracts';
import { Alert, Button, TextField, up, useApiProblem, type FieldBinding } from '@amora/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { NAMESPACE } from '../../i18n';
import { useSendSmsCode } from '../../api/direct-debit';
import { useCooldown } from './useCooldown';

/** The number and its button side by side from `sm` up, the button under the field on a phone. */
// From `sm` up, the button's `margin-top` puts it level with the input under its label.
const MobileRow = styled.div`
  display: grid;
  grid-template-columns: 1fr;
  column-gap: ${({ theme }) => theme.space(3)};
  ${up('sm')} {
    grid-template-columns: minmax(0, 1fr) auto;
    align-items: start;
  }
  button {
    margin-bottom: ${({ theme }) => theme.space(4)};
    ${up('sm')} {
      margin-top: ${({ theme }) => theme.space(6)};
    }
  }
`;

export interface SmsCodeFieldsProps {
  mobile: FieldBinding;
  code: FieldBinding;
}

/**
 * Mobile number, "Send code" and the code from the text. Sending is its own call, apart from the
 * form's submit; its answers (sent, or why not) are read out politely next to the button.
 */
export function SmsCodeFields({ mobile, code }: SmsCodeFieldsProps) {
  const { t } = useTranslation(NAMESPACE);
  const { t: tm } = useTranslation(MESSAGES_NAMESPACE);
  const send = useSendSmsCode();
  const cooldown = useCooldown();
  const [localError, setLocalError] = useState<string | null>(null);
  const problem = useApiProblem(send.error);

  const onSend = () => {
    const parsed = MobileSchema.safeParse(mobile.value);
    if (!parsed.success) {
      setLocalError(tm(parsed.error.issues[0]?.message ?? 'validation.mobileInvalid'));
      return;
    }
    setLocalError(null);
    send.mutate({ mobile: parsed.data }, { onSuccess: (answer) => cooldown.start(answer.resend_after) });
  };

  const mobileError = localError ?? problem?.fields.mobile ?? mobile.error;
  const sendProblem = problem && !problem.fields.mobile ? problem.message : null;
  const waiting = cooldown.left > 0;

  return (
    <>
      <MobileRow>
        <TextField
          {...mobile}
          error={mobileError}
          onChange={(event) => {
            setLocalError(null);
            mobile.onChange(event);
          }}
          label={t('directDebit.mobile')}
          hint={t('directDebit.mobileHint')}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
        />
        <Button type="button" variant="secondary" onClick={onSend} busy={send.isPending} disabled={waiting}>
          {send.isPending
            ? t('directDebit.sendingCode')
            : waiting
              ? t('directDebit.resendIn', { seconds: cooldown.left })
              : t('directDebit.sendCode')}
        </Button>
      </MobileRow>
      {send.isSuccess && send.data ? (
        <Alert tone="success">{t('directDebit.codeSent', { mobile: send.data.mobile })}</Alert>
      ) : null}
      {sendProblem ? <Alert tone="danger">{sendProblem}</Alert> : null}
      <TextField
        {...code}
        label={t('directDebit.smsCode')}
        hint={t('directDebit.smsCodeHint')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
      />
    </>
  );
}
