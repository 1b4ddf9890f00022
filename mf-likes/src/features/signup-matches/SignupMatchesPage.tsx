import { MESSAGES_NAMESPACE, paths } from '@amora/contracts';
import { isHttpError } from '@amora/platform';
import { Alert, Button, Page, QueryProblem, Spinner, usePlatform, useRequireMember } from '@amora/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useLikeToggle } from '../../api/likes';
import { useMatchFinderQueue } from '../../api/swipes';
import { NAMESPACE } from '../../i18n';
import { MatchModal, type MatchedMember } from '../match/MatchModal';
import { MemberPhoto } from '../shared/MemberPhoto';

/** Suggestions shown right after sign-up. */
const SUGGESTIONS = 6;

/** The grid's cell: two columns, three from 768 px, in a page of at most 1200 px. */
const SUGGESTION_PHOTO_SIZES = '(min-width: 1200px) 390px, (min-width: 768px) 31vw, 47vw';

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space(3)};
  margin: ${({ theme }) => theme.space(4)} 0;
  padding: 0;
  list-style: none;
  @media (min-width: ${({ theme }) => theme.breakpoints.md}px) {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
  li {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space(2)};
    overflow: hidden;
    padding-bottom: ${({ theme }) => theme.space(3)};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.colors.surface};
    box-shadow: ${({ theme }) => theme.shadow.card};
    text-align: center;
  }
  button {
    margin: 0 ${({ theme }) => theme.space(3)};
  }
`;

const Footer = styled.div`
  display: flex;
  justify-content: center;
`;

/** `/signup-matches`: right after sign-up, a few members who fit, each liked with one tap. */
export function SignupMatchesPage() {
  const { t } = useTranslation(NAMESPACE);
  const { t: tm } = useTranslation(MESSAGES_NAMESPACE);
  const { navigate } = usePlatform();
  useRequireMember();
  const query = useMatchFinderQueue();
  const like = useLikeToggle();
  const [liked, setLiked] = useState<ReadonlySet<number>>(new Set());
  const [matched, setMatched] = useState<MatchedMember | null>(null);
  const suggestions = (query.data?.profiles ?? []).slice(0, SUGGESTIONS);

  const body = (() => {
    if (query.isPending) return <Spinner block label={t('common.loading')} />;
    if (query.isError)
      return (
        <QueryProblem level={2} query={query} title={t('finder.loadFailed')} retryLabel={t('common.retry')} />
      );
    if (suggestions.length === 0) return <p>{t('signupMatches.none')}</p>;
    return (
      <Grid>
        {suggestions.map((candidate) => {
          const done = liked.has(candidate.id);
          return (
            <li key={candidate.id}>
              <MemberPhoto image={candidate.main_image} alt="" sizes={SUGGESTION_PHOTO_SIZES} />
              <strong>{t('likes.nameAge', { name: candidate.name, count: candidate.age })}</strong>
              <Button
                variant={done ? 'ghost' : 'primary'}
                disabled={done || (like.isPending && like.variables?.profileId === candidate.id)}
                aria-pressed={done}
                aria-label={
                  done
                    ? t('signupMatches.liked', { name: candidate.name })
                    : t('signupMatches.like', { name: candidate.name })
                }
                onClick={() =>
                  like.mutate(
                    { profileId: candidate.id, like: true },
                    {
                      onSuccess: (answer) => {
                        setLiked((before) => new Set(before).add(candidate.id));
                        if (answer.match) setMatched(candidate);
                      },
                    },
                  )
                }
              >
                {done ? t('signupMatches.likedShort') : t('finder.like')}
              </Button>
            </li>
          );
        })}
      </Grid>
    );
  })();

  return (
    <Page aria-labelledby="signup-matches-title">
      <h1 id="signup-matches-title">{t('signupMatches.title')}</h1>
      <p>{t('signupMatches.intro')}</p>
      {like.isError ? (
        <Alert tone="danger">{isHttpError(like.error) ? like.error.message : tm('errors.generic')}</Alert>
      ) : null}
      {body}
      <Footer>
        <Button variant={liked.size > 0 ? 'primary' : 'secondary'} onClick={() => navigate(paths.members())}>
          {t('signupMatches.continue')}
        </Button>
      </Footer>
      <MatchModal member={matched} onClose={() => setMatched(null)} />
    </Page>
  );
}
