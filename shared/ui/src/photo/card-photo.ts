import type { MainImage } from '@amora/contracts';

/**
 * The `srcset` of a member's main photo in a card: the card size (360 px wide) and the match size
 * (600 px), for the browser to pick by the card's width and the screen's density. Undefined for a
 * photo from before the card size, whose two URLs are one file (the server answers it twice).
 */
export function cardPhotoSrcSet(image: Pick<MainImage, 'card' | 'match'>): string | undefined {
  return image.card === image.match ? undefined : `${image.card} 360w, ${image.match} 600w`;
}
