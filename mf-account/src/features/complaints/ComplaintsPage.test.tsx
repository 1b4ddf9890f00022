import { apiRefusal, aProfile, aUser, sentBodies, type AreaTestOptions } from '@amora/testing';
import { fireEvent } from '@testing-library/dom';
import { setUpAccountArea } from '../settings/test-support/account-area';

const mountAt = setUpAccountArea();
const SUBMIT = 'POST /api/complaints.php';

async function openComplaints({
  path = '/complaints',
  ...options
}: AreaTestOptions & { path?: string } = {}) {
  const area = await mountAt(path, { user: null, ...options });
  await area.view.findByRole('heading', { level: 1, name: 'Submit a complaint' });
  const { view } = area;
  const fill = (values: Partial<Record<'name' | 'email' | 'category' | 'profile' | 'message', string>>) => {
    const fields = {
      name: 'Your name',
      email: 'Your e-mail address',
      category: 'What is your complaint about?',
      profile: 'Profile number (optional)',
      message: 'Your complaint',
    } as const;
    for (const [field, value] of Object.entries(values))
      fireEvent.change(view.getByLabelText(fields[field as keyof typeof fields]), { target: { value } });
  };
  const send = () => fireEvent.click(view.getByRole('button', { name: 'Send complaint' }));
  return { ...area, fill, send };
}

describe('complaints page', () => {
  it('submitted empty, shows every required field message and sends nothing', async () => {
    const { view, send, fetch } = await openComplaints();

    send();

    expect(await view.findByText('Enter a name.')).toBeInTheDocument();
    expect(view.getByText('Enter your e-mail address.')).toBeInTheDocument();
    expect(view.getByText('Choose what your complaint is about.')).toBeInTheDocument();
    expect(
      view.getByText('Please describe it in a few more words (at least 10 characters).'),
    ).toBeInTheDocument();
    expect(view.getByLabelText('What is your complaint about?')).toHaveAttribute('aria-invalid', 'true');
    expect(sentBodies(fetch, SUBMIT)).toEqual([]);
  });

  it('rejects a profile number that is not a number', async () => {
    const { view, fill, send, fetch } = await openComplaints();
    fill({
      name: 'Ann',
      email: 'ann@amora.test',
      category: 'profile',
      profile: 'abc',
      message: 'This profile is fake.',
    });

    send();

    expect(await view.findByText('This value is not valid.')).toBeInTheDocument();
    expect(sentBodies(fetch, SUBMIT)).toEqual([]);
  });

  it('fills in the name and address of a logged-in member', async () => {
    const user = aUser({ email: 'ann@amora.test', profile: aProfile({ name: 'Ann' }) });
    const { view } = await openComplaints({ user });

    expect(view.getByLabelText('Your name')).toHaveValue('Ann');
    expect(view.getByLabelText('Your e-mail address')).toHaveValue('ann@amora.test');
  });

  it('offers the translated categories', async () => {
    const { view } = await openComplaints();

    const select = view.getByLabelText('What is your complaint about?') as HTMLSelectElement;
    const options = [...select.options];
    expect(options.map((option) => option.textContent)).toEqual([
      'Choose a topic…',
      'A profile',
      'A message',
      'A payment',
      'A technical problem',
      'Privacy',
      'Contesting a moderation decision',
      'Something else',
    ]);
  });

  it('shows the field messages the server sends', async () => {
    const { view, fill, send } = await openComplaints({
      routes: {
        [SUBMIT]: apiRefusal(400, 'validation_failed', 'Please check the highlighted fields.', {
          profile_id: 'This value is not valid.',
        }),
      },
    });
    fill({
      name: 'Ann',
      email: 'ann@amora.test',
      category: 'profile',
      profile: '999999',
      message: 'This profile is fake.',
    });

    send();

    expect(await view.findByRole('alert')).toHaveTextContent('Please check the highlighted fields.');
    expect(view.getByLabelText('Profile number (optional)')).toHaveAccessibleDescription(
      'This value is not valid.',
    );
  });

  it('sends the complaint and shows its reference', async () => {
    const { view, fill, send, fetch } = await openComplaints({
      routes: { [SUBMIT]: { body: { ok: true, reference: 'C-2026-0042' } } },
    });
    fill({
      name: ' Ann ',
      email: 'ann@amora.test',
      category: 'message',
      profile: '1234',
      message: ' I received a rude message. ',
    });

    send();

    expect(await view.findByRole('status')).toHaveTextContent(
      'Thank you, we received your complaint (reference C-2026-0042) and sent a confirmation to your e-mail address.',
    );
    expect(sentBodies(fetch, SUBMIT)).toEqual([
      {
        name: 'Ann',
        email: 'ann@amora.test',
        category: 'message',
        profile_id: 1234,
        message: 'I received a rude message.',
      },
    ]);
    expect(view.queryByRole('button', { name: 'Send complaint' })).toBeNull();
  });

  it('appeals a decision with its reference, filled in from the link of the statement', async () => {
    const { view, fill, send, fetch } = await openComplaints({
      path: '/complaints?category=appeal&reference=D-00C0FFEE',
      routes: { [SUBMIT]: { body: { ok: true, reference: 'C-9' } } },
    });
    expect(view.getByLabelText('What is your complaint about?')).toHaveValue('appeal');
    const reference = view.getByLabelText('Reference of the decision (D-…, optional)');
    expect(reference).toHaveValue('D-00C0FFEE');
    expect(reference).toHaveAccessibleDescription(/for example D-1A2B3C4D/);
    fill({ name: 'Ann', email: 'ann@amora.test', message: 'I never asked anyone for money.' });

    send();

    expect(await view.findByRole('status')).toHaveTextContent('reference C-9');
    expect(sentBodies(fetch, SUBMIT)).toEqual([
      {
        name: 'Ann',
        email: 'ann@amora.test',
        category: 'appeal',
        decision_reference: 'D-00C0FFEE',
        message: 'I never asked anyone for money.',
      },
    ]);
  });

  it('asks for a decision reference only for an appeal', async () => {
    const { view, fill } = await openComplaints();
    expect(view.queryByLabelText('Reference of the decision (D-…, optional)')).toBeNull();
    fill({ category: 'appeal' });
    expect(view.getByLabelText('Reference of the decision (D-…, optional)')).toHaveAttribute(
      'maxlength',
      '10',
    );
    fill({ category: 'payment' });
    expect(view.queryByLabelText('Reference of the decision (D-…, optional)')).toBeNull();
  });

  it('asks for the decision reference of an appeal, and sends it', async () => {
    const { view, fill, send, fetch } = await openComplaints({
      routes: { [SUBMIT]: { body: { ok: true, reference: 'C-2' } } },
    });
    const reference = 'Reference of the decision (D-…, optional)';
    expect(view.queryByLabelText(reference)).toBeNull();
    fill({ name: 'Ann', email: 'ann@amora.test', category: 'appeal', message: 'Please look at this again.' });
    fireEvent.change(view.getByLabelText(reference), { target: { value: ' d-0a1b2c3d ' } });

    send();

    await view.findByRole('status');
    expect(sentBodies(fetch, SUBMIT)).toEqual([
      {
        name: 'Ann',
        email: 'ann@amora.test',
        category: 'appeal',
        decision_reference: 'D-0A1B2C3D',
        message: 'Please look at this again.',
      },
    ]);
  });

  it('leaves out an empty profile number', async () => {
    const { view, fill, send, fetch } = await openComplaints({
      routes: { [SUBMIT]: { body: { ok: true, reference: 'C-1' } } },
    });
    fill({ name: 'Ann', email: 'ann@amora.test', category: 'other', message: 'Something went wrong here.' });

    send();

    await view.findByRole('status');
    expect(sentBodies(fetch, SUBMIT)).toEqual([
      { name: 'Ann', email: 'ann@amora.test', category: 'other', message: 'Something went wrong here.' },
    ]);
  });
});
