import '@testing-library/jest-dom';
import type { StaffComplaint } from '@amora/contracts';
import { sentBodies, sentRequests, setUpBackofficeTests } from '@amora/testing';
import { fireEvent, waitFor, within } from '@testing-library/dom';
import * as page from '../exports/backoffice/complaints';

const mountAt = setUpBackofficeTests(page, 'complaints', '/backoffice/complaints');

function aComplaint(overrides: Partial<StaffComplaint> = {}): StaffComplaint {
  return {
    id: 5,
    reference: 'C-2026-0005',
    status: 'open',
    category: 'appeal',
    name: 'Ann',
    email: 'ann@amora.test',
    member_id: 12,
    profile_id: null,
    message: 'I never asked anyone for money.\nPlease look again.',
    language: 'de',
    answer: null,
    answered_at: null,
    closed_at: null,
    created_at: '2026-12-01T08:00:00.000Z',
    ...overrides,
  };
}

describe('complaints (staff)', () => {
  it('lists the complaints by status and pages on', async () => {
    const { view, fetch } = await mountAt('/backoffice/complaints', {
      routes: {
        'GET /api/staff/complaints': (url) => ({
          body:
            url.searchParams.get('status') === 'closed'
              ? { complaints: [], next_cursor: null }
              : url.searchParams.get('cursor')
                ? {
                    complaints: [aComplaint({ id: 6, reference: 'C-6', category: 'payment' })],
                    next_cursor: null,
                  }
                : { complaints: [aComplaint()], next_cursor: 'n' },
        }),
      },
    });
    const list = await view.findByRole('list', { name: 'Complaints' });
    expect(
      within(list).getByRole('link', { name: /C-2026-0005.*Ann.*An appeal against a moderation decision/ }),
    ).toHaveAttribute('href', '/backoffice/complaints/5');
    fireEvent.click(view.getByRole('button', { name: 'Load more' }));
    expect(await within(list).findByText('A payment')).toBeInTheDocument();

    fireEvent.change(view.getByLabelText('Status'), { target: { value: 'closed' } });
    expect(await view.findByText('No complaints here.')).toBeInTheDocument();
    expect(sentRequests(fetch, 'GET /api/staff/complaints').map((request) => request.query)).toEqual([
      { status: 'open' },
      { status: 'open', cursor: 'n' },
      { status: 'closed' },
    ]);
  });

  it('shows the complaint and sends an answer by e-mail', async () => {
    const { view, fetch } = await mountAt('/backoffice/complaints/5', {
      routes: {
        'GET /api/staff/complaints/5': { body: aComplaint() },
        'POST /api/staff/complaints/5/answer': (_url, body) => ({
          body: aComplaint({
            status: 'answered',
            answer: (body as { answer: string }).answer,
            answered_at: '2026-12-01T09:00:00.000Z',
          }),
        }),
      },
    });
    expect(await view.findByRole('heading', { level: 1, name: 'Complaint C-2026-0005' })).toBeInTheDocument();
    expect(view.getByText(/I never asked anyone for money/)).toBeInTheDocument();
    expect(view.getByText('Ann <ann@amora.test>')).toBeInTheDocument();

    const answer = within(view.getByRole('form', { name: 'Answer' }));
    fireEvent.click(answer.getByRole('button', { name: 'Send the answer by e-mail' }));
    expect(answer.getByText('Please fill this in.')).toBeInTheDocument();
    const field = answer.getByLabelText('Your answer');
    expect(field).toHaveAccessibleDescription(/write in their language \(de\)/);
    fireEvent.change(field, { target: { value: ' Wir haben den Fall erneut geöffnet. ' } });
    fireEvent.click(answer.getByRole('button', { name: 'Send the answer by e-mail' }));

    expect(await answer.findByText('The answer is sent.')).toBeInTheDocument();
    expect(sentBodies(fetch, 'POST /api/staff/complaints/5/answer')).toEqual([
      { answer: 'Wir haben den Fall erneut geöffnet.' },
    ]);
    expect(view.getByRole('heading', { name: 'Our answer' })).toBeInTheDocument();
    expect(view.getAllByText('Answered').length).toBeGreaterThan(0);
  });

  it('closes with a reason, after which nothing more can be sent', async () => {
    const { view, fetch } = await mountAt('/backoffice/complaints/5', {
      routes: {
        'GET /api/staff/complaints/5': { body: aComplaint() },
        'POST /api/staff/complaints/5/close': {
          body: aComplaint({ status: 'closed', closed_at: '2026-12-01T10:00:00.000Z' }),
        },
      },
    });
    const close = within(await view.findByRole('form', { name: 'Close' }));
    fireEvent.change(close.getByLabelText('Why is it closed?'), { target: { value: 'Duplicate of C-4.' } });
    fireEvent.click(close.getByRole('button', { name: 'Close the complaint' }));
    await waitFor(() => expect(view.queryByRole('form', { name: 'Answer' })).toBeNull());
    expect(sentBodies(fetch, 'POST /api/staff/complaints/5/close')).toEqual([
      { reason: 'Duplicate of C-4.' },
    ]);
    expect(view.getAllByText('Closed').length).toBeGreaterThan(0);
  });

  it('offers a retry when the complaint could not be loaded', async () => {
    let failing = true;
    const { view } = await mountAt('/backoffice/complaints/5', {
      routes: {
        'GET /api/staff/complaints/5': () =>
          failing
            ? { status: 404, body: { error: 'not_found', message: 'Not found' } }
            : { body: aComplaint() },
      },
    });
    expect(await view.findByRole('alert')).toHaveTextContent('The complaint could not be loaded.');
    failing = false;
    fireEvent.click(view.getByRole('button', { name: 'Try again' }));
    expect(await view.findByRole('heading', { level: 1, name: 'Complaint C-2026-0005' })).toBeInTheDocument();
  });
});
