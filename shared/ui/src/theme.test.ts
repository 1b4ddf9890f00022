import { theme } from './theme.js';

/** WCAG 2 relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((start) => {
    const channel = parseInt(hex.slice(start, start + 2), 16) / 255;
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

describe('theme colours under white badge text (12 px, so WCAG AA asks 4.5:1)', () => {
  it.each(['warning', 'danger', 'success', 'textMuted', 'unreadMessages'] as const)('%s', (tone) => {
    expect(contrast(theme.colors[tone], '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });
});
