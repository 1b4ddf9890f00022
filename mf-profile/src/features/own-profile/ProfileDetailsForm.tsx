import { ABOUT_ME_MAX_LENGTH, type Profile } from '@amora/contracts';
import {
  ButtonRow,
  FormStatus,
  PageSection,
  ProfileChoiceFields,
  SubmitButton,
  SwitchField,
  TextAreaField,
  useProfileForm,
} from '@amora/ui';
import { useTranslation } from 'react-i18next';
import { useSaveProfile } from '../../api/own-profile';
import { NAMESPACE } from '../../i18n';
import { OwnInterestsField } from './OwnInterestsField';
import { detailsOf, detailsPatch } from './profile-fields';

export interface ProfileDetailsFormProps {
  profile: Profile;
}

/**
 * Gender, orientation, looks, tattoos, the about-me text and interests, checked with the
 * server's own schema and saved with `PUT /api/profile.php`.
 */
export function ProfileDetailsForm({ profile }: ProfileDetailsFormProps) {
  const { t } = useTranslation(NAMESPACE);
  const form = useProfileForm(useSaveProfile(), {
    initial: () => detailsOf(profile),
    toBody: detailsPatch,
    // After a refused save the member lands on the first field that needs attention.
    focusFirstError: true,
  });
  const { values } = form;

  return (
    <PageSection aria-labelledby="own-details-title">
      <h2 id="own-details-title">{t('own.detailsTitle')}</h2>
      <form ref={form.formRef} noValidate onSubmit={form.submit}>
        <ProfileChoiceFields field={form.field} translate={t} keyPrefix="own" />
        <SwitchField
          label={t('own.tattoos')}
          hint={t('own.tattoosHint')}
          name="tattoos"
          checked={values.tattoos}
          onChange={(tattoos) => form.setValue('tattoos', tattoos)}
          error={form.error('tattoos')}
        />
        <TextAreaField
          {...form.field('about_me')}
          label={t('own.aboutMe')}
          maxLength={ABOUT_ME_MAX_LENGTH}
          placeholder={t('own.aboutMePlaceholder')}
          hint={t('own.aboutMeLeft', { count: Math.max(0, ABOUT_ME_MAX_LENGTH - values.about_me.length) })}
        />
        <OwnInterestsField
          value={values.interests}
          onChange={(interests) => form.setValue('interests', interests)}
          error={form.error('interests')}
        />
        <FormStatus form={form} success={t('own.saved')} />
        <ButtonRow>
          <SubmitButton form={form} label={t('own.save')} busyLabel={t('own.saving')} />
        </ButtonRow>
      </form>
    </PageSection>
  );
}
