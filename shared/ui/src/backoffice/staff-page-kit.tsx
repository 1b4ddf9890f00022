import { isHttpError } from '@amora/platform';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '../Button.js';
import { ErrorPanel } from '../ErrorPanel.js';
import { RetryButton } from '../RetryButton.js';
import { MutedText } from '../page-layout.js';
import { Spinner } from '../Spinner.js';
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

export interface StaffRecordsProps<Item> {
  query: StaffQueryProblemProps['query'] & StaffLoadMoreProps['query'] & { isPending: boolean };
  /** The records loaded so far (all pages). */
  items: readonly Item[];
  /** Translated: what could not be loaded. */
  failedTitle: string;
  /** Translated: what an empty list means ("No open complaints"). */
  empty: string;
  /** Translated: the list's accessible name. */
  label: string;
  /** The grid of an item's parts from `md` up (StaffRecordList's `$columns`). */
  columns: string;
  /** One record: an `li` with its link. */
  children: (item: Item) => ReactNode;
}

/**
 * The failed-load panel, the next-page button and the record list of one area's staff pages,
 * named by that area's staff texts (`staff.loading`, `staff.retry` and `staff.loadMore`).
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
  /** A queue or search result: loading, failed, empty, or its records with the next page. */
  function Records<Item>({
    query,
    items,
    failedTitle,
    empty,
    label,
    columns,
    children,
  }: StaffRecordsProps<Item>) {
    const { t: areaT } = useTranslation(namespace);
    if (query.isPending) return <Spinner block label={areaT('staff.loading')} />;
    if (query.error) return <QueryProblem query={query} title={failedTitle} />;
    if (items.length === 0) return <MutedText>{empty}</MutedText>;
    return (
      <>
        <StaffRecordList $columns={columns} aria-label={label}>
          {items.map(children)}
        </StaffRecordList>
        <LoadMore query={query} />
      </>
    );
  }
  return { QueryProblem, LoadMore, Records };
}
