import type { TFunction } from 'i18next';

/**
 * The translated words a profile card shows, looked up once per distinct value for a whole grid.
 * A page of 24 cards asks for the same few relationship statuses, body types, interests and ages
 * again and again, and each `t()` call is some seventy function calls inside i18next; each card
 * asking through a `useTranslation` of its own also subscribed to i18next and built a translator
 * of its own (ADR 0061). The grid makes one of these per translator: react-i18next
 * hands out a new `t` when the language changes or texts arrive, and with it come new labels.
 */
export interface CardLabels {
  /** The language the labels are in, for the place names (`formatPlace`). */
  language: string;
  age(years: number): string;
  relationshipStatus(code: string): string;
  bodyType(code: string): string;
  interest(code: string): string;
  /** "Online", "Active today", "Active this week". */
  activity(band: string): string;
  /** "35 km away"; "In your city" for the same city. */
  distance(km: number): string;
}

export function createCardLabels(t: TFunction, language: string): CardLabels {
  const cache = new Map<string, string>();
  const once = (key: string, translate: () => string): string => {
    let label = cache.get(key);
    if (label === undefined) {
      label = translate();
      cache.set(key, label);
    }
    return label;
  };
  // Unknown codes fall back to the code itself, as the server sent it.
  const word = (key: string, code: string) => once(key, () => t(key, { defaultValue: code }));
  return {
    language,
    age: (years) => once(`card.age#${years}`, () => t('card.age', { count: years })),
    relationshipStatus: (code) => word(`card.relationshipStatuses.${code}`, code),
    bodyType: (code) => word(`card.bodyTypes.${code}`, code),
    interest: (code) => word(`interest.${code}`, code),
    activity: (band) => word(`card.activity.${band}`, band),
    distance: (km) =>
      once(`card.distance#${km}`, () =>
        km === 0
          ? t('card.distanceSameCity')
          : t('card.distance', { km: new Intl.NumberFormat(language).format(km) }),
      ),
  };
}
