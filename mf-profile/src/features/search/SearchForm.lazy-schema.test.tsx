import '@testing-library/jest-dom';
import { fireEvent, waitFor } from '@testing-library/dom';
import { setUpProfileArea } from './test-support/mount-profile';
import { openEmptySearch, page, searchFetch, searches, showFilters } from './test-support/search-server';

/*
 * /members without the search schema (ADR 0051): the address filters are read with
 * the plain parser, and the form loads its schema with `import()` on first use. Its own file: the
 * schema, once loaded, stays loaded for the rest of a test file.
 */
let mockSchemaLoads = 0;
let mockDownloadFails = false;
jest.mock('./search-schema', () => {
  mockSchemaLoads += 1;
  if (mockDownloadFails) throw new Error('Loading chunk search-schema failed.');
  return jest.requireActual('./search-schema');
});

const mountAt = setUpProfileArea();

describe('member search before its schema is loaded', () => {
  it('searches with the good filters of the address and drops the bad ones, without the schema', async () => {
    const fetch = searchFetch({ first: page() });
    await mountAt('/members?gender=other&country=NL&countryregion=Utrecht&min_age=17&max_age=040', { fetch });

    await waitFor(() =>
      expect(searches(fetch)).toEqual([{ country: 'NL', countryregion: 'Utrecht', max_age: '40' }]),
    );
    expect(mockSchemaLoads).toBe(0);
  });

  it('shows the generic message when the schema cannot be downloaded, and searches on the next try', async () => {
    const { view, fetch } = await openEmptySearch(mountAt, '/members');
    showFilters(view);
    fireEvent.change(view.getByLabelText('Minimum age'), { target: { value: '30' } });

    mockDownloadFails = true;
    fireEvent.click(view.getByRole('button', { name: 'Search' }));
    expect(await view.findByRole('alert')).toHaveTextContent('An error occured, please try again later.');
    expect(window.location.search).toBe('');
    expect(searches(fetch)).toHaveLength(1);

    mockDownloadFails = false;
    fireEvent.click(view.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(window.location.search).toBe('?min_age=30'));
    await waitFor(() => expect(searches(fetch)).toEqual([{}, { min_age: '30' }]));
    expect(view.queryByRole('alert')).toBeNull();
  });
});
