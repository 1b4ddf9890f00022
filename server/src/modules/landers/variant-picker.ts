import { createHash } from 'node:crypto';

/** What the draw needs of a variant. */
export interface Weighted {
  id: number;
  weight: number;
}

/**
 * A visitor's point in [0, 1) for one lander: a hash of the visitor cookie and the page, so the
 * same visitor lands on the same variant on every return without a lookup, and different pages
 * split independently. Uniform enough for an A/B split (SHA-256's first 48 bits).
 */
export function visitorPoint(visitor: string, page: string): number {
  const digest = createHash('sha256').update(`${visitor}\u0000${page}`).digest();
  return digest.readUIntBE(0, 6) / 2 ** 48;
}

/**
 * The variant at `point` of the weighted line of `candidates` (in id order, so adding a variant
 * moves as few visitors as possible: only those whose point now falls in the new share). Null
 * when nothing has weight.
 */
export function pickWeighted<T extends Weighted>(candidates: readonly T[], point: number): T | null {
  const ordered = [...candidates].filter((c) => c.weight > 0).sort((a, b) => a.id - b.id);
  const total = ordered.reduce((sum, c) => sum + c.weight, 0);
  if (total === 0) return null;
  let threshold = point * total;
  for (const candidate of ordered) {
    if (threshold < candidate.weight) return candidate;
    threshold -= candidate.weight;
  }
  return ordered[ordered.length - 1]!;
}

/** Most specific first: a variant for the exact slug and language beats a catch-all one. */
export function specificity(
  variant: { slug: string; language: string | null; siteId: number | null },
  slug: string,
): number {
  return (
    (variant.slug === slug && slug !== '' ? 4 : 0) + (variant.language ? 2 : 0) + (variant.siteId ? 1 : 0)
  );
}
