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
 * Photo first on a phone: the main photo (kept below half the screen's height) with the name and
 * age over it, the other photos' strip, the fictional notice, then the actions beneath, the
 * highlights and the rest. The gallery's parts are the grid's own items there (its wrappers are
 * `display: contents`: PhotoGallery places its stage and strip). From 768 px the photos stand on
 * the left beside all the text.
 */
const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  grid-template-areas: 'stage' 'strip' 'notice' 'actions' 'head' 'rest';
  column-gap: ${({ theme }) => theme.space(6)};
  ${up('md')} {
    grid-template-columns: minmax(0, 2fr) minmax(0, 3fr);
    grid-template-rows: auto auto auto auto 1fr;
    grid-template-areas: 'gallery title' 'gallery head' 'gallery notice' 'gallery actions' 'gallery rest';
  }
`;

type AreaName = 'head' | 'notice' | 'actions' | 'gallery' | 'rest';

const Area = styled.div<{ $area: AreaName }>`
  grid-area: ${({ $area }) => $area};
  min-width: 0;
  ${({ $area }) => ($area === 'gallery' ? 'display: contents;' : '')}
  ${up('md')} {
    display: block;
  }
`;

/** Over the bottom of the photo on a phone (on a dark fade, for contrast); above the text from 768 px. */
const Title = styled.div`
  grid-area: stage;
  align-self: end;
  z-index: 1;
  min-width: 0;
  padding: ${({ theme }) => theme.space(8)} ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(3)};
  border-radius: 0 0 ${({ theme }) => theme.radius.md} ${({ theme }) => theme.radius.md};
  background: linear-gradient(transparent, rgba(20, 16, 30, 0.75));
  color: ${({ theme }) => theme.colors.surface};
  pointer-events: none;
  h1 {
    margin: 0;
  }
  p {
    margin: 0;
    font-weight: 600;
  }
  ${up('md')} {
    grid-area: title;
    align-self: auto;
    padding: 0;
    background: none;
    color: inherit;
    pointer-events: auto;
    h1 {
      margin: 0 0 ${({ theme }) => theme.space(2)};
    }
    p {
      display: none;
    }
  }
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
        <Title>
          <Heading id="profile-name" ref={heading} tabIndex={-1}>
            {profile.name}
          </Heading>
          <p aria-hidden="true">{t('card.age', { count: profile.age })}</p>
        </Title>
        <Area $area="head">
          <ProfileHighlights profile={profile} />
        </Area>
        {/* Said before any way to get in touch. */}
        {profile.fictional && fictionalLabel ? (
          <Area $area="notice">
            <Alert tone="warning">{t('profileView.fictionalWarning', { label: fictionalLabel })}</Alert>
          </Area>
        ) : null}
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
