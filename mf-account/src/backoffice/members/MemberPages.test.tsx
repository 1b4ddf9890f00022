import '@testing-library/jest-dom';
import { aStaffMember, sentBodies, sentRequests, setUpBackofficeTests } from '@amora/testing';
import { fireEvent, within } from '@testing-library/dom';
import * as page from '../../exports/backoffice/members';

const mountAt = setUpBackofficeTests(page, 'members', '/backoffice/members');

const MEMBER = aStaffMember({
  signup_source: { trafficsource: 'newsletter' },
  statement: [
    {
      id: 3,
      kind: 'bonus',
      amount: 20,
      balance_after: 40,
      reference: 'signup',
      created_at: '2026-11-01T08:05:00.000Z',
    },
  ],
  devices: [
    { id: 1, service: 'fcm.googleapis.com', created_at: '2026-11-02T08:00:00.000Z', expires_at: null },
  ],
  sessions: 2,
});

describe('member support (staff)', () => {
  it('asks for the reason before searching, and opens the member found with it', async () => {
    const { view, fetch } = await mountAt('/backoffice/members', {
      routes: {
        'GET /api/staff/members': {
          body: {
            members: [
              {
                id: 12,
                email: 'ann@example.test',
                name: 'Ann',
                site_domain: 'amora.test',
                status: 'confirmed',
                restriction: null,
                signup_date: '2026-11-01T08:00:00.000Z',
              },
            ],
          },
        },
        'GET /api/staff/members/12': { body: MEMBER },
      },
    });
    const form = within(await view.findByRole('form', { name: 'Find a member' }));
    fireEvent.change(form.getByLabelText('E-mail address, member number or name'), {
      target: { value: 'Ann' },
    });
    fireEvent.click(form.getByRole('button', { name: 'Search' }));
    expect(form.getByText('Please fill this in.')).toBeInTheDocument();
    expect(sentRequests(fetch, 'GET /api/staff/members')).toEqual([]);

    fireEvent.change(form.getByLabelText('Why are you looking?'), { target: { value: 'Complaint C-7' } });
    fireEvent.click(form.getByRole('button', { name: 'Search' }));
    const results = within(await view.findByRole('list', { name: 'Members found' }));
    fireEvent.click(results.getByRole('link', { name: 'No. 12: Ann <ann@example.test> on amora.test' }));
    expect(await view.findByRole('heading', { level: 1, name: 'Member 12: Ann' })).toBeInTheDocument();
    expect(sentRequests(fetch, 'GET /api/staff/members')).toEqual([
      { query: { q: 'Ann', reason: 'Complaint C-7' }, body: undefined },
    ]);
    expect(sentRequests(fetch, 'GET /api/staff/members/12').map((request) => request.query)).toEqual([
      { reason: 'Complaint C-7' },
    ]);
    expect(view.getByText('trafficsource=newsletter')).toBeInTheDocument();
    expect(view.getByText('Direct sign-up, no lander')).toBeInTheDocument();
    expect(view.getByText(/fcm\.googleapis\.com/)).toBeInTheDocument();
  }, 30_000);

  it('names the lander variant the member signed up through', async () => {
    const { view } = await mountAt('/backoffice/members/12?reason=ticket', {
      routes: {
        'GET /api/staff/members/12': {
          body: {
            ...MEMBER,
            signup_lander: {
              key: 'video-spring',
              family: 'video',
              niche: 2,
              language: 'nl',
              visited_at: '2026-10-31T20:00:00.000Z',
            },
          },
        },
      },
    });
    expect(
      await view.findByText(/^Signed up through lander video-spring \(video, nl\) on /),
    ).toBeInTheDocument();
  }, 30_000);

  it('ends all sessions with a reason of its own', async () => {
    const { view, fetch } = await mountAt('/backoffice/members/12?reason=ticket', {
      routes: {
        'GET /api/staff/members/12': { body: MEMBER },
        'POST /api/staff/members/12/sessions/end': { body: { ok: true, sessions_ended: 2 } },
      },
    });
    const action = within(await view.findByRole('form', { name: 'End all sessions' }));
    fireEvent.change(action.getByLabelText('Why? (kept in the audit log)'), {
      target: { value: 'Lost phone' },
    });
    fireEvent.click(action.getByRole('button', { name: 'Log the member out everywhere' }));
    expect(await action.findByText('All sessions have ended.')).toBeInTheDocument();
    expect(sentBodies(fetch, 'POST /api/staff/members/12/sessions/end')).toEqual([{ reason: 'Lost phone' }]);
  }, 30_000);
});
