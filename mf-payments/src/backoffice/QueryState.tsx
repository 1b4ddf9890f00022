import { isHttpError } from '@amora/platform';
import { Button, ErrorPanel, RetryButton } from '@amora/ui';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { BACKOFFICE_NAMESPACE } from './i18n';

/** The staff pages' frame: wide enough for a payment beside its forms, padded on a phone. */
export const Page = styled.div`
  max-width: 1100px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(3)};
  h1 {
    margin: 0 0 ${({ theme }) => theme.space(4)};
  }
`;

/** Facts on one line, separated by a middle dot; the missing ones left out. */
export function joined(parts: Array<string | null | undefined>): string {
  return parts.filter(Boolean).join(' \u00b7 ');
}

export interface QueryProblemProps {
  query: { error: unknown; refetch: () => Promise<unknown>; isFetching: boolean };
  title: string;
  level?: 1 | 2;
}

/** A failed load: what failed, the server's words, and a retry. */
export function QueryProblem({ query, title, level = 2 }: QueryProblemProps) {
  const { t } = useTranslation(BACKOFFICE_NAMESPACE);
  return (
    <ErrorPanel
      level={level}
      title={title}
      message={isHttpError(query.error) ? query.error.message : undefined}
      actions={<RetryButton query={query} label={t('staff.retry')} />}
    />
  );
}

export interface LoadMoreProps {
  query: { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => Promise<unknown> };
}

/** The next page of a queue, while there is one. */
export function LoadMore({ query }: LoadMoreProps) {
  const { t } = useTranslation(BACKOFFICE_NAMESPACE);
  if (!query.hasNextPage) return null;
  return (
    <Button variant="ghost" busy={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
      {t('staff.loadMore')}
    </Button>
  );
}
