import { ABOUT_ME_MAX_LENGTH, INTERESTS, MAX_INTERESTS, ProfilePatchSchema } from '@amora/contracts';
import { InterestsField, TextAreaField, useProfileForm } from '@amora/ui';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../i18n';
import { StepLayout } from './StepLayout';
import type { StepProps } from './step-props';

/** Step 4, the last: a few words about yourself and your interests. */
export function AboutStep({ user, submit, focusOnMount }: StepProps) {
  const { t } = useTranslation(NAMESPACE);
  const form = useProfileForm(ProfilePatchSchema, submit.save, {
    initial: { about_me: user.profile.about_me, interests: user.profile.interests },
    toBody: ({ about_me, interests }) => ({ about_me: about_me.trim(), interests }),
  });
  const { about_me: aboutMe, interests } = form.values;
  const labelOf = useCallback((interest: string) => t(`completeSignup.interestOptions.${interest}`), [t]);

  return (
    <StepLayout
      name="about"
      submit={submit}
      onNext={form.submit}
      nextLabel={t('completeSignup.finish')}
      focusOnMount={focusOnMount}
    >
      <TextAreaField
        {...form.field('about_me')}
        label={t('completeSignup.aboutMe')}
        maxLength={ABOUT_ME_MAX_LENGTH}
        placeholder={t('completeSignup.aboutMePlaceholder')}
        hint={t('completeSignup.charactersLeft', { count: ABOUT_ME_MAX_LENGTH - aboutMe.length })}
      />
      <InterestsField
        legend={t('completeSignup.interests')}
        interests={INTERESTS}
        labelOf={labelOf}
        value={interests}
        onChange={(value) => form.setValue('interests', value)}
        hint={t('completeSignup.interestsCount', { count: interests.length, max: MAX_INTERESTS })}
        error={form.error('interests')}
      />
    </StepLayout>
  );
}
