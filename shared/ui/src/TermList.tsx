export interface TermListProps {
  /** Term and value pairs, in order; terms are unique, as they key the rows. */
  items: ReadonlyArray<readonly [term: string, value: string]>;
  /** So each list can be styled with `styled(TermList)`: a row is the `div` around `dt` and `dd`. */
  className?: string;
  'aria-label'?: string;
}

/** Facts as a description list, each term and its value wrapped in a row. */
export function TermList({ items, className, 'aria-label': label }: TermListProps) {
  return (
    <dl className={className} aria-label={label}>
      {items.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
