import { isHttpError } from '@amora/platform';
import { ErrorPanel, RetryButton } from '@amora/ui';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { BACKOFFICE_NAMESPACE } from './i18n';

/** The staff page's frame: wide enough for the editor beside its preview. */
export const Page = styled.div`
  max-width: 1280px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(3)};
  h1 {
    margin: 0 0 ${({ theme }) => theme.space(4)};
  }
`;

export const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  margin: ${({ theme }) => theme.space(3)} 0;
  th,
  td {
    text-align: left;
    padding: ${({ theme }) => theme.space(2)};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    vertical-align: middle;
  }
  th {
    color: ${({ theme }) => theme.colors.textMuted};
    font-weight: 600;
  }
  td.number,
  th.number {
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
`;

/** The table scrolls sideways on a phone instead of squeezing its columns. */
export const Scroll = styled.div`
  overflow-x: auto;
`;

export interface QueryProblemProps {
  query: { error: unknown; refetch: () => Promise<unknown>; isFetching: boolean };
  title: string;
}

/** A failed load: what failed, the server's words, and a retry. */
export function QueryProblem({ query, title }: QueryProblemProps) {
  const { t } = useTranslation(BACKOFFICE_NAMESPACE);
  return (
    <ErrorPanel
      level={2}
      title={title}
      message={isHttpError(query.error) ? query.error.message : undefined}
      actions={<RetryButton query={query} label={t('landers.retry')} />}
    />
  );
}

/** The server's words for a failed change, or the page's own. */
export function problemOf(error: unknown, fallback: string): string {
  return isHttpError(error) && error.message ? error.message : fallback;
}
