import { CARD_PHOTO_SIZES, preloadCardPhoto } from './card-photo';

const SHARP = { card: '/media/photos/ab/ab.card.webp', match: '/media/photos/ab/ab.match.webp' };

function preloads(): HTMLLinkElement[] {
  return [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')];
}

afterEach(() => {
  for (const link of preloads()) link.remove();
});

describe("preloadCardPhoto: the grid's first photo asked for before the cards render", () => {
  it('preloads the image the <img> will choose: its own srcset and sizes, at high priority', () => {
    preloadCardPhoto(SHARP);

    expect(preloads()).toHaveLength(1);
    const link = preloads()[0]!;
    expect(link.getAttribute('as')).toBe('image');
    expect(link.getAttribute('href')).toBe(SHARP.card);
    expect(link.getAttribute('imagesrcset')).toBe(`${SHARP.card} 360w, ${SHARP.match} 600w`);
    expect(link.getAttribute('imagesizes')).toBe(CARD_PHOTO_SIZES);
    expect(link.getAttribute('fetchpriority')).toBe('high');
  });

  it('names only the file when the card and match images are one file (no srcset on the <img> either)', () => {
    preloadCardPhoto({ card: '/media/one.webp', match: '/media/one.webp' });

    const link = preloads()[0]!;
    expect(link.getAttribute('href')).toBe('/media/one.webp');
    expect(link.hasAttribute('imagesrcset')).toBe(false);
    expect(link.hasAttribute('imagesizes')).toBe(false);
  });

  it('asks once for a photo already being preloaded', () => {
    preloadCardPhoto(SHARP);
    preloadCardPhoto(SHARP);

    expect(preloads()).toHaveLength(1);
  });

  it.each(['load', 'error'])('removes its link once the photo has settled (%s)', (event) => {
    preloadCardPhoto(SHARP);
    preloads()[0]!.dispatchEvent(new Event(event));

    expect(preloads()).toHaveLength(0);
  });

  it('does nothing without a photo (a silhouette card)', () => {
    preloadCardPhoto(null);
    preloadCardPhoto(undefined);

    expect(preloads()).toHaveLength(0);
  });
});
