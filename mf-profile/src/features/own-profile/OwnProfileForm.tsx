import type { Profile } from '@amora/contracts';
import { ProfilePatchSchema } from '@amora/contracts';
import { ButtonRow, FormStatus, SubmitButton, useProfileForm } from '@amora/ui';
import { useTranslation } from 'react-i18next';
import { useSaveProfile } from '../../api/own-profile';
import { NAMESPACE } from '../../i18n';
import { DetailsFields } from './DetailsFields';
import { LocationFields } from './LocationFields';
import { ownProfileOf, ownProfilePatch } from './profile-fields';

export interface OwnProfileFormProps {
  profile: Profile;
}

/**
 * Where the member lives and the profile details as one form with one Save: one
 * `PUT /api/profile.php`, checked with the server's own schema first. Two saves side by side left
 * members unsure which one kept what.
 */
export function OwnProfileForm({ profile }: OwnProfileFormProps) {
  const { t } = useTranslation(NAMESPACE);
  const form = useProfileForm(ProfilePatchSchema, useSaveProfile(), {
    initial: () => ownProfileOf(profile),
    toBody: ownProfilePatch,
    // After a refused save the member lands on the first field that needs attention.
    focusFirstError: true,
  });
  return (
    <form ref={form.formRef} noValidate onSubmit={form.submit} aria-label={t('own.formLabel')}>
      <LocationFields form={form} />
      <DetailsFields form={form} />
      <FormStatus form={form} success={t('own.saved')} />
      <ButtonRow>
        <SubmitButton form={form} label={t('own.save')} busyLabel={t('own.saving')} />
      </ButtonRow>
    </form>
  );
}
