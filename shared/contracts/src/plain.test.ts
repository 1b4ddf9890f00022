/*
 * The plain entry must not load zod: it is what every page's boot path imports (ADR 0049). With
 * zod replaced by a module that throws on load, importing the entry still works, and it offers
 * what the boot path uses.
 */
jest.mock('zod/mini', () => {
  throw new Error('zod was loaded by @amora/contracts/plain');
});
jest.mock('zod', () => {
  throw new Error('zod was loaded by @amora/contracts/plain');
});

describe('@amora/contracts/plain', () => {
  it('loads without zod and offers the boot path its checks', async () => {
    const plain = await import('./plain');
    expect(plain.isLocale('de')).toBe(true);
    expect(plain.trackingFromQuery(new URLSearchParams('aff_sub=x&cpc=1'))).toEqual({ sub1: 'x' });
    expect(plain.parseTrackingParams({ ref: 'a', other: 1 })).toEqual({ ref: 'a' });
    expect(plain.parseTrackingParams({ ref: 'x'.repeat(101) })).toBeNull();
    expect(plain.isApiError({ error: 'not_found', message: 'Not here.' })).toBe(true);
    expect(plain.isApiError({ error: 'no_such_code', message: 'x' })).toBe(false);
    expect(plain.isApiError({ error: 'not_found', message: 'x', fields: { a: 1 } })).toBe(false);
    expect(plain.parseRegistry({ schemaVersion: 1, remotes: {} })).toEqual({
      registry: { schemaVersion: 1, remotes: {} },
      errors: [],
    });
    expect(plain.ROUTES.length).toBeGreaterThan(10);
    // The member search reads its address filters on the first render (ADR 0051).
    expect(plain.parseSearchFilter('min_age', '018')).toBe(18);
    expect(plain.parseSearchFilter('country', 'de')).toBeUndefined();
    expect(plain.MAX_SEARCH_AGE).toBe(99);
    // The sign-up form's first render and its date check, before its schema is loaded (ADR 0051).
    expect(plain.suggestEmail('ann@gmial.com')).toBe('ann@gmail.com');
    expect(plain.dateOfBirthProblem('2010-02-31', 18, new Date('2026-01-01'))).toBe(
      'validation.dateOfBirthInvalid',
    );
    expect(plain.SIGNUP_MESSAGE_MAX_LENGTH).toBe(500);
    expect(plain.DEFAULT_MIN_AGE).toBe(18);
  });

  it('the full entry still loads zod (the mock above is what makes this test able to fail)', async () => {
    await expect(import('./index')).rejects.toThrow('zod was loaded');
  });
});
