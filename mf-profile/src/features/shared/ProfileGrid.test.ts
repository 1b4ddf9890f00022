import { firstRowCards } from './ProfileGrid';

/** A window whose screen is `width` CSS px wide, as far as `min-width` media queries go. */
function windowOf(width: number): Pick<Window, 'matchMedia'> {
  return {
    matchMedia: (query: string) => {
      const px = Number(/min-width: (\d+)px/.exec(query)?.[1]);
      return { matches: width >= px } as MediaQueryList;
    },
  };
}

describe('the first row of member cards', () => {
  it.each([
    [390, 2],
    [767, 2],
    [768, 3],
    [991, 3],
    [992, 4],
    [1440, 4],
  ])('holds, %i px wide, %i cards (the grid columns at 768 and 992 px)', (width, cards) => {
    expect(firstRowCards(windowOf(width))).toBe(cards);
  });

  it('holds two where the width is unknown', () => {
    expect(firstRowCards(undefined)).toBe(2);
    expect(firstRowCards({} as Pick<Window, 'matchMedia'>)).toBe(2);
  });
});
