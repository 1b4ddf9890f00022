import { DELETION_REASONS, DeleteAccountBodySchema, type DeletionReason } from '@amora/contracts';
import { Button, ButtonRow, RadioGroupField, TextAreaField, useContractForm } from '@amora/ui';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../i18n';
import { DeletionStepHeading } from './DeletionStepHeading';

export interface DeletionSurvey {
  reason: DeletionReason | '';
  comment: string;
}

export interface DeletionReasonStepProps {
  /** What the member answered before (back from a later step). */
  survey: DeletionSurvey;
  onNext: (survey: DeletionSurvey) => void;
  onCancel: () => void;
}

/** Step 1: why the member leaves (required) and an optional comment. */
export function DeletionReasonStep({ survey, onNext, onCancel }: DeletionReasonStepProps) {
  const { t } = useTranslation(NAMESPACE);
  const form = useContractForm(DeleteAccountBodySchema, () => onNext(form.values), {
    initial: survey,
    toBody: ({ reason, comment }) => ({ reason: reason || undefined, comment }),
    // The password comes in step 3; this step answers for the reason and the comment only.
    only: ['reason', 'comment'],
  });

  return (
    <form noValidate onSubmit={form.submit}>
      <DeletionStepHeading step={1} title={t('deletion.reasonTitle')} />
      <RadioGroupField
        legend={t('deletion.reasonLegend')}
        name="reason"
        options={DELETION_REASONS.map((reason) => ({ value: reason, label: t(`deletion.reason.${reason}`) }))}
        value={form.values.reason}
        onChange={(reason) => form.setValue('reason', reason as DeletionReason)}
        error={form.error('reason')}
      />
      <TextAreaField {...form.field('comment')} label={t('deletion.comment')} />
      <ButtonRow>
        <Button type="submit">{t('deletion.next')}</Button>
        <Button variant="ghost" onClick={onCancel}>
          {t('deletion.cancel')}
        </Button>
      </ButtonRow>
    </form>
  );
}
