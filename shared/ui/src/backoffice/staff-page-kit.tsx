import { isHttpError } from '@amora/platform';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '../Button.js';
import { ErrorPanel } from '../ErrorPanel.js';
import { RetryButton } from '../RetryButton.js';
import { up } from '../theme.js';

/** The staff pages' frame: wide enough for a record beside its forms, padded on a phone. */
export const StaffPage = styled.div`
  max-width: 1100px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(3)};
  h1 {
    margin: 0 0 ${({ theme }) => theme.space(4)};
  }
`;

/**
 * A list of records (payments, reports, complaints), each item one link: a card on a phone, one
 * line from `md` up with its parts in the `$columns` grid. The first `strong` is the record's name.
 */
export const StaffRecordList = styled.ol<{ $columns: string }>`
  list-style: none;
  margin: ${({ theme }) => theme.space(4)} 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  > li {
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.colors.surface};
  }
  > li > a {
    display: grid;
    gap: ${({ theme }) => theme.space(1)};
    padding: ${({ theme }) => theme.space(3)};
    color: inherit;
    text-decoration: none;
    overflow-wrap: anywhere;
    ${up('md')} {
      grid-template-columns: ${({ $columns }) => $columns};
      align-items: center;
    }
  }
  a:hover strong,
  a:focus-visible strong {
    text-decoration: underline;
  }
`;

/** Facts on one line, separated by a middle dot; the missing ones left out. */
export function joined(parts: Array<string | null | undefined>): string {
  return parts.filter(Boolean).join(' \u00b7 ');
}

export interface StaffQueryProblemProps {
  query: { error: unknown; refetch: () => Promise<unknown>; isFetching: boolean };
  title: string;
  level?: 1 | 2;
  /** The retry button's text, in the area's staff namespace. */
  retryLabel: string;
}

/** A failed load: what failed, the server's words, and a retry. */
export function StaffQueryProblem({ query, title, level = 2, retryLabel }: StaffQueryProblemProps) {
  return (
    <ErrorPanel
      level={level}
      title={title}
      message={isHttpError(query.error) ? query.error.message : undefined}
      actions={<RetryButton query={query} label={retryLabel} />}
    />
  );
}

export interface StaffLoadMoreProps {
  query: { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => Promise<unknown> };
  label: string;
}

/** The next page of a queue, while there is one. */
export function StaffLoadMore({ query, label }: StaffLoadMoreProps) {
  if (!query.hasNextPage) return null;
  return (
    <Button variant="ghost" busy={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
      {label}
    </Button>
  );
}

/**
 * The failed-load panel and the next-page button of one area's staff pages, named by that area's
 * staff texts (`staff.retry` and `staff.loadMore` in its namespace).
 */
export function staffQueryParts(namespace: string) {
  function QueryProblem(props: Omit<StaffQueryProblemProps, 'retryLabel'>) {
    const { t: areaT } = useTranslation(namespace);
    return <StaffQueryProblem {...props} retryLabel={areaT('staff.retry')} />;
  }
  function LoadMore(props: Omit<StaffLoadMoreProps, 'label'>) {
    const { t: areaT } = useTranslation(namespace);
    return <StaffLoadMore {...props} label={areaT('staff.loadMore')} />;
  }
  return { QueryProblem, LoadMore };
}
