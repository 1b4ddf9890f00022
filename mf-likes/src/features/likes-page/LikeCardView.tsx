import { paths, type LikeCard, type LikesType } from '@amora/contracts';
import { Button, PlatformLink, usePlatform } from '@amora/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styled from 'styled-components';
import { NAMESPACE } from '../../i18n';
import { likesPaths } from '../shared/likes-paths';
import { MemberPhoto } from '../shared/MemberPhoto';

/** LikesPage's grid cell: two columns, three from 768 px, four from 992 px, five from 1200 px. */
const LIKE_PHOTO_SIZES = '(min-width: 1200px) 230px, (min-width: 992px) 24vw, (min-width: 768px) 31vw, 47vw';

const Card = styled.li`
  position: relative;
  display: flex;
  flex-direction: column;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadow.card};
`;

const NewMark = styled.span`
  position: absolute;
  top: ${({ theme }) => theme.space(2)};
  left: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(0.5)} ${({ theme }) => theme.space(2)};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.colors.unreadMessages};
  color: ${({ theme }) => theme.colors.surface};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: 600;
`;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(3)};
  a.name {
    color: inherit;
    font-weight: 600;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  small {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(1)};
  margin-top: auto;
  padding: 0 ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(3)};
  > * {
    flex: 1 1 auto;
  }
`;

export interface LikeCardViewProps {
  card: LikeCard & { likeNew: boolean };
  tab: LikesType;
  busy: boolean;
  onLike: (card: LikeCard, like: boolean) => void;
}

/**
 * One member of a tab: photo and name open the profile (which also clears the new flag), then
 * the action that fits: like back, remove the like, and for a match the message and match view.
 */
export function LikeCardView({ card, tab, busy, onLike }: LikeCardViewProps) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const { navigate } = usePlatform();
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(new Date(card.at));
  return (
    <Card aria-label={card.likeNew ? t('likes.newFrom', { name: card.name }) : card.name}>
      <PlatformLink to={paths.member(card.id)} tabIndex={-1} aria-hidden="true">
        <MemberPhoto image={card.main_image} alt="" sizes={LIKE_PHOTO_SIZES} />
      </PlatformLink>
      {card.likeNew ? <NewMark>{t('likes.new')}</NewMark> : null}
      <Body>
        <PlatformLink className="name" to={paths.member(card.id)}>
          {t('likes.nameAge', { name: card.name, count: card.age })}
        </PlatformLink>
        {card.city ? <small>{card.city}</small> : null}
        <small>{t(`likes.when.${tab}`, { date })}</small>
      </Body>
      <Actions>
        {card.match ? (
          <>
            <Button onClick={() => navigate(paths.memberChat(card.id))}>{t('likes.message')}</Button>
            <Link to={likesPaths.match(card.id)}>{t('likes.viewMatch')}</Link>
          </>
        ) : null}
        {!card.liked ? (
          <Button disabled={busy} onClick={() => onLike(card, true)}>
            {t('likes.likeBack')}
          </Button>
        ) : (
          <Button variant="ghost" disabled={busy} onClick={() => onLike(card, false)}>
            {t('likes.removeLike')}
          </Button>
        )}
      </Actions>
    </Card>
  );
}
