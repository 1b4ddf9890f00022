import {
  DeleteAccountBodySchema,
  REACTIVATION_DAYS,
  type DeleteAccountBody,
  type DeleteAccountResponse,
} from '@amora/contracts';
import {
  Alert,
  Button,
  ButtonRow,
  FormStatus,
  PasswordField,
  SubmitButton,
  useContractForm,
  type FormMutation,
} from '@amora/ui';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../i18n';
import { DeletionStepHeading } from './DeletionStepHeading';
import { StepText } from './deletion-styles';
import type { DeletionSurvey } from './DeletionReasonStep';

export interface DeletionConfirmStepProps {
  survey: DeletionSurvey;
  deletion: FormMutation<DeleteAccountBody, DeleteAccountResponse>;
  onDeleted: (answer: DeleteAccountResponse) => void;
  onBack: () => void;
}

/** Step 3: the password confirms that the member, not someone at their screen, deletes the account. */
export function DeletionConfirmStep({ survey, deletion, onDeleted, onBack }: DeletionConfirmStepProps) {
  const { t } = useTranslation(NAMESPACE);
  const form = useContractForm(DeleteAccountBodySchema, deletion, {
    initial: { password: '' },
    toBody: ({ password }) => {
      const comment = survey.comment.trim();
      return { reason: survey.reason || undefined, ...(comment ? { comment } : {}), password };
    },
    onSuccess: onDeleted,
  });
  const reasonMissing = form.error('reason');

  return (
    <form noValidate onSubmit={form.submit}>
      <DeletionStepHeading step={3} title={t('deletion.confirmTitle')} />
      <StepText>{t('deletion.confirmText', { days: REACTIVATION_DAYS })}</StepText>
      <FormStatus form={form} />
      {reasonMissing ? <Alert tone="danger">{reasonMissing}</Alert> : null}
      <PasswordField {...form.field('password')} label={t('deletion.password')} purpose="current" />
      <ButtonRow>
        <SubmitButton
          form={form}
          label={t('deletion.delete')}
          busyLabel={t('deletion.deleting')}
          variant="danger"
        />
        <Button variant="ghost" onClick={onBack} disabled={form.submitting}>
          {t('deletion.back')}
        </Button>
      </ButtonRow>
    </form>
  );
}
