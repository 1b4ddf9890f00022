import type { Gift, MessageKey, SiteSettings } from '@amora/contracts';

/**
 * The gift catalogue. A gift's price is the site's `gift_credits` times its weight, so a site
 * that prices gifts differently changes one setting. The picture is an emoji: nothing to load.
 */
const CATALOGUE = [
  { id: 'rose', symbol: '🌹', weight: 1 },
  { id: 'coffee', symbol: '☕', weight: 1 },
  { id: 'chocolate', symbol: '🍫', weight: 2 },
  { id: 'teddy', symbol: '🧸', weight: 3 },
  { id: 'champagne', symbol: '🥂', weight: 5 },
  { id: 'diamond', symbol: '💎', weight: 10 },
] as const;

export type GiftId = (typeof CATALOGUE)[number]['id'];

/** The costs the site sets for visitors of `country` (`minimum_message_costs`), if any. */
const countryCosts = (settings: SiteSettings, country: string | null) =>
  country ? settings.minimum_message_costs[country] : undefined;

/** A gift's unit: the site's `gift_credits`, at least the country's `gift_costs`, at least 1. */
const giftUnit = (settings: SiteSettings, country: string | null) =>
  Math.max(1, settings.gift_credits, countryCosts(settings, country)?.gift_costs ?? 0);

export function giftCatalogue(
  settings: SiteSettings,
  translate: (key: MessageKey) => string,
  country: string | null = null,
): Gift[] {
  return CATALOGUE.map((gift) => ({
    id: gift.id,
    name: translate(`gifts.${gift.id}` as MessageKey),
    symbol: gift.symbol,
    credits: giftUnit(settings, country) * gift.weight,
  }));
}

/** A gift's price on this site for a sender in `country`, or null for an id not in the catalogue. */
export function giftPrice(
  settings: SiteSettings,
  giftId: string,
  country: string | null = null,
): number | null {
  const gift = CATALOGUE.find((g) => g.id === giftId);
  return gift ? giftUnit(settings, country) * gift.weight : null;
}

/** The cheapest and the dearest gift on this site, in credits (the public price list). */
export function giftPriceRange(
  settings: SiteSettings,
  country: string | null = null,
): { min: number; max: number } {
  const prices = CATALOGUE.map((gift) => giftUnit(settings, country) * gift.weight);
  return { min: Math.min(...prices), max: Math.max(...prices) };
}

/** A chat photo's price: the site's `photo_credits`, at least the country's `photo_costs`. */
export function photoPrice(settings: SiteSettings, country: string | null): number {
  return Math.max(settings.photo_credits, countryCosts(settings, country)?.photo_costs ?? 0);
}

/**
 * A text message's price: the site's `message_credits`, at least the `minimum_message_costs` of
 * the sender's country where the site sets one (spec section 3).
 */
export function textPrice(settings: SiteSettings, country: string | null): number {
  const minimum = country ? (settings.minimum_message_costs[country]?.costs ?? 0) : 0;
  return Math.max(settings.message_credits, minimum);
}
