import { Spinner, usePlatform } from '@amora/ui';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../i18n';
import { StepLayout } from './StepLayout';
import type { StepProps } from './step-props';
import { canPush } from './visible-steps';

async function askPermission(): Promise<void> {
  try {
    if (typeof Notification !== 'undefined' && Notification.permission === 'default')
      await Notification.requestPermission();
  } catch {
    // Older browsers throw or only take a callback: the step is saved either way.
  }
}

/** Step 0: notifications. Skipped on its own where the browser or the site cannot push. */
export function PushStep({ submit, focusOnMount }: StepProps) {
  const { t } = useTranslation(NAMESPACE);
  const { getSettings } = usePlatform();
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
      onNext={() => void askPermission().then(() => submit.next())}
      nextLabel={t('completeSignup.pushEnable')}
      focusOnMount={focusOnMount}
    />
  );
}
