import { MAX_INTERESTS } from '@amora/contracts';
import { Alert, Button, CheckboxGroupField, Spinner } from '@amora/ui';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useInterests, type Interest } from '../../api/geo';
import { NAMESPACE } from '../../i18n';

export interface InterestsFieldProps {
  value: readonly Interest[];
  onChange: (value: Interest[]) => void;
  error?: string | null;
}

/**
 * The interests offered by the server as checkboxes, labelled in the member's language and
 * sorted for it. Once MAX_INTERESTS are ticked the others are disabled until one is unticked.
 */
export function InterestsField({ value, onChange, error }: InterestsFieldProps) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const interests = useInterests();
  const full = value.length >= MAX_INTERESTS;
  const options = useMemo(
    () =>
      (interests.data ?? [])
        .map((interest) => ({ value: interest, label: t(`own.interest.${interest}`) }))
        .sort((a, b) => a.label.localeCompare(b.label, i18n.language)),
    [interests.data, t, i18n.language],
  );

  return (
    <CheckboxGroupField
      legend={t('own.interests')}
      name="interests"
      options={options}
      value={value}
      onChange={onChange}
      max={MAX_INTERESTS}
      hint={
        full
          ? t('own.interestsFull', { max: MAX_INTERESTS })
          : t('own.interestsCount', { count: value.length, max: MAX_INTERESTS })
      }
      error={error}
    >
      {interests.isPending ? <Spinner label={t('own.interestsLoading')} /> : null}
      {interests.isError ? (
        <Alert
          tone="warning"
          action={
            <Button variant="ghost" onClick={() => void interests.refetch()} busy={interests.isFetching}>
              {t('own.retry')}
            </Button>
          }
        >
          {t('own.interestsFailed')}
        </Alert>
      ) : null}
    </CheckboxGroupField>
  );
}
