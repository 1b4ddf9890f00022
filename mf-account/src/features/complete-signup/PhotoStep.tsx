import { paths } from '@amora/contracts';
import { PlatformLink } from '@amora/ui';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../i18n';
import { StepLayout } from './StepLayout';
import type { StepProps } from './step-props';

/** Step 1: the profile photo. Uploading comes with the profile page, so this step points there. */
export function PhotoStep({ submit, focusOnMount }: StepProps) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <StepLayout name="photo" submit={submit} onNext={() => submit.next()} focusOnMount={focusOnMount}>
      <p>
        <PlatformLink to={paths.profile()}>{t('completeSignup.photoProfileLink')}</PlatformLink>
      </p>
    </StepLayout>
  );
}
