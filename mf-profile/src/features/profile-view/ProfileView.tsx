import { paths, type MemberProfile } from '@amora/contracts';
import { isHttpError } from '@amora/platform';
import { Alert, up, usePlatform } from '@amora/ui';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styled from 'styled-components';
import { NAMESPACE } from '../../i18n';
import { useFictionalLabel } from '../shared/useFictionalLabel';
import type { Viewer } from '../shared/useViewer';
import { PhotoGallery } from './PhotoGallery';
import { BlockControl } from './BlockControl';
import { ProfileActions } from './ProfileActions';
import { ProfileDetails } from './ProfileDetails';
import { ProfileHighlights } from './ProfileHighlights';
import { RelatedProfiles } from './RelatedProfiles';

/**
 * On a phone the first screen holds the name, age and place, Like and Message, and the photo
 * (kept below half the screen's height): head, actions, photos, then the rest. From 768 px the
 * photos stand on the left beside all the text.
 */
const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  grid-template-areas: 'head' 'actions' 'gallery' 'rest';
  column-gap: ${({ theme }) => theme.space(6)};
  ${up('md')} {
    grid-template-columns: minmax(0, 2fr) minmax(0, 3fr);
    grid-template-rows: auto auto 1fr;
    grid-template-areas: 'gallery head' 'gallery actions' 'gallery rest';
  }
`;

const Area = styled.div<{ $area: 'head' | 'actions' | 'gallery' | 'rest' }>`
  grid-area: ${({ $area }) => $area};
  min-width: 0;
`;

const Back = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(3)};
`;

const Heading = styled.h1`
  margin: 0 0 ${({ theme }) => theme.space(2)};
  overflow-wrap: anywhere;
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
  const { events } = usePlatform();
  // An action refused because the session ended: ask to sign up for this member.
  const onAuthError = (error: unknown) => {
    if (isHttpError(error) && error.code === 'authentication_required')
      events.emit('signup:start', { targetProfileId: profile.id });
  };

  return (
    <>
      <Back>
        <Link to={paths.members()}>{t('profileView.back')}</Link>
      </Back>
      <Layout>
        <Area $area="head">
          <Heading id="profile-name" ref={heading} tabIndex={-1}>
            {profile.name}
          </Heading>
          <ProfileHighlights profile={profile} />
          {/* Said before any way to get in touch. */}
          {profile.fictional && fictionalLabel ? (
            <Alert tone="warning">{t('profileView.fictionalWarning', { label: fictionalLabel })}</Alert>
          ) : null}
        </Area>
        <Area $area="actions">
          {own ? null : <ProfileActions profile={profile} viewer={viewer} onAuthError={onAuthError} />}
        </Area>
        <Area $area="gallery">
          <PhotoGallery profile={profile} anonymous={viewer.status === 'anonymous'} />
        </Area>
        <Area $area="rest">
          <ProfileDetails profile={profile} />
          {own || viewer.status === 'anonymous' ? null : (
            <BlockControl profile={profile} viewer={viewer} onAuthError={onAuthError} />
          )}
        </Area>
      </Layout>
      <RelatedProfiles profiles={profile.related} />
    </>
  );
}
