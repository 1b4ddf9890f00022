import { ABOUT_ME_MAX_LENGTH, MESSAGES_NAMESPACE, type ProfilePatch } from '@amora/contracts';
import { TextAreaField } from '@amora/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../i18n';
import { InterestsField } from './InterestsField';
import { validateProfilePatch, type ProfileFieldErrors } from './profile-errors';
import { StepLayout } from './StepLayout';
import type { StepProps } from './step-props';

/** Step 4, the last: a few words about yourself and your interests. */
export function AboutStep({ user, submit, focusOnMount }: StepProps) {
  const { t } = useTranslation(NAMESPACE);
  const { t: tm } = useTranslation(MESSAGES_NAMESPACE);
  const [aboutMe, setAboutMe] = useState(user.profile.about_me);
  const [interests, setInterests] = useState(user.profile.interests);
  const [errors, setErrors] = useState<ProfileFieldErrors>({});
  const shown = { ...submit.fieldErrors, ...errors };

  const onNext = () => {
    const profile: ProfilePatch = { about_me: aboutMe.trim(), interests };
    const found = validateProfilePatch(profile, tm);
    setErrors(found);
    if (Object.keys(found).length === 0) submit.next(profile);
  };

  return (
    <StepLayout
      title={t('completeSignup.aboutTitle')}
      intro={t('completeSignup.aboutIntro')}
      submit={submit}
      onNext={onNext}
      nextLabel={t('completeSignup.finish')}
      focusOnMount={focusOnMount}
    >
      <TextAreaField
        label={t('completeSignup.aboutMe')}
        name="about_me"
        value={aboutMe}
        maxLength={ABOUT_ME_MAX_LENGTH}
        placeholder={t('completeSignup.aboutMePlaceholder')}
        hint={t('completeSignup.charactersLeft', { count: ABOUT_ME_MAX_LENGTH - aboutMe.length })}
        onChange={(event) => setAboutMe(event.target.value)}
        error={shown.about_me}
      />
      <InterestsField value={interests} onChange={setInterests} error={shown.interests} />
    </StepLayout>
  );
}
