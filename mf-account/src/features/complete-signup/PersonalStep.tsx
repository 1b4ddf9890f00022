import {
  BODY_TYPES,
  EYE_COLORS,
  GENDERS,
  HAIR_COLORS,
  RELATIONSHIP_STATUSES,
  SEXUALITIES,
  type ProfilePatch,
} from '@amora/contracts';
import { FieldGrid, SelectField } from '@amora/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../i18n';
import { StepLayout } from './StepLayout';
import type { StepProps } from './step-props';

/** The selects of this step: the profile field, its options (the schema's enums) and their texts. */
const FIELDS = [
  {
    field: 'gender',
    options: GENDERS,
    label: 'completeSignup.gender',
    optionKey: 'completeSignup.genders',
    required: true,
  },
  {
    field: 'sexuality',
    options: SEXUALITIES,
    label: 'completeSignup.sexuality',
    optionKey: 'completeSignup.sexualities',
    required: true,
  },
  {
    field: 'relationship_status',
    options: RELATIONSHIP_STATUSES,
    label: 'completeSignup.relationshipStatus',
    optionKey: 'completeSignup.relationshipStatuses',
    required: false,
  },
  {
    field: 'body_type',
    options: BODY_TYPES,
    label: 'completeSignup.bodyType',
    optionKey: 'completeSignup.bodyTypes',
    required: false,
  },
  {
    field: 'hair_color',
    options: HAIR_COLORS,
    label: 'completeSignup.hairColor',
    optionKey: 'completeSignup.hairColors',
    required: false,
  },
  {
    field: 'eye_color',
    options: EYE_COLORS,
    label: 'completeSignup.eyeColor',
    optionKey: 'completeSignup.eyeColors',
    required: false,
  },
] as const;

type PersonalField = (typeof FIELDS)[number]['field'];
type PersonalValues = Record<PersonalField, string>;

/** Step 3: gender, sexuality, relationship status and looks; every option in the member's language. */
export function PersonalStep({ user, submit, focusOnMount }: StepProps) {
  const { t } = useTranslation(NAMESPACE);
  const { profile } = user;
  const [values, setValues] = useState<PersonalValues>({
    gender: profile.gender,
    sexuality: profile.sexuality,
    relationship_status: profile.relationship_status ?? '',
    body_type: profile.body_type ?? '',
    hair_color: profile.hair_color ?? '',
    eye_color: profile.eye_color ?? '',
  });

  const onNext = () => {
    // '' means "not specified": null for the optional fields.
    const patch = Object.fromEntries(
      FIELDS.filter(({ field, required }) => !required || values[field]).map(({ field }) => [
        field,
        values[field] || null,
      ]),
    ) as ProfilePatch;
    submit.next(patch);
  };

  return (
    <StepLayout
      title={t('completeSignup.personalTitle')}
      intro={t('completeSignup.personalIntro')}
      submit={submit}
      onNext={onNext}
      focusOnMount={focusOnMount}
    >
      <FieldGrid>
        {FIELDS.map(({ field, options, label, optionKey, required }) => (
          <SelectField
            key={field}
            name={field}
            label={t(label)}
            placeholder={required ? undefined : t('completeSignup.notSpecified')}
            options={options.map((value) => ({ value, label: t(`${optionKey}.${value}`) }))}
            value={values[field]}
            onChange={(event) => setValues((current) => ({ ...current, [field]: event.target.value }))}
            error={submit.fieldErrors[field]}
          />
        ))}
      </FieldGrid>
    </StepLayout>
  );
}
