import { PersonalStepPatchSchema, ProfilePatchSchema } from '@amora/contracts';
import { ProfileChoiceFields, profileChoicePatch, profileChoiceValues, useProfileForm } from '@amora/ui';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../i18n';
import { StepLayout } from './StepLayout';
import type { StepProps } from './step-props';

/**
 * Step 3: gender, sexuality, relationship status and looks; every option in the member's language.
 * A new member's gender starts unset, and the step neither skips nor saves until it is chosen:
 * the site never lists anyone as a gender they did not pick.
 */
export function PersonalStep({ user, submit, focusOnMount }: StepProps) {
  const { t } = useTranslation(NAMESPACE);
  const unanswered = user.profile.gender === null;
  const form = useProfileForm(unanswered ? PersonalStepPatchSchema : ProfilePatchSchema, submit.save, {
    initial: () => profileChoiceValues(user.profile),
    toBody: profileChoicePatch,
  });

  return (
    <StepLayout
      name="personal"
      submit={submit}
      onNext={form.submit}
      canSkip={!unanswered}
      focusOnMount={focusOnMount}
    >
      <ProfileChoiceFields
        field={form.field}
        translate={t}
        keyPrefix="completeSignup"
        choosePlaceholder={t('completeSignup.choose')}
      />
    </StepLayout>
  );
}
