import { LIKES_TYPES, MESSAGES_NAMESPACE, paths, type LikeCard, type LikesType } from '@amora/contracts';
import { isHttpError } from '@amora/platform';
import { Alert, Button, ErrorPanel, Page, PlatformLink, QueryState, useRequireMember } from '@amora/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import styled from 'styled-components';
import { cardsOf, useLikeToggle, useLikesTab } from '../../api/likes';
import { useLikesLiveUpdates } from '../../api/useLikesLiveUpdates';
import { NAMESPACE } from '../../i18n';
import { MatchModal, type MatchedMember } from '../match/MatchModal';
import { likesPaths } from '../shared/likes-paths';
import { LikeCardView } from './LikeCardView';
import { LikesTabs } from './LikesTabs';

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  padding: 0;
  list-style: none;
  @media (min-width: ${({ theme }) => theme.breakpoints.md}px) {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
  @media (min-width: ${({ theme }) => theme.breakpoints.lg}px) {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
  @media (min-width: ${({ theme }) => theme.breakpoints.xl}px) {
    grid-template-columns: repeat(5, minmax(0, 1fr));
  }
`;

/**
 * The tab bar's "Likes" is also the way to the swipe game and the match finder: two large links
 * at the top of the page, side by side even at 360 px.
 */
const Hub = styled.nav`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0 0 ${({ theme }) => theme.space(4)};
  a {
    display: flex;
    align-items: center;
    justify-content: center;
    min-height: 48px;
    padding: ${({ theme }) => theme.space(2)};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.colors.secondary};
    color: ${({ theme }) => theme.colors.onSecondary};
    font-weight: 600;
    text-align: center;
    text-decoration: none;
  }
  a:hover,
  a:focus-visible {
    background: ${({ theme }) => theme.colors.secondaryHover};
  }
`;

const Empty = styled.div`
  padding: ${({ theme }) => theme.space(8)} ${({ theme }) => theme.space(4)};
  text-align: center;
  p {
    margin: 0 0 ${({ theme }) => theme.space(4)};
  }
  a {
    margin: 0 ${({ theme }) => theme.space(2)};
  }
`;

const More = styled.div`
  display: flex;
  justify-content: center;
  margin-top: ${({ theme }) => theme.space(6)};
`;

function tabOf(param: string | undefined): LikesType | null {
  if (param === undefined) return 'received';
  return (LIKES_TYPES as readonly string[]).includes(param) ? (param as LikesType) : null;
}

/** `/likes` and `/likes/{type}`: who likes the member, whom they like, and their matches. */
export function LikesPage() {
  const { t } = useTranslation(NAMESPACE);
  const type = tabOf(useParams().type);
  useRequireMember();
  useLikesLiveUpdates();
  return (
    <Page aria-labelledby="likes-title">
      <h1 id="likes-title">{t('likes.title')}</h1>
      <Hub aria-label={t('likes.hubLabel')}>
        <Link to={likesPaths.swipeGame()}>{t('swipe.title')}</Link>
        <Link to={likesPaths.matchFinder()}>{t('finder.title')}</Link>
      </Hub>
      {type ? (
        <LikesTab key={type} type={type} />
      ) : (
        <ErrorPanel
          level={2}
          title={t('likes.unknownTab')}
          actions={<Link to={likesPaths.tab('received')}>{t('likes.toReceived')}</Link>}
        />
      )}
    </Page>
  );
}

function LikesTab({ type }: { type: LikesType }) {
  const { t } = useTranslation(NAMESPACE);
  const { t: tm } = useTranslation(MESSAGES_NAMESPACE);
  const query = useLikesTab(type);
  const toggle = useLikeToggle();
  const [matched, setMatched] = useState<MatchedMember | null>(null);
  const counts = query.data?.pages[0]?.counts ?? null;
  const cards = cardsOf(query.data?.pages);

  const onLike = (card: LikeCard, like: boolean) =>
    toggle.mutate(
      { profileId: card.id, like },
      { onSuccess: (answer) => (like && answer.match ? setMatched(card) : undefined) },
    );

  // Progress on the first load only (spec section 7); a reload keeps the cards on screen.
  const cardsOrEmpty = () => {
    if (cards.length === 0)
      return (
        <Empty>
          <p>{t(`likes.empty.${type}`)}</p>
          <PlatformLink to={paths.members()}>{t('likes.toSearch')}</PlatformLink>
          <Link to={likesPaths.matchFinder()}>{t('likes.toMatchFinder')}</Link>
        </Empty>
      );
    return (
      <>
        <Grid aria-label={t(`likes.tab.${type}`)}>
          {cards.map((card) => (
            <LikeCardView
              key={card.id}
              card={card}
              tab={type}
              busy={toggle.isPending && toggle.variables?.profileId === card.id}
              onLike={onLike}
            />
          ))}
        </Grid>
        {query.hasNextPage ? (
          <More>
            <Button
              variant="secondary"
              disabled={query.isFetchingNextPage}
              onClick={() => void query.fetchNextPage()}
            >
              {query.isFetchingNextPage ? t('common.loading') : t('likes.more')}
            </Button>
          </More>
        ) : null}
      </>
    );
  };
  const body = (
    <QueryState
      query={query}
      loadingLabel={t('common.loading')}
      title={t('likes.loadFailed')}
      retryLabel={t('common.retry')}
    >
      {cardsOrEmpty}
    </QueryState>
  );

  return (
    <>
      <LikesTabs current={type} counts={counts} />
      {toggle.isError ? (
        <Alert tone="danger">{isHttpError(toggle.error) ? toggle.error.message : tm('errors.generic')}</Alert>
      ) : null}
      {body}
      <MatchModal member={matched} onClose={() => setMatched(null)} />
    </>
  );
}
