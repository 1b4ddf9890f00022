import {
  COMPLAINT_CATEGORIES,
  ComplaintBodySchema,
  MESSAGES_NAMESPACE,
  type ComplaintBody,
} from '@amora/contracts';
import { Alert, Button, SelectField, TextAreaField, TextField } from '@amora/ui';
import { useEffect, useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSubmitComplaint } from '../../api/complaints';
import { NAMESPACE } from '../../i18n';
import { serverProblem, validateForm } from '../settings/form-errors';
import { useSessionState } from '../settings/useSessionState';

type Field = keyof ComplaintBody;
type Values = Record<Field, string>;

const EMPTY: Values = { name: '', email: '', category: '', profile_id: '', message: '' };

/** The form's strings as the API body: trimmed, optional profile id as a number when given. */
function toBody(values: Values): Record<string, unknown> {
  const profileId = values.profile_id.trim();
  return {
    name: values.name.trim(),
    email: values.email.trim(),
    category: values.category || undefined,
    ...(profileId ? { profile_id: Number(profileId) } : {}),
    message: values.message.trim(),
  };
}

export interface ComplaintFormProps {
  /** Called with the reference the server gave the complaint. */
  onSent: (reference: string) => void;
}

/** Name, e-mail, category, optional profile id and the complaint itself. */
export function ComplaintForm({ onSent }: ComplaintFormProps) {
  const { t } = useTranslation(NAMESPACE);
  const { t: tm } = useTranslation(MESSAGES_NAMESPACE);
  const { user } = useSessionState();
  const submit = useSubmitComplaint();
  const [values, setValues] = useState<Values>(() => ({
    ...EMPTY,
    name: user?.profile.name ?? '',
    email: user?.email ?? '',
  }));
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<Field, string>>>({});
  const problem = serverProblem(submit.error, tm);

  // A member need not type what we know, also when the session arrives after the page; fields
  // they already filled stay as they are.
  useEffect(() => {
    if (!user) return;
    setValues((current) => ({
      ...current,
      name: current.name || user.profile.name,
      email: current.email || user.email,
    }));
  }, [user]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const body = toBody(values);
    const errors = validateForm<Field>(ComplaintBodySchema, body, tm);
    setFieldErrors(errors);
    if (Object.keys(errors).length > 0) return;
    submit.mutate(body as ComplaintBody, { onSuccess: ({ reference }) => onSent(reference) });
  };

  const update =
    (field: Field) => (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => {
      setValues((current) => ({ ...current, [field]: event.target.value }));
      setFieldErrors((current) => ({ ...current, [field]: undefined }));
    };

  const error = (field: Field) => fieldErrors[field] ?? problem?.fields[field];

  return (
    <form noValidate onSubmit={onSubmit}>
      {problem ? <Alert tone="danger">{problem.message}</Alert> : null}
      <TextField
        label={t('complaints.name')}
        name="name"
        autoComplete="name"
        value={values.name}
        onChange={update('name')}
        error={error('name')}
        required
      />
      <TextField
        label={t('complaints.email')}
        name="email"
        type="email"
        autoComplete="email"
        inputMode="email"
        value={values.email}
        onChange={update('email')}
        error={error('email')}
        required
      />
      <SelectField
        label={t('complaints.category')}
        name="category"
        placeholder={t('complaints.categoryPlaceholder')}
        options={COMPLAINT_CATEGORIES.map((category) => ({
          value: category,
          label: t(`complaints.categories.${category}`),
        }))}
        value={values.category}
        onChange={update('category')}
        error={error('category')}
        required
      />
      <TextField
        label={t('complaints.profileId')}
        name="profile_id"
        inputMode="numeric"
        value={values.profile_id}
        onChange={update('profile_id')}
        error={error('profile_id')}
      />
      <TextAreaField
        label={t('complaints.message')}
        name="message"
        value={values.message}
        onChange={update('message')}
        error={error('message')}
        required
      />
      <Button type="submit" fullWidth busy={submit.isPending}>
        {submit.isPending ? t('complaints.sending') : t('complaints.send')}
      </Button>
    </form>
  );
}
