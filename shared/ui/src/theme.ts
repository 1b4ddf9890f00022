import { BRAND_COLORS } from '@amora/contracts/plain';

/**
 * Theme tokens from the spec: primary amber, secondary violet-blue, success green and a custom
 * colour for unread messages; breakpoints 576/768/992/1200 px. No app writes its own hex colour.
 */
export const theme = {
  colors: {
    primary: BRAND_COLORS.primary,
    primaryHover: '#db8e00',
    onPrimary: '#1f1300',
    secondary: BRAND_COLORS.secondary,
    secondaryHover: '#4a40b3',
    onSecondary: BRAND_COLORS.onSecondary,
    success: '#23864a',
    // 5.06:1 under white text (the low-credit badge, 12 px): AA for small text.
    warning: '#a15f00',
    danger: '#c62a3f',
    // 4.56:1 under white text (unread counts, 12 px): the brand pink darkened just enough for AA.
    unreadMessages: '#dd2a68',
    text: '#1d1a24',
    textMuted: '#5f5a6b',
    background: BRAND_COLORS.background,
    surface: '#ffffff',
    border: '#d9d4e2',
    focus: '#2f5bd8',
    overlay: 'rgba(20, 16, 30, 0.55)',
  },
  breakpoints: { sm: 576, md: 768, lg: 992, xl: 1200 },
  space: (n: number) => `${n * 4}px`,
  radius: { sm: '6px', md: '10px', lg: '16px', pill: '999px' },
  font: {
    family: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
    size: { sm: '0.875rem', md: '1rem', lg: '1.25rem', xl: '1.75rem' },
  },
  shadow: { card: '0 1px 3px rgba(20, 16, 30, 0.12)', popover: '0 8px 24px rgba(20, 16, 30, 0.18)' },
  zIndex: { navbar: 100, dropdown: 200, modal: 1000 },
} as const;

export type AmoraTheme = typeof theme;

/** A window from a breakpoint up, for `matchMedia` and `useMediaQuery`: `(min-width: 768px)`. */
export function minWidthQuery(breakpoint: keyof AmoraTheme['breakpoints']): string {
  return `(min-width: ${theme.breakpoints[breakpoint]}px)`;
}

/** Media query from a breakpoint up: `${up('md')} { … }`. */
export function up(breakpoint: keyof AmoraTheme['breakpoints']): string {
  return `@media ${minWidthQuery(breakpoint)}`;
}
