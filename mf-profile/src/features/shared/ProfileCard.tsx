import { paths, type ProfileCard as ProfileCardModel, type SearchResult } from '@amora/contracts';
import { cardPhotoSrcSet } from '@amora/ui';
import { createContext, memo, useContext } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';
import type { CardLabels } from './card-labels';
import { CARD_PHOTO_SIZES } from './card-photo';
import { FictionalMark } from './FictionalMark';
import { formatPlace } from './place';
import { Silhouette } from './Silhouette';

/** A card as search results and related profiles deliver it: only present fields are shown. */
export type ProfileCardData = ProfileCardModel &
  Partial<
    Pick<
      SearchResult,
      'region' | 'relationship_status' | 'body_type' | 'interests' | 'fictional' | 'activity' | 'distance_km'
    >
  >;

/** Interests shown on a card; the profile lists them all. */
const CARD_INTERESTS = 3;

/**
 * The card and its parts in one styled component: a page shows 24 cards and more as the member
 * scrolls, and a styled part per element (photo frame, body, each muted line) cost two component
 * renders each, about half of a card's renders, on the main thread of the phone that shows the
 * page (ADR 0061). The parts are classes under the card's own generated class.
 */
// `.card-photo`: the tinted frame is the placeholder while the photo loads.
// `.card-body > *`: one line each, and the same lines on every card: cards of a search are of equal
// height.
const CardLink = styled(Link)`
  display: flex;
  flex-direction: column;
  height: 100%;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadow.card};
  color: inherit;
  text-decoration: none;
  &:hover strong {
    text-decoration: underline;
  }
  .card-photo {
    position: relative;
    display: block;
    aspect-ratio: 3 / 4;
    background: ${({ theme }) => theme.colors.border};
  }
  .card-photo img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
  .card-body {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space(0.5)};
    padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)}
      ${({ theme }) => theme.space(3)};
    min-width: 0;
  }
  .card-body > * {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  .card-muted {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`;

/** Online status over the photo's top corner: a band, never a time (shown only while shared both ways). */
const Activity = styled.span<{ $online: boolean }>`
  position: absolute;
  top: ${({ theme }) => theme.space(2)};
  left: ${({ theme }) => theme.space(2)};
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  max-width: calc(100% - ${({ theme }) => theme.space(4)});
  padding: 2px ${({ theme }) => theme.space(2)};
  border-radius: 999px;
  background: rgba(0, 0, 0, 0.72);
  color: #fff;
  font-size: ${({ theme }) => theme.font.size.sm};
  white-space: nowrap;
  &::before {
    content: '';
    flex: none;
    width: 8px;
    height: 8px;
    border-radius: 50%;
    background: ${({ $online }) => ($online ? '#3ddc84' : '#c9c9c9')};
  }
`;

const Marked = styled(FictionalMark)`
  position: absolute;
  left: ${({ theme }) => theme.space(2)};
  bottom: ${({ theme }) => theme.space(2)};
`;

/** Keeps an empty line's height, so a card without a place lines up with the others. */
const EMPTY_LINE = '\u00a0';

export interface ProfileCardProps {
  profile: ProfileCardData;
  /** The site's fictional label when the site marks fictional profiles, else null. */
  fictionalLabel: string | null;
  /** The card's words in the page's language, shared by the grid's cards (`createCardLabels`). */
  labels: CardLabels;
  /**
   * `first`: at once and before other images; `eager`: at once; `lazy` (default): near the
   * screen; `later`: lazy once the grid lets it load (`LaterPhotosAllowed`), until then the frame.
   */
  photoLoading?: 'first' | 'eager' | 'lazy' | 'later';
  /** Called with the member's id once the photo has loaded or failed. */
  onPhotoSettled?: (profileId: number) => void;
}

/**
 * Whether the grid lets its `later` photos load (`ProfileCardGrid`). A context rather than a prop:
 * when it turns true only the photos re-render, not every card of the page (about 15 ms of a slow
 * phone's main thread for a page of cards, just as the page becomes usable).
 */
export const LaterPhotosAllowed = createContext(true);

type CardPhotoProps = Required<Pick<ProfileCardProps, 'photoLoading'>> &
  Pick<ProfileCardProps, 'onPhotoSettled'> & { profile: ProfileCardData };

/** The card's photo, the silhouette without one; nothing while a `later` photo waits. */
function CardPhoto({ profile, photoLoading, onPhotoSettled }: CardPhotoProps) {
  const laterAllowed = useContext(LaterPhotosAllowed);
  const image = profile.main_image;
  if (!image) return <Silhouette />;
  if (photoLoading === 'later' && !laterAllowed) return null;
  const settled = onPhotoSettled ? () => onPhotoSettled(profile.id) : undefined;
  return (
    <img
      src={image.card}
      srcSet={cardPhotoSrcSet(image)}
      sizes={CARD_PHOTO_SIZES}
      alt=""
      loading={photoLoading === 'first' || photoLoading === 'eager' ? 'eager' : 'lazy'}
      fetchPriority={photoLoading === 'first' ? 'high' : 'auto'}
      onLoad={settled}
      onError={settled}
    />
  );
}

/**
 * One member in a grid: photo (or silhouette), name, age, place; the whole card opens the profile.
 * Memoised: a grid re-renders when more cards arrive, and the cards already shown stay as they are.
 */
export const ProfileCard = memo(function ProfileCard({
  profile,
  fictionalLabel,
  labels,
  photoLoading = 'lazy',
  onPhotoSettled,
}: ProfileCardProps) {
  const where = formatPlace(profile, labels.language);
  const distance = profile.distance_km === undefined ? null : labels.distance(profile.distance_km);
  // The distance first: on a narrow card the line's end is cut off with an ellipsis.
  const place = [distance, where].filter(Boolean).join(' · ');
  const details = [
    profile.relationship_status ? labels.relationshipStatus(profile.relationship_status) : null,
    profile.body_type ? labels.bodyType(profile.body_type) : null,
  ].filter(Boolean);
  const hasDetails = profile.relationship_status !== undefined || profile.body_type !== undefined;
  const interests = (profile.interests ?? [])
    .slice(0, CARD_INTERESTS)
    .map((interest) => labels.interest(interest));
  return (
    <CardLink to={paths.member(profile.id)}>
      <span className="card-photo">
        {/* The name is the link's text, so the photo itself is decorative here. */}
        <CardPhoto profile={profile} photoLoading={photoLoading} onPhotoSettled={onPhotoSettled} />
        {profile.activity ? (
          <Activity className="card-activity" $online={profile.activity === 'online'}>
            {labels.activity(profile.activity)}
          </Activity>
        ) : null}
        {profile.fictional && fictionalLabel ? <Marked label={fictionalLabel} /> : null}
      </span>
      <span className="card-body">
        <strong title={profile.name}>{profile.name}</strong>
        <span>{labels.age(profile.age)}</span>
        <span className="card-muted">{place || EMPTY_LINE}</span>
        {/* A line the site shows (its visible fields) is there on every card, filled or not. */}
        {hasDetails ? <span className="card-muted">{details.join(' · ') || EMPTY_LINE}</span> : null}
        {profile.interests !== undefined ? (
          <span className="card-muted">{interests.join(', ') || EMPTY_LINE}</span>
        ) : null}
      </span>
    </CardLink>
  );
});
