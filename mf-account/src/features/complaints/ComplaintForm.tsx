import { COMPLAINT_CATEGORIES, ComplaintBodySchema, type ComplaintBody } from '@amora/contracts';
import {
  EmailField,
  FormStatus,
  SelectField,
  SubmitButton,
  TextAreaField,
  TextField,
  useContractForm,
  useSession,
} from '@amora/ui';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useSubmitComplaint } from '../../api/complaints';
import { NAMESPACE } from '../../i18n';

type Field = keyof ComplaintBody;

/** A decision's reference: `D-` and eight characters (DECISION_REFERENCE_PATTERN). */
const DECISION_REFERENCE_LENGTH = 10;
type Values = Record<Field, string>;

const EMPTY: Values = {
  name: '',
  email: '',
  category: '',
  profile_id: '',
  decision_reference: '',
  message: '',
};

/** The form's strings as the API body: trimmed, optional profile id as a number when given. */
function toBody(values: Values): Record<string, unknown> {
  const profileId = values.profile_id.trim();
  const reference = values.category === 'appeal' ? values.decision_reference.trim() : '';
  return {
    name: values.name.trim(),
    email: values.email.trim(),
    category: values.category || undefined,
    ...(profileId ? { profile_id: Number(profileId) } : {}),
    ...(reference ? { decision_reference: reference } : {}),
    message: values.message.trim(),
  };
}

export interface ComplaintFormProps {
  /** Called with the reference the server gave the complaint. */
  onSent: (reference: string) => void;
}

/**
 * Name, e-mail, category, optional profile id and the complaint itself; an appeal against a
 * moderation decision names the decision's reference. `?category=appeal&reference=R-…` (the
 * login page of a suspended member, the statement of reasons) fills both in.
 */
export function ComplaintForm({ onSent }: ComplaintFormProps) {
  const { t } = useTranslation(NAMESPACE);
  const { user } = useSession();
  const [params] = useSearchParams();
  const form = useContractForm(ComplaintBodySchema, useSubmitComplaint(), {
    initial: () => ({
      ...EMPTY,
      name: user?.profile.name ?? '',
      email: user?.email ?? '',
      category: params.get('category') === 'appeal' ? 'appeal' : '',
      decision_reference: (params.get('reference') ?? '').slice(0, DECISION_REFERENCE_LENGTH),
    }),
    toBody,
    onSuccess: ({ reference }) => onSent(reference),
  });

  // A member need not type what we know, also when the session arrives after the page; fields
  // they already filled stay as they are.
  const { values, replaceValues } = form;
  const missing = user && (!values.name || !values.email);
  useEffect(() => {
    if (user && missing)
      replaceValues({ name: values.name || user.profile.name, email: values.email || user.email });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the session arrives
  }, [user]);

  return (
    <form noValidate onSubmit={form.submit}>
      <FormStatus form={form} />
      <TextField {...form.field('name')} label={t('complaints.name')} autoComplete="name" required />
      <EmailField {...form.field('email')} label={t('complaints.email')} />
      <SelectField
        {...form.field('category')}
        label={t('complaints.category')}
        placeholder={t('complaints.categoryPlaceholder')}
        options={COMPLAINT_CATEGORIES.map((category) => ({
          value: category,
          label: t(`complaints.categories.${category}`),
        }))}
        required
      />
      {values.category === 'appeal' ? (
        <TextField
          {...form.field('decision_reference')}
          label={t('complaints.decisionReference')}
          hint={t('complaints.decisionReferenceHint')}
          maxLength={DECISION_REFERENCE_LENGTH}
        />
      ) : null}
      <TextField {...form.field('profile_id')} label={t('complaints.profileId')} inputMode="numeric" />
      <TextAreaField {...form.field('message')} label={t('complaints.message')} required />
      <SubmitButton form={form} label={t('complaints.send')} busyLabel={t('complaints.sending')} fullWidth />
    </form>
  );
}
