import { isHttpError } from '@amora/platform';
import type { ReactNode } from 'react';
import { Alert } from './Alert.js';
import { ErrorPanel } from './ErrorPanel.js';
import { RetryButton } from './RetryButton.js';
import { Spinner } from './Spinner.js';
import { useApiProblem } from './form/useContractForm.js';

/** As much of a react-query result as the states need (the result itself fits). */
export interface LoadingQuery<Data> {
  data: Data | undefined;
  error: unknown;
  refetch: () => Promise<unknown>;
  isFetching: boolean;
}

export interface QueryProblemProps {
  query: Pick<LoadingQuery<unknown>, 'error' | 'refetch' | 'isFetching'>;
  /** Translated: what could not be loaded ("Your chats could not be loaded"). */
  title: string;
  /** Translated ("Try again"). */
  retryLabel: string;
  /** 1 when the problem is the whole page, 2 inside a page (the default). */
  level?: 1 | 2;
}

/** A failed load: what failed, the server's words (or the generic message), and a retry. */
export function QueryProblem({ query, title, retryLabel, level = 2 }: QueryProblemProps) {
  const problem = useApiProblem(query.error);
  return (
    <ErrorPanel
      level={level}
      title={title}
      message={problem?.message}
      actions={<RetryButton query={query} label={retryLabel} variant="primary" />}
    />
  );
}

export interface QueryStateProps<Data> extends Omit<QueryProblemProps, 'query'> {
  query: LoadingQuery<Data>;
  /** Translated: the spinner's label while the first answer is on its way. */
  loadingLabel: string;
  children: (data: Data) => ReactNode;
}

/**
 * A page's data with its loading and error states: the spinner until the first answer, then the
 * data (kept on screen when a later refresh fails), or the problem with a retry.
 */
export function QueryState<Data>({ query, loadingLabel, children, ...problem }: QueryStateProps<Data>) {
  if (query.data !== undefined) return <>{children(query.data)}</>;
  if (query.error) return <QueryProblem query={query} {...problem} />;
  return <Spinner block label={loadingLabel} />;
}

/**
 * A failed change (a mutation) in a danger alert: the server's words, else `fallback`. Nothing
 * before it fails.
 */
export function MutationProblem({
  mutation,
  fallback,
}: {
  mutation: { isError: boolean; error: unknown };
  /** Translated: what to say when the server gave no message of its own. */
  fallback: string;
}) {
  if (!mutation.isError) return null;
  return <Alert tone="danger">{isHttpError(mutation.error) ? mutation.error.message : fallback}</Alert>;
}
