import type { MemberProfile } from '@amora/contracts';
import { TermList } from '@amora/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { NAMESPACE } from '../../i18n';

const Section = styled.section`
  margin-top: ${({ theme }) => theme.space(6)};
  h2 {
    margin: 0 0 ${({ theme }) => theme.space(2)};
    font-size: ${({ theme }) => theme.font.size.lg};
  }
  p {
    margin: 0;
    white-space: pre-line;
    overflow-wrap: anywhere;
  }
`;

const Tags = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    padding: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(3)};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius.pill};
  }
`;

const Facts = styled(TermList)`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
  margin: 0;
  > div {
    display: contents;
  }
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
  }
`;

/** A titled part of the profile; the heading names the section for screen readers. */
function DetailsSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Section aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </Section>
  );
}

export interface ProfileDetailsProps {
  profile: MemberProfile;
}

/** What the member wrote and chose; the server sends only the site's `visible_profile_fields`. */
export function ProfileDetails({ profile }: ProfileDetailsProps) {
  const { t } = useTranslation(NAMESPACE);
  const label = (prefix: string, value: string) => t(`${prefix}.${value}`, { defaultValue: value });
  const facts: Array<[string, string]> = [];
  if (profile.hair_color)
    facts.push([t('profileView.hairColor'), label('profileView.hairColors', profile.hair_color)]);
  if (profile.eye_color)
    facts.push([t('profileView.eyeColor'), label('profileView.eyeColors', profile.eye_color)]);
  if (profile.body_type) facts.push([t('profileView.bodyType'), label('card.bodyTypes', profile.body_type)]);
  if (profile.relationship_status)
    facts.push([
      t('profileView.relationshipStatus'),
      label('card.relationshipStatuses', profile.relationship_status),
    ]);
  if (profile.tattoos !== undefined)
    facts.push([
      t('profileView.tattoos'),
      profile.tattoos ? t('profileView.tattoosYes') : t('profileView.tattoosNone'),
    ]);
  if (profile.signup_reason)
    facts.push([t('profileView.signupReason'), label('profileView.signupReasons', profile.signup_reason)]);
  const aboutMe = profile.about_me?.trim();
  const interests = profile.interests ?? [];

  return (
    <>
      {aboutMe ? (
        <DetailsSection id="profile-about" title={t('profileView.aboutMe')}>
          <p>{aboutMe}</p>
        </DetailsSection>
      ) : null}
      {interests.length ? (
        <DetailsSection id="profile-interests" title={t('profileView.interests')}>
          <Tags>
            {interests.map((interest) => (
              <li key={interest}>{label('interest', interest)}</li>
            ))}
          </Tags>
        </DetailsSection>
      ) : null}
      {facts.length ? (
        <DetailsSection id="profile-details" title={t('profileView.detailsTitle')}>
          <Facts items={facts} />
        </DetailsSection>
      ) : null}
    </>
  );
}
