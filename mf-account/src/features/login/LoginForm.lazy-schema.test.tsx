import '@testing-library/jest-dom';
import { aUser, fakeFetch, jsonFetch, sentBodies, setUpAreaTests } from '@amora/testing';
import { fireEvent, waitFor } from '@testing-library/dom';
import * as app from '../../exports/app';

/*
 * The login form's schema is not part of /login's first load (ADR 0051): it is
 * loaded with `import()` on the form's first focus, and a submit waits for it. Its own file: the
 * schema, once loaded, stays loaded for the rest of a test file.
 */
let mockSchemaLoads = 0;
let mockDownloadFails = false;
jest.mock('./login-schema', () => {
  mockSchemaLoads += 1;
  if (mockDownloadFails) throw new Error('Loading chunk login-schema failed.');
  return jest.requireActual('./login-schema');
});

const mountAt = setUpAreaTests(app, 'mf_account');

it('loads the schema on the first focus, shows the generic message when that fails and logs in on a retry', async () => {
  const logins: unknown[] = [];
  const fetch = fakeFetch(jsonFetch({ 'POST /api/user.php': { status: 200, body: { user: aUser() } } }));
  const { view } = await mountAt('/login', {
    fetch,
    prepare: (platform) => void platform.events.on('session:login', ({ user }) => logins.push(user)),
  });
  await view.findByRole('heading', { level: 1, name: 'Log in' });
  expect(mockSchemaLoads).toBe(0);

  // The download fails: the first focus fails quietly, the submit tries again and says so.
  mockDownloadFails = true;
  view.getByLabelText('E-mail address').focus();
  await waitFor(() => expect(mockSchemaLoads).toBe(1));
  fireEvent.change(view.getByLabelText('E-mail address'), { target: { value: 'ann@amora.test' } });
  fireEvent.change(view.getByLabelText('Password'), { target: { value: 'secret' } });
  fireEvent.click(view.getByRole('button', { name: 'Log in' }));
  expect(await view.findByRole('alert')).toHaveTextContent('An error occured, please try again later.');
  expect(mockSchemaLoads).toBe(2);
  expect(sentBodies(fetch, 'POST /api/user.php')).toEqual([]);

  // The connection is back: the next submit loads the schema, checks and logs in.
  mockDownloadFails = false;
  fireEvent.click(view.getByRole('button', { name: 'Log in' }));
  await waitFor(() => expect(logins).toHaveLength(1));
  expect(sentBodies(fetch, 'POST /api/user.php')).toEqual([{ email: 'ann@amora.test', password: 'secret' }]);
  expect(view.queryByRole('alert')).toBeNull();
});
