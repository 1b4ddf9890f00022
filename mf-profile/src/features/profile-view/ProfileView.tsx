import { paths, type MemberProfile } from '@amora/contracts';
import { Alert, up } from '@amora/ui';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styled from 'styled-components';
import { NAMESPACE } from '../../i18n';
import { useFictionalLabel } from '../shared/useFictionalLabel';
import type { Viewer } from '../shared/useViewer';
import { PhotoGallery } from './PhotoGallery';
import { ProfileActions } from './ProfileActions';
import { ProfileDetails } from './ProfileDetails';
import { ProfileHighlights } from './ProfileHighlights';
import { RelatedProfiles } from './RelatedProfiles';

/** Photos above the text on phones; side by side from 768 px. */
const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(6)};
  ${up('md')} {
    grid-template-columns: minmax(0, 2fr) minmax(0, 3fr);
  }
`;

const Back = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(3)};
`;

const Heading = styled.h1`
  &:focus {
    outline: none;
  }
`;

export interface ProfileViewProps {
  profile: MemberProfile;
  viewer: Viewer;
  /** Moves focus to the name, after opening another profile from this page. */
  focusOnMount: boolean;
}

/** Another member's profile: photos, highlights, actions, what they wrote, related members. */
export function ProfileView({ profile, viewer, focusOnMount }: ProfileViewProps) {
  const { t } = useTranslation(NAMESPACE);
  const fictionalLabel = useFictionalLabel();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusOnMount) heading.current?.focus();
  }, [focusOnMount]);
  const own = viewer.id !== null && viewer.id === profile.id;

  return (
    <>
      <Back>
        <Link to={paths.members()}>{t('profileView.back')}</Link>
      </Back>
      <Layout>
        <PhotoGallery profile={profile} anonymous={viewer.status === 'anonymous'} />
        <div>
          <Heading id="profile-name" ref={heading} tabIndex={-1}>
            {profile.name}
          </Heading>
          <ProfileHighlights profile={profile} />
          {profile.fictional && fictionalLabel ? (
            <Alert tone="warning">{t('profileView.fictionalWarning', { label: fictionalLabel })}</Alert>
          ) : null}
          {own ? null : <ProfileActions profile={profile} viewer={viewer} />}
          <ProfileDetails profile={profile} />
        </div>
      </Layout>
      <RelatedProfiles profiles={profile.related} />
    </>
  );
}
