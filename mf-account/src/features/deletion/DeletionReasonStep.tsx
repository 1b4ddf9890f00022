import {
  DELETION_REASONS,
  DeleteAccountBodySchema,
  MESSAGES_NAMESPACE,
  type DeleteAccountBody,
  type DeletionReason,
} from '@amora/contracts';
import { Button, ButtonRow, RadioGroupField, TextAreaField } from '@amora/ui';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../i18n';
import { validateForm } from '../settings/form-errors';
import { StepCounter, StepTitle } from './deletion-styles';
import { useFocusOnMount } from './useFocusOnMount';

export interface DeletionSurvey {
  reason: DeletionReason | '';
  comment: string;
}

export interface DeletionReasonStepProps {
  survey: DeletionSurvey;
  onChange: (survey: DeletionSurvey) => void;
  onNext: () => void;
  onCancel: () => void;
}

/** Step 1: why the member leaves (required) and an optional comment. */
export function DeletionReasonStep({ survey, onChange, onNext, onCancel }: DeletionReasonStepProps) {
  const { t } = useTranslation(NAMESPACE);
  const { t: tm } = useTranslation(MESSAGES_NAMESPACE);
  const titleRef = useFocusOnMount<HTMLHeadingElement>();
  const [errors, setErrors] = useState<Partial<Record<keyof DeleteAccountBody, string>>>({});

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The password comes in step 3; this step answers for the reason and the comment only.
    const all = validateForm<keyof DeleteAccountBody>(
      DeleteAccountBodySchema,
      { reason: survey.reason || undefined, comment: survey.comment, password: '' },
      tm,
    );
    const stepErrors = { reason: all.reason, comment: all.comment };
    setErrors(stepErrors);
    if (!stepErrors.reason && !stepErrors.comment) onNext();
  };

  return (
    <form noValidate onSubmit={onSubmit}>
      <StepCounter>{t('deletion.step', { step: 1, total: 3 })}</StepCounter>
      <StepTitle ref={titleRef} tabIndex={-1}>
        {t('deletion.reasonTitle')}
      </StepTitle>
      <RadioGroupField
        legend={t('deletion.reasonLegend')}
        name="reason"
        options={DELETION_REASONS.map((reason) => ({ value: reason, label: t(`deletion.reason.${reason}`) }))}
        value={survey.reason}
        onChange={(reason) => {
          onChange({ ...survey, reason: reason as DeletionReason });
          setErrors((current) => ({ ...current, reason: undefined }));
        }}
        error={errors.reason}
      />
      <TextAreaField
        label={t('deletion.comment')}
        name="comment"
        value={survey.comment}
        onChange={(event) => {
          onChange({ ...survey, comment: event.target.value });
          setErrors((current) => ({ ...current, comment: undefined }));
        }}
        error={errors.comment}
      />
      <ButtonRow>
        <Button type="submit">{t('deletion.next')}</Button>
        <Button variant="ghost" onClick={onCancel}>
          {t('deletion.cancel')}
        </Button>
      </ButtonRow>
    </form>
  );
}
