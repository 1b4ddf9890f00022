import { theme } from '@amora/ui';
import { render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { ProfileCardSkeletons } from './ProfileCardSkeletons';

function renderSkeletons(count: number) {
  return render(
    <ThemeProvider theme={theme}>
      <ProfileCardSkeletons count={count} />
    </ThemeProvider>,
  );
}

describe('the search results skeleton', () => {
  it('is hidden from assistive technology: the page announces the loading in words', () => {
    renderSkeletons(8);
    expect(screen.getByTestId('profile-skeletons')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryAllByRole('listitem')).toHaveLength(0);
  });

  it('draws as many cards as asked, each a photo and two lines', () => {
    renderSkeletons(8);
    const cards = [...screen.getByTestId('profile-skeletons').children];
    expect(cards).toHaveLength(8);
    for (const card of cards) {
      expect(card.tagName).toBe('LI');
      expect([...card.children].map((shape) => shape.className)).toEqual([
        'skeleton-shape skeleton-photo',
        'skeleton-shape skeleton-line',
        'skeleton-shape skeleton-line skeleton-line-short',
      ]);
    }
  });

  it('styles every shape through the grid, so the shapes are plain elements with no class of their own', () => {
    renderSkeletons(2);
    const grid = screen.getByTestId('profile-skeletons');
    const styledClasses = (element: Element) =>
      [...element.classList].filter((name) => !name.startsWith('skeleton-'));
    expect(styledClasses(grid).length).toBeGreaterThan(0);
    for (const element of grid.querySelectorAll('li, span')) expect(styledClasses(element)).toEqual([]);
  });
});
