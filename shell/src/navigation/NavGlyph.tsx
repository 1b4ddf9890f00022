import type { NavIcon } from './nav-items';

/** Outline icons, 24×24, drawn in the current text colour; decorative (the label names the item). */
const PATHS: Record<NavIcon | 'back' | 'account', string> = {
  search: 'M10.5 4a6.5 6.5 0 1 1 0 13 6.5 6.5 0 0 1 0-13zM15.3 15.3 20 20',
  messages: 'M4 5h16v11H9l-5 4z',
  likes: 'M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z',
  credits: 'M12 4a8 8 0 1 1 0 16 8 8 0 0 1 0-16zM9 12h6M12 9v6',
  premium: 'M12 3.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8-5.2-2.8-5.2 2.8 1-5.8-4.3-4.1 5.9-.9z',
  back: 'M15 18l-6-6 6-6',
  account: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4.5 20a7.5 7.5 0 0 1 15 0',
};

export interface NavGlyphProps {
  icon: keyof typeof PATHS;
}

export function NavGlyph({ icon }: NavGlyphProps) {
  return (
    <svg
      width="24"
      height="24"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={PATHS[icon]} />
    </svg>
  );
}
