import { Spinner, usePlatform } from '@amora/ui';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../i18n';
import { StepLayout } from './StepLayout';
import type { StepProps } from './step-props';
import { canPush } from './visible-steps';

/** Step 0: notifications. Skipped on its own where the browser or the site cannot push. */
export function PushStep({ submit, focusOnMount }: StepProps) {
  const { t } = useTranslation(NAMESPACE);
  const { getSettings, push } = usePlatform();
  const capable = canPush(getSettings()?.push_public_key);
  const skipped = useRef(false);
  const { skip } = submit;

  useEffect(() => {
    if (capable || skipped.current) return;
    skipped.current = true;
    skip();
  }, [capable, skip]);

  if (!capable && !submit.error) return <Spinner label={t('completeSignup.loading')} block />;
  if (!capable)
    return (
      <StepLayout
        name="push"
        intro={null}
        submit={submit}
        skipLabel={t('completeSignup.continue')}
        focusOnMount={focusOnMount}
      />
    );

  return (
    <StepLayout
      name="push"
      submit={submit}
      // The platform asks the browser's permission, registers the service worker and stores this
      // device's subscription; whatever the member answered, the step is done.
      onNext={() => void push.subscribe().then(() => submit.next())}
      nextLabel={t('completeSignup.pushEnable')}
      focusOnMount={focusOnMount}
    />
  );
}
