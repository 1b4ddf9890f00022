import '@testing-library/jest-dom';
import { aUser, jsonFetch, sentBodies } from '@amora/testing';
import { fireEvent, waitFor } from '@testing-library/dom';
import { mountAccount, setUpMountedAccount } from './test-support/mount-account';

/*
 * The sign-up schema is not part of /signup's first load (ADR 0051): it is loaded with
 * `import()` on the form's first focus or input, and a submit waits for it. Its own file: the
 * schema, once loaded, stays loaded for the rest of a test file.
 */
let mockSchemaLoads = 0;
let mockDownloadFails = false;
jest.mock('./signup-schema', () => {
  mockSchemaLoads += 1;
  if (mockDownloadFails) throw new Error('Loading chunk signup-schema failed.');
  return jest.requireActual('./signup-schema');
});

setUpMountedAccount();

it('loads the schema on first use, shows the generic message when that fails, and checks and signs up on a retry', async () => {
  const user = aUser({ status: 'not_confirmed', signup_step: 0, first_contact_id: null });
  const fetch = jest.fn(jsonFetch({ 'POST /api/signup.php': { status: 200, body: { user } } }));
  const { view, platform } = await mountAccount('/signup', { fetch });
  await view.findByRole('heading', { level: 1, name: 'Create your free account' });
  // The form renders (date selects, limits, texts) without its schema.
  expect(view.getByLabelText('Year')).toBeInTheDocument();
  expect(mockSchemaLoads).toBe(0);

  // The download fails: the first focus fails quietly, the submit tries again and says so.
  mockDownloadFails = true;
  view.getByLabelText('E-mail address').focus();
  await waitFor(() => expect(mockSchemaLoads).toBe(1));
  fireEvent.change(view.getByLabelText('E-mail address'), { target: { value: 'ann@amora.test' } });
  fireEvent.change(view.getByLabelText('Username'), { target: { value: 'ann@amora.test' } });
  fireEvent.change(view.getByLabelText('Choose a password'), { target: { value: 'secret12' } });
  fireEvent.change(view.getByLabelText('Day'), { target: { value: '17' } });
  fireEvent.change(view.getByLabelText('Month'), { target: { value: '5' } });
  fireEvent.change(view.getByLabelText('Year'), { target: { value: '1990' } });
  const submit = () => fireEvent.click(view.getByRole('button', { name: 'Sign up for free' }));
  submit();
  expect(await view.findByRole('alert')).toHaveTextContent('An error occured, please try again later.');
  expect(mockSchemaLoads).toBe(2);
  expect(sentBodies(fetch, 'POST /api/signup.php')).toEqual([]);

  // The connection is back: the next submit loads the schema and checks with it and the form's
  // own rules (the name may not be the e-mail address), before anything is sent.
  mockDownloadFails = false;
  submit();
  expect(await view.findByText('Your name may not be your e-mail address.')).toBeInTheDocument();
  expect(view.queryByRole('alert')).toBeNull();
  expect(mockSchemaLoads).toBe(3);
  expect(sentBodies(fetch, 'POST /api/signup.php')).toEqual([]);

  // Checked at once from now on: a valid entry goes out and the member goes on.
  fireEvent.change(view.getByLabelText('Username'), { target: { value: 'Ann' } });
  submit();
  await waitFor(() => expect(platform.navigations).toEqual(['/complete-signup']));
  expect(sentBodies(fetch, 'POST /api/signup.php')).toEqual([
    expect.objectContaining({ email: 'ann@amora.test', name: 'Ann', date_of_birth: '1990-05-17' }),
  ]);
  expect(mockSchemaLoads).toBe(3);
});
