import { Button, TextField, useApiProblem } from '@amora/ui';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { NAMESPACE } from '../../i18n';

const Form = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(2)};
  > div:first-child {
    flex: 1 1 200px;
  }
  button {
    margin-top: 28px;
  }
`;

export interface DiscountCodeFormProps {
  /** The code in the URL, as applied. */
  applied: string | null;
  /** The lookup of the applied code (its failure is the server's message). */
  error: unknown;
  checking: boolean;
  onApply: (code: string | null) => void;
}

/**
 * The discount-code field. The code is checked by the server ('Code invalid', not found, already
 * used); its answer shows under the field. An empty field removes the code.
 */
export function DiscountCodeForm({ applied, error, checking, onApply }: DiscountCodeFormProps) {
  const { t } = useTranslation(NAMESPACE);
  const [value, setValue] = useState(applied ?? '');
  const problem = useApiProblem(error);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const code = value.trim();
    // After the event: a router transition started inside a prevented submit would make React
    // treat it as a form action (it snapshots the form's data for useFormStatus). This is a URL change.
    queueMicrotask(() => onApply(code === '' ? null : code.toUpperCase()));
  };
  return (
    <Form onSubmit={submit}>
      <TextField
        label={t('discount.label')}
        value={value}
        maxLength={40}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        onChange={(event) => setValue(event.target.value)}
        error={problem?.message ?? null}
      />
      <Button type="submit" variant="secondary" busy={checking} disabled={checking}>
        {t('discount.apply')}
      </Button>
    </Form>
  );
}
