import type { ReactNode } from 'react';

/**
 * The interface's icons as inline SVG in the text colour (`currentColor`), sized with the text
 * (1em): emoji and pictographs need an emoji font, which many systems (Debian's Chromium among
 * them) lack, so they showed as empty boxes. Always decorative: the control beside or around an
 * icon carries the translated name. Stroke drawings on a 24-unit grid, after the Feather set (MIT).
 */
const PATHS = {
  gift: (
    <>
      <path d="M20 12v9H4v-9" />
      <path d="M2 7h20v5H2z" />
      <path d="M12 22V7" />
      <path d="M12 7H7.5a2.5 2.5 0 0 1 0-5C11 2 12 7 12 7z" />
      <path d="M12 7h4.5a2.5 2.5 0 0 0 0-5C13 2 12 7 12 7z" />
    </>
  ),
  camera: (
    <>
      <path d="M23 19a2 2 0 0 1-2 2H3a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2h4l2-3h6l2 3h4a2 2 0 0 1 2 2z" />
      <circle cx="12" cy="13" r="4" />
    </>
  ),
  heart: (
    <path d="M20.84 4.61a5.5 5.5 0 0 0-7.78 0L12 5.67l-1.06-1.06a5.5 5.5 0 0 0-7.78 7.78l1.06 1.06L12 21.23l7.78-7.78 1.06-1.06a5.5 5.5 0 0 0 0-7.78z" />
  ),
  chat: (
    <path d="M21 11.5a8.38 8.38 0 0 1-.9 3.8 8.5 8.5 0 0 1-7.6 4.7 8.38 8.38 0 0 1-3.8-.9L3 21l1.9-5.7a8.38 8.38 0 0 1-.9-3.8 8.5 8.5 0 0 1 4.7-7.6 8.38 8.38 0 0 1 3.8-.9h.5a8.48 8.48 0 0 1 8 8v.5z" />
  ),
  search: (
    <>
      <circle cx="11" cy="11" r="8" />
      <path d="M21 21l-4.35-4.35" />
    </>
  ),
  pen: (
    <>
      <path d="M12 20h9" />
      <path d="M16.5 3.5a2.12 2.12 0 0 1 3 3L7 19l-4 1 1-4z" />
    </>
  ),
  cross: <path d="M18 6L6 18M6 6l12 12" />,
  undo: (
    <>
      <path d="M1 4v6h6" />
      <path d="M3.51 15a9 9 0 1 0 2.13-9.36L1 10" />
    </>
  ),
  // The gift catalogue's pictures (the server names them by id).
  rose: (
    <>
      <path d="M12 13v9" />
      <path d="M12 18c-2.5 0-4.5-1.2-5.5-3.5 2.5 0 4.5 1.2 5.5 3.5z" />
      <path d="M12 3c-3 0-5 2.2-5 5s2 5 5 5 5-2.2 5-5-2-5-5-5z" />
      <path d="M12 6c-1.4 0-2.5 1-2.5 2.5S10.6 11 12 11" />
    </>
  ),
  coffee: (
    <>
      <path d="M18 8h1a4 4 0 0 1 0 8h-1" />
      <path d="M2 8h16v9a4 4 0 0 1-4 4H6a4 4 0 0 1-4-4z" />
      <path d="M6 1v3M10 1v3M14 1v3" />
    </>
  ),
  chocolate: (
    <>
      <rect x="5" y="2" width="14" height="20" rx="2" />
      <path d="M5 9h14M5 15h14M12 2v20" />
    </>
  ),
  teddy: (
    <>
      <circle cx="12" cy="13" r="7" />
      <circle cx="6" cy="6" r="2.5" />
      <circle cx="18" cy="6" r="2.5" />
      <circle cx="12" cy="15.5" r="2" />
      <path d="M9.5 11h.01M14.5 11h.01" />
    </>
  ),
  champagne: (
    <>
      <path d="M8 2h8l-1 7a3 3 0 0 1-6 0z" />
      <path d="M12 12v8M8 22h8" />
    </>
  ),
  diamond: (
    <>
      <path d="M6 3h12l4 6-10 12L2 9z" />
      <path d="M2 9h20M12 21L8 9l4-6 4 6z" />
    </>
  ),
} satisfies Record<string, ReactNode>;

/** Whether a name (a gift's id from the server, say) is one of the icons. */
export function isIconName(name: string): name is IconName {
  return Object.hasOwn(PATHS, name);
}

export type IconName = keyof typeof PATHS;

export interface IconProps {
  name: IconName;
  /** Filled instead of outlined (a given like's heart). */
  filled?: boolean;
  /** CSS size; the text's size by default. */
  size?: string;
}

export function Icon({ name, filled = false, size = '1em' }: IconProps) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill={filled ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      style={{ verticalAlign: '-0.125em', flex: 'none' }}
    >
      {PATHS[name]}
    </svg>
  );
}
