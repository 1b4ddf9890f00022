import { INTERESTS, MAX_INTERESTS } from '@amora/contracts';
import { CheckboxGroupField } from '@amora/ui';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../i18n';

type Interest = (typeof INTERESTS)[number];

export interface InterestsFieldProps {
  value: readonly Interest[];
  onChange: (value: Interest[]) => void;
  error?: string | null;
}

/** Interest checkboxes; once the maximum is chosen the others are disabled until one is unticked. */
export function InterestsField({ value, onChange, error }: InterestsFieldProps) {
  const { t } = useTranslation(NAMESPACE);
  const options = INTERESTS.map((interest) => ({
    value: interest,
    label: t(`completeSignup.interestOptions.${interest}`),
  }));
  return (
    <CheckboxGroupField
      legend={t('completeSignup.interests')}
      name="interests"
      options={options}
      value={value}
      onChange={onChange}
      max={MAX_INTERESTS}
      hint={t('completeSignup.interestsCount', { count: value.length, max: MAX_INTERESTS })}
      error={error}
    />
  );
}
