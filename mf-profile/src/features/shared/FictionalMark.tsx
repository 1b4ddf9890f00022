import { IconMark } from './IconMark';

export interface FictionalMarkProps {
  /** The site's label for a fictional profile (`fictional_singular`). */
  label: string;
  className?: string;
}

/** The fictional-profile icon with the site's label, so the mark is never colour or icon alone. */
export function FictionalMark({ label, className }: FictionalMarkProps) {
  return (
    <IconMark
      tone="secondary"
      label={label}
      className={className}
      icon={
        <>
          <circle cx="8" cy="8" r="7" fill="none" stroke="currentColor" strokeWidth="1.5" />
          <circle cx="5.5" cy="6.5" r="1" fill="currentColor" />
          <circle cx="10.5" cy="6.5" r="1" fill="currentColor" />
          <path d="M4.5 10c1.8 2 5.2 2 7 0" fill="none" stroke="currentColor" strokeWidth="1.5" />
        </>
      }
    />
  );
}
