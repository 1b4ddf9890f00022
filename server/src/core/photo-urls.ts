/**
 * The served URLs of a photo's match (600×800) and card (360×480) sizes, prefixed with the site's
 * `cdn_prefix`. A photo from before a size existed answers the next larger file it has.
 */
export function sizedPhotoUrls(
  cdnPrefix: string,
  photo: { filename: string; matchFilename: string | null; cardFilename: string | null },
): { match: string; card: string } {
  const match = photo.matchFilename ?? photo.filename;
  return { match: `${cdnPrefix}${match}`, card: `${cdnPrefix}${photo.cardFilename ?? match}` };
}
