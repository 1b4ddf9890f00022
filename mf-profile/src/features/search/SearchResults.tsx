import { type SearchResult } from '@amora/contracts';
import { isHttpError } from '@amora/platform';
import { Alert, Button, QueryProblem, useSession } from '@amora/ui';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useMemberSearch, type SearchFilters } from '../../api/search';
import { NAMESPACE } from '../../i18n';
import { ProfileCardGrid } from '../shared/ProfileCardGrid';
import { firstRowCards } from '../shared/ProfileGrid';
import { ProfileCardSkeletons } from '../shared/ProfileCardSkeletons';
import { useFictionalLabel } from '../shared/useFictionalLabel';
import { useViewer } from '../shared/useViewer';
import { LoadMore } from './LoadMore';
import { SignupPrompt } from './SignupPrompt';
import { useFirstScreenFirst } from './useFirstScreenFirst';

const SKELETON_CARDS = 8;

const Count = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(4)};
  font-weight: 600;
`;

const Empty = styled.div`
  padding: ${({ theme }) => theme.space(8)} ${({ theme }) => theme.space(4)};
  text-align: center;
  h2 {
    margin: 0 0 ${({ theme }) => theme.space(2)};
    font-size: ${({ theme }) => theme.font.size.lg};
  }
  p {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Similar = styled.section`
  margin-top: ${({ theme }) => theme.space(8)};
  h2 {
    font-size: ${({ theme }) => theme.font.size.lg};
  }
`;

/** Pages may overlap when members join while someone scrolls: each member is listed once. */
function uniqueById(profiles: SearchResult[]): SearchResult[] {
  const seen = new Set<number>();
  return profiles.filter((profile) => !seen.has(profile.id) && seen.add(profile.id));
}

export interface SearchResultsProps {
  filters: SearchFilters;
  /** Shown in the empty state when filters are set. */
  onClear: (() => void) | null;
}

/** The results of one search: count, cards page by page, similar profiles, and every other state. */
export function SearchResults({ filters, onClear }: SearchResultsProps) {
  const { t } = useTranslation(NAMESPACE);
  const viewer = useViewer();
  const fictionalLabel = useFictionalLabel();
  const realMembersOnly = useSession().user?.real_members_only === true;
  const search = useMemberSearch(filters, viewer.id, realMembersOnly);
  // The first row's photos first: the page's largest paint is one of them (ProfileCardGrid).
  const [firstRow] = useState(firstRowCards);
  const grid = useRef<HTMLUListElement>(null);
  /** After "Load more" by button, focus moves to the first new card (the button may disappear). */
  const focusFrom = useRef<number | null>(null);

  const pages = search.data?.pages;
  const profiles = useMemo(() => uniqueById(pages?.flatMap((page) => page.profiles) ?? []), [pages]);
  // Two rows of cards cover a first screen at every width (two to four cards a row).
  const shown = useFirstScreenFirst(profiles, firstRow * 2);
  const { fetchNextPage, isFetchingNextPage } = search;
  const loadMore = useCallback(
    (fromButton: boolean) => {
      // The sentinel and the button may both ask for the same page: one request, not a second
      // that cancels and repeats the first (react-query's default for fetchNextPage).
      if (isFetchingNextPage) return;
      focusFrom.current = fromButton ? profiles.length : null;
      void fetchNextPage({ cancelRefetch: false });
    },
    [fetchNextPage, isFetchingNextPage, profiles.length],
  );

  useEffect(() => {
    const index = focusFrom.current;
    if (index === null || profiles.length <= index) return;
    focusFrom.current = null;
    grid.current?.querySelectorAll<HTMLElement>(':scope > li > a')[index]?.focus();
  }, [profiles.length]);

  // The loading words stand where the count will: the grid starts at the same height in both.
  if (search.isPending)
    return (
      <>
        <Count role="status">{t('search.loading')}</Count>
        <ProfileCardSkeletons count={SKELETON_CARDS} />
      </>
    );
  if (search.isError && !search.isFetchNextPageError) {
    const error = search.error;
    if (isHttpError(error) && error.code === 'login_required')
      return <SignupPrompt message={error.message} />;
    return (
      <QueryProblem level={2} query={search} title={t('search.errorTitle')} retryLabel={t('search.retry')} />
    );
  }

  const first = pages?.[0];
  const similar = first?.similar ?? [];
  return (
    <>
      <Count role="status">{t('search.count', { count: first?.numResults ?? profiles.length })}</Count>
      {profiles.length ? (
        <ProfileCardGrid
          ref={grid}
          aria-label={t('search.resultsLabel')}
          profiles={shown.items}
          fictionalLabel={fictionalLabel}
          eagerPhotos={firstRow}
        />
      ) : (
        <Empty>
          <h2>{t('search.emptyTitle')}</h2>
          <p>{t('search.emptyText')}</p>
          {onClear ? (
            <Button variant="ghost" onClick={onClear}>
              {t('search.clear')}
            </Button>
          ) : null}
        </Empty>
      )}
      {search.isFetchNextPageError ? (
        <Alert tone="danger">
          {isHttpError(search.error) ? search.error.message : t('search.loadMoreFailed')}
        </Alert>
      ) : null}
      {search.hasNextPage && shown.complete ? (
        <LoadMore onLoad={loadMore} loading={search.isFetchingNextPage} />
      ) : null}
      {similar.length ? (
        <Similar aria-labelledby="search-similar-title">
          <h2 id="search-similar-title">{t('search.similarTitle')}</h2>
          <ProfileCardGrid profiles={similar} fictionalLabel={fictionalLabel} />
        </Similar>
      ) : null}
    </>
  );
}
