import { ProfilePatchSchema } from '@amora/contracts';
import { ProfileChoiceFields, profileChoicePatch, profileChoiceValues, useProfileForm } from '@amora/ui';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../i18n';
import { StepLayout } from './StepLayout';
import type { StepProps } from './step-props';

/** Step 3: gender, sexuality, relationship status and looks; every option in the member's language. */
export function PersonalStep({ user, submit, focusOnMount }: StepProps) {
  const { t } = useTranslation(NAMESPACE);
  const form = useProfileForm(ProfilePatchSchema, submit.save, {
    initial: () => profileChoiceValues(user.profile),
    toBody: profileChoicePatch,
  });

  return (
    <StepLayout name="personal" submit={submit} onNext={form.submit} focusOnMount={focusOnMount}>
      <ProfileChoiceFields field={form.field} translate={t} keyPrefix="completeSignup" />
    </StepLayout>
  );
}
