import '@testing-library/jest-dom';
import { aProfile, aUser } from '@amora/testing';
import { fireEvent, waitFor, within } from '@testing-library/dom';
import { setUpProfileArea } from './test-support/mount-profile';
import { openEmptySearch, page, searchFetch, searches, showFilters } from './test-support/search-server';

const mountAt = setUpProfileArea();

describe('member search: where it starts', () => {
  const NEAR_34 = { min_age: '29', max_age: '39' };

  it("starts from the member's own preference and ages near their own, and Clear means any", async () => {
    const fetch = searchFetch({ first: page() });
    const user = aUser({ profile: aProfile({ gender: 'male', sexuality: 'hetero', age: 34 }) });
    const { view } = await mountAt('/members', { fetch, user });

    await waitFor(() => expect(searches(fetch)).toEqual([{ gender: 'female', ...NEAR_34 }]));
    showFilters(view);
    expect(view.getByLabelText('Looking for')).toHaveValue('female');
    expect(view.getByLabelText('Minimum age')).toHaveValue('29');
    expect(view.getByText('Women · 29–39 years', { selector: 'p' })).toBeInTheDocument();

    fireEvent.click(view.getAllByRole('button', { name: 'Clear filters' }).at(-1)!);
    await waitFor(() => expect(searches(fetch)).toEqual([{ gender: 'female', ...NEAR_34 }, {}]));
    expect(view.getByText('All members')).toBeInTheDocument();
  });

  it.each([
    ['female', 'lesbian', 'female'],
    ['male', 'gay', 'male'],
  ] as const)('a %s %s member starts with %s members', async (gender, sexuality, expected) => {
    const fetch = searchFetch({ first: page() });
    const user = aUser({ profile: aProfile({ gender, sexuality, age: 34 }) });
    await mountAt('/members', { fetch, user });
    await waitFor(() => expect(searches(fetch)).toEqual([{ gender: expected, ...NEAR_34 }]));
  });

  it('keeps the default ages within what the search accepts', async () => {
    const fetch = searchFetch({ first: page() });
    const user = aUser({ profile: aProfile({ gender: 'male', sexuality: 'bi', age: 20 }) });
    await mountAt('/members', { fetch, user });
    await waitFor(() => expect(searches(fetch)).toEqual([{ min_age: '18', max_age: '25' }]));
  });

  it('a bisexual member and a link with filters start from no preference', async () => {
    const fetch = searchFetch({ first: page() });
    const user = aUser({ profile: aProfile({ gender: 'male', sexuality: 'bi' }) });
    await mountAt('/members?min_age=30', { fetch, user });
    await waitFor(() => expect(searches(fetch)).toEqual([{ min_age: '30' }]));
  });

  it('shows the results first on a phone, the filters behind a button', async () => {
    const { view } = await openEmptySearch(mountAt, '/members?country=NL&min_age=25&max_age=40');
    const toggle = view.getByRole('button', { name: 'Filters' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(view.getByText('Netherlands · 25–40 years')).toBeInTheDocument();
    // Not hidden but not there: the first screen does not render the form and its 250 countries.
    expect(view.queryByRole('search', { hidden: true })).toBeNull();

    fireEvent.click(toggle);
    expect(within(view.getByRole('search')).getByRole('button', { name: 'Search' })).toBeVisible();
    expect(view.getByRole('button', { name: 'Hide filters' })).toHaveAttribute('aria-expanded', 'true');

    // A draft survives closing the panel without searching.
    fireEvent.change(view.getByLabelText('Minimum age'), { target: { value: '30' } });
    fireEvent.click(view.getByRole('button', { name: 'Hide filters' }));
    expect(view.queryByRole('search')).toBeNull();
    fireEvent.click(view.getByRole('button', { name: 'Filters' }));
    expect(view.getByLabelText('Minimum age')).toHaveValue('30');
  });

  it('shows the form at once from 768 px', async () => {
    const matchMedia = jest.fn((query: string) => ({
      matches: query === '(min-width: 768px)',
      addEventListener: jest.fn(),
      removeEventListener: jest.fn(),
    }));
    Object.defineProperty(window, 'matchMedia', { configurable: true, value: matchMedia });
    try {
      const { view } = await openEmptySearch(mountAt, '/members?country=NL');
      expect(view.getByLabelText('Country')).toHaveValue('NL');
      expect(matchMedia).toHaveBeenCalledWith('(min-width: 768px)');
    } finally {
      Reflect.deleteProperty(window, 'matchMedia');
    }
  });
});
