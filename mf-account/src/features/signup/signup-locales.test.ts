import {
  BODY_TYPES,
  EYE_COLORS,
  GENDERS,
  HAIR_COLORS,
  INTERESTS,
  LOCALES,
  RELATIONSHIP_STATUSES,
  SEXUALITIES,
} from '@amora/contracts';

/** Locale files are read with requireActual: the composite tsconfig does not list JSON. */
const catalogues = Object.fromEntries(
  LOCALES.map((locale) => [
    locale,
    jest.requireActual<Record<string, string>>(`../../locales/signup/${locale}.json`),
  ]),
);
const english = catalogues.en ?? {};

/** Keys built at run time (options of the enums), which the i18n check cannot see in the code. */
const DYNAMIC_KEYS = [
  ...GENDERS.map((value) => `completeSignup.genders.${value}`),
  ...SEXUALITIES.map((value) => `completeSignup.sexualities.${value}`),
  ...RELATIONSHIP_STATUSES.map((value) => `completeSignup.relationshipStatuses.${value}`),
  ...BODY_TYPES.map((value) => `completeSignup.bodyTypes.${value}`),
  ...HAIR_COLORS.map((value) => `completeSignup.hairColors.${value}`),
  ...EYE_COLORS.map((value) => `completeSignup.eyeColors.${value}`),
  ...INTERESTS.map((value) => `completeSignup.interestOptions.${value}`),
];

describe('sign-up translations', () => {
  it.each(LOCALES)('%s has exactly the English keys', (locale) => {
    expect(Object.keys(catalogues[locale] ?? {}).sort()).toEqual(Object.keys(english).sort());
  });

  it('translate every option of the profile enums and every interest', () => {
    const missing = DYNAMIC_KEYS.filter((key) => !english[key]);
    expect(missing).toEqual([]);
  });

  it('stay within the signup, completeSignup and activate prefixes', () => {
    const foreign = Object.keys(english).filter((key) => !/^(signup|completeSignup|activate)\./.test(key));
    expect(foreign).toEqual([]);
  });
});
