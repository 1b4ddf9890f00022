import { Alert, Button, MutationProblem, TextAreaField } from '@amora/ui';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useComplaintStep } from './api';
import { BACKOFFICE_NAMESPACE } from './i18n';

const Form = styled.form`
  padding: ${({ theme }) => theme.space(3)};
  margin-bottom: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  h2 {
    margin-top: 0;
    font-size: ${({ theme }) => theme.font.size.md};
  }
`;

export interface StepFormProps {
  complaintId: number;
  step: 'answer' | 'close';
  maxLength: number;
  /** Translated texts of the form. */
  labels: { title: string; field: string; hint: string; submit: string; done: string };
}

/** One step on a complaint: answer it (e-mailed to the complainant) or close it, with its words. */
export function StepForm({ complaintId, step, maxLength, labels }: StepFormProps) {
  const { t } = useTranslation(BACKOFFICE_NAMESPACE);
  const mutation = useComplaintStep(complaintId, step);
  const [text, setText] = useState('');
  const [missing, setMissing] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = text.trim();
    if (!value) {
      setMissing(true);
      return;
    }
    mutation.mutate(step === 'answer' ? { answer: value } : { reason: value }, {
      onSuccess: () => setText(''),
    });
  };

  return (
    <Form noValidate onSubmit={submit} aria-labelledby={`complaint-${step}`}>
      <h2 id={`complaint-${step}`}>{labels.title}</h2>
      {mutation.isSuccess ? <Alert tone="success">{labels.done}</Alert> : null}
      <MutationProblem mutation={mutation} fallback={t('staff.failed')} />
      <TextAreaField
        label={labels.field}
        hint={labels.hint}
        value={text}
        maxLength={maxLength}
        onChange={(event) => {
          setText(event.target.value);
          setMissing(false);
        }}
        error={missing ? t('staff.required') : null}
      />
      <Button type="submit" variant={step === 'close' ? 'ghost' : 'primary'} busy={mutation.isPending}>
        {labels.submit}
      </Button>
    </Form>
  );
}
