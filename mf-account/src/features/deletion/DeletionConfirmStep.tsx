import {
  DeleteAccountBodySchema,
  MESSAGES_NAMESPACE,
  REACTIVATION_DAYS,
  type DeleteAccountBody,
} from '@amora/contracts';
import { Alert, Button, ButtonRow, TextField } from '@amora/ui';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../i18n';
import { serverProblem, validateForm } from '../settings/form-errors';
import { StepCounter, StepText, StepTitle } from './deletion-styles';
import type { DeletionSurvey } from './DeletionReasonStep';
import { useFocusOnMount } from './useFocusOnMount';

export interface DeletionConfirmStepProps {
  survey: DeletionSurvey;
  busy: boolean;
  error: unknown;
  onConfirm: (body: DeleteAccountBody) => void;
  onBack: () => void;
}

/** Step 3: the password confirms that the member, not someone at their screen, deletes the account. */
export function DeletionConfirmStep({ survey, busy, error, onConfirm, onBack }: DeletionConfirmStepProps) {
  const { t } = useTranslation(NAMESPACE);
  const { t: tm } = useTranslation(MESSAGES_NAMESPACE);
  const titleRef = useFocusOnMount<HTMLHeadingElement>();
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Partial<Record<keyof DeleteAccountBody, string>>>({});
  const problem = serverProblem(error, tm);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const comment = survey.comment.trim();
    const body = { reason: survey.reason || undefined, ...(comment ? { comment } : {}), password };
    const found = validateForm<keyof DeleteAccountBody>(DeleteAccountBodySchema, body, tm);
    setErrors(found);
    if (Object.keys(found).length === 0) onConfirm(body as DeleteAccountBody);
  };

  return (
    <form noValidate onSubmit={onSubmit}>
      <StepCounter>{t('deletion.step', { step: 3, total: 3 })}</StepCounter>
      <StepTitle ref={titleRef} tabIndex={-1}>
        {t('deletion.confirmTitle')}
      </StepTitle>
      <StepText>{t('deletion.confirmText', { days: REACTIVATION_DAYS })}</StepText>
      {problem ? <Alert tone="danger">{problem.message}</Alert> : null}
      {errors.reason ? <Alert tone="danger">{errors.reason}</Alert> : null}
      <TextField
        label={t('deletion.password')}
        name="password"
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(event) => {
          setPassword(event.target.value);
          setErrors((current) => ({ ...current, password: undefined }));
        }}
        error={errors.password ?? problem?.fields.password}
        required
      />
      <ButtonRow>
        <Button type="submit" variant="danger" busy={busy}>
          {busy ? t('deletion.deleting') : t('deletion.delete')}
        </Button>
        <Button variant="ghost" onClick={onBack} disabled={busy}>
          {t('deletion.back')}
        </Button>
      </ButtonRow>
    </form>
  );
}
