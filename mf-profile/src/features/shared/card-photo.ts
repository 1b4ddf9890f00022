import type { MainImage } from '@amora/contracts';
import { cardPhotoSrcSet } from '@amora/ui';

/**
 * The card's width in the grid (ProfileGrid: two columns, three from 768 px, four from 992 px, in
 * a page of at most 1200 px): the browser takes the card image (360 px wide) where that is sharp
 * enough and the match image (600 px) on sharper screens.
 */
export const CARD_PHOTO_SIZES =
  '(min-width: 1200px) 290px, (min-width: 992px) 24vw, (min-width: 768px) 31vw, 47vw';

/**
 * Starts the download of a grid's first photo (the page's largest paint on a phone) as soon as the
 * results are known, before the cards render: on a slow phone that render takes a few hundred
 * milliseconds, and the photo now downloads meanwhile instead of after it (ADR 0054).
 * A `<link rel=preload>` with the image's own `srcset` and `sizes`, so the browser picks the same
 * file the `<img>` will ask for and the `<img>` finds it in the memory cache; the link goes once
 * the photo has loaded or failed. A photo already preloaded is not asked for twice.
 */
export function preloadCardPhoto(
  image: Pick<MainImage, 'card' | 'match'> | null | undefined,
  doc = document,
): void {
  if (!image) return;
  const already = [...doc.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]')].some(
    (link) => link.getAttribute('href') === image.card,
  );
  if (already) return;
  const link = doc.createElement('link');
  link.rel = 'preload';
  link.setAttribute('as', 'image');
  link.href = image.card;
  const srcSet = cardPhotoSrcSet(image);
  if (srcSet) {
    link.setAttribute('imagesrcset', srcSet);
    link.setAttribute('imagesizes', CARD_PHOTO_SIZES);
  }
  link.setAttribute('fetchpriority', 'high');
  const done = () => link.remove();
  link.addEventListener('load', done, { once: true });
  link.addEventListener('error', done, { once: true });
  doc.head.append(link);
}
