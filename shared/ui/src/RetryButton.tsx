import { Button, type ButtonProps } from './Button.js';

export interface RetryButtonProps extends Omit<ButtonProps, 'onClick' | 'busy' | 'children'> {
  /** The failed query (react-query's result fits as it is). */
  query: { refetch: () => Promise<unknown>; isFetching: boolean };
  /** Translated ("Try again"). */
  label: string;
}

/** Asks a failed query again, busy while it runs. */
export function RetryButton({ query, label, variant = 'ghost', ...button }: RetryButtonProps) {
  return (
    <Button variant={variant} onClick={() => void query.refetch()} busy={query.isFetching} {...button}>
      {label}
    </Button>
  );
}
