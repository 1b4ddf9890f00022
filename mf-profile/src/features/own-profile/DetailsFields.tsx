import { ABOUT_ME_MAX_LENGTH } from '@amora/contracts';
import { PageSection, ProfileChoiceFields, SwitchField, TextAreaField, type ContractForm } from '@amora/ui';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../i18n';
import { OwnInterestsField } from './OwnInterestsField';
import type { OwnProfileValues } from './profile-fields';

export interface DetailsFieldsProps {
  /** The own-profile form (OwnProfileForm), saved with everything else by its one Save. */
  form: ContractForm<OwnProfileValues>;
}

/** Gender, orientation, looks, tattoos, the about-me text and interests. */
export function DetailsFields({ form }: DetailsFieldsProps) {
  const { t } = useTranslation(NAMESPACE);
  const { values } = form;
  return (
    <PageSection aria-labelledby="own-details-title">
      <h2 id="own-details-title">{t('own.detailsTitle')}</h2>
      <ProfileChoiceFields
        field={form.field}
        translate={t}
        keyPrefix="own"
        choosePlaceholder={t('location.choose')}
      />
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
    </PageSection>
  );
}
