import { paths } from '@amora/contracts';
import { isHttpError } from '@amora/platform';
import {
  Button,
  ButtonRow,
  ErrorPanel,
  Page,
  PlatformLink,
  QueryState,
  usePlatform,
  useRequireMember,
  useSession,
} from '@amora/ui';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useMemberCard } from '../../api/likes';
import { NAMESPACE } from '../../i18n';
import { likesPaths } from '../shared/likes-paths';
import { MatchPair } from './MatchPair';

function parseId(value: string | undefined): number | null {
  if (!value || !/^\d{1,9}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}

/** `/likes/m/{id}`: the match with one member, both photos and the way into the conversation. */
export function MatchViewPage() {
  const { t } = useTranslation(NAMESPACE);
  const { navigate } = usePlatform();
  useRequireMember();
  const viewer = useSession().user;
  const id = parseId(useParams().id);
  const query = useMemberCard(id);
  const back = <Link to={likesPaths.tab('matches')}>{t('match.toMatches')}</Link>;

  const body = (() => {
    if (
      id === null ||
      (isHttpError(query.error) && (query.error.status === 404 || query.error.code === 'blocked'))
    )
      return <ErrorPanel level={2} title={t('match.notFound')} actions={back} />;
    return (
      <QueryState
        query={query}
        loadingLabel={t('common.loading')}
        title={t('match.loadFailed')}
        retryLabel={t('common.retry')}
      >
        {(member) => (
          <>
            <h1 id="match-title">{t('match.viewTitle', { name: member.name })}</h1>
            <MatchPair viewer={viewer?.profile ?? null} member={member} />
            <p>{t('match.text', { name: member.name })}</p>
            <ButtonRow>
              <Button onClick={() => navigate(paths.memberChat(member.id))}>
                {t('match.message', { name: member.name })}
              </Button>
              <PlatformLink to={paths.member(member.id)}>{t('match.openProfile')}</PlatformLink>
              {back}
            </ButtonRow>
          </>
        )}
      </QueryState>
    );
  })();

  return (
    <Page $maxWidth={560} aria-labelledby={query.data ? 'match-title' : undefined}>
      {body}
    </Page>
  );
}
