import { ABOUT_ME_MAX_LENGTH, MESSAGES_NAMESPACE, type Profile } from '@amora/contracts';
import {
  Alert,
  Button,
  ButtonRow,
  FieldGrid,
  PageSection,
  SelectField,
  SwitchField,
  TextAreaField,
} from '@amora/ui';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSaveProfile } from '../../api/own-profile';
import { NAMESPACE } from '../../i18n';
import { InterestsField } from './InterestsField';
import { saveProblem, validateProfilePatch, type ProfileFieldErrors } from './profile-errors';
import {
  CHOICE_FIELDS,
  detailsOf,
  detailsPatch,
  type ChoiceField,
  type DetailsValues,
} from './profile-fields';

export interface ProfileDetailsFormProps {
  profile: Profile;
}

/**
 * Gender, orientation, looks, tattoos, the about-me text and interests, checked with the
 * server's own schema and saved with `PUT /api/profile.php`.
 */
export function ProfileDetailsForm({ profile }: ProfileDetailsFormProps) {
  const { t } = useTranslation(NAMESPACE);
  const { t: tm } = useTranslation(MESSAGES_NAMESPACE);
  const save = useSaveProfile();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<DetailsValues>(() => detailsOf(profile));
  const [errors, setErrors] = useState<ProfileFieldErrors>({});
  const [attempt, setAttempt] = useState(0);
  const problem = saveProblem(save.error, tm);
  const shown: ProfileFieldErrors = { ...problem?.fields, ...errors };

  // After a refused save the member lands on the first field that needs attention.
  useEffect(() => {
    if (attempt > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempt, save.error]);

  const change = (next: Partial<DetailsValues>, field: keyof ProfileFieldErrors) => {
    setValues((current) => ({ ...current, ...next }));
    setErrors((current) => ({ ...current, [field]: undefined }));
    if (save.isSuccess || save.isError) save.reset();
  };
  const choose = (field: ChoiceField, value: string) =>
    change({ choices: { ...values.choices, [field]: value } }, field);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const patch = detailsPatch(values);
    const found = validateProfilePatch(patch, tm);
    setErrors(found);
    setAttempt((n) => n + 1);
    if (Object.keys(found).length === 0) save.mutate(patch);
  };

  return (
    <PageSection aria-labelledby="own-details-title">
      <h2 id="own-details-title">{t('own.detailsTitle')}</h2>
      <form ref={formRef} noValidate onSubmit={onSubmit}>
        <FieldGrid>
          {CHOICE_FIELDS.map(({ field, options, label, optionKey, required }) => (
            <SelectField
              key={field}
              name={field}
              label={t(label)}
              placeholder={required ? undefined : t('own.notSpecified')}
              options={options.map((value) => ({ value, label: t(`${optionKey}.${value}`) }))}
              value={values.choices[field]}
              onChange={(event) => choose(field, event.target.value)}
              error={shown[field]}
            />
          ))}
        </FieldGrid>
        <SwitchField
          label={t('own.tattoos')}
          hint={t('own.tattoosHint')}
          name="tattoos"
          checked={values.tattoos}
          onChange={(tattoos) => change({ tattoos }, 'tattoos')}
          error={shown.tattoos}
        />
        <TextAreaField
          label={t('own.aboutMe')}
          name="about_me"
          value={values.about_me}
          maxLength={ABOUT_ME_MAX_LENGTH}
          placeholder={t('own.aboutMePlaceholder')}
          hint={t('own.aboutMeLeft', { count: Math.max(0, ABOUT_ME_MAX_LENGTH - values.about_me.length) })}
          onChange={(event) => change({ about_me: event.target.value }, 'about_me')}
          error={shown.about_me}
        />
        <InterestsField
          value={values.interests}
          onChange={(interests) => change({ interests }, 'interests')}
          error={shown.interests}
        />
        {problem ? <Alert tone="danger">{problem.message}</Alert> : null}
        {save.isSuccess ? <Alert tone="success">{t('own.saved')}</Alert> : null}
        <ButtonRow>
          <Button type="submit" busy={save.isPending}>
            {save.isPending ? t('own.saving') : t('own.save')}
          </Button>
        </ButtonRow>
      </form>
    </PageSection>
  );
}
