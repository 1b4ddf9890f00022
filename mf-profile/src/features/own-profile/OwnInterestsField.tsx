import { MAX_INTERESTS } from '@amora/contracts';
import { Alert, InterestsField, RetryButton, Spinner } from '@amora/ui';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useInterests, type Interest } from '../../api/geo';
import { NAMESPACE } from '../../i18n';

export interface OwnInterestsFieldProps {
  value: readonly Interest[];
  onChange: (value: Interest[]) => void;
  error?: string | null;
}

/** The interests the server offers, labelled in the member's language and sorted for it. */
export function OwnInterestsField({ value, onChange, error }: OwnInterestsFieldProps) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const interests = useInterests();
  const labelOf = useCallback((interest: Interest) => t(`own.interest.${interest}`), [t]);
  const full = value.length >= MAX_INTERESTS;
  return (
    <InterestsField
      legend={t('own.interests')}
      interests={interests.data ?? []}
      labelOf={labelOf}
      sortFor={i18n.language}
      value={value}
      onChange={onChange}
      hint={
        full
          ? t('own.interestsFull', { max: MAX_INTERESTS })
          : t('own.interestsCount', { count: value.length, max: MAX_INTERESTS })
      }
      error={error}
    >
      {interests.isPending ? <Spinner label={t('own.interestsLoading')} /> : null}
      {interests.isError ? (
        <Alert tone="warning" action={<RetryButton query={interests} label={t('own.retry')} />}>
          {t('own.interestsFailed')}
        </Alert>
      ) : null}
    </InterestsField>
  );
}
