import '@testing-library/jest-dom';
import type { ReportCaseDetail, ReportCaseSummary } from '@amora/contracts';
import { sentBodies, sentRequests, setUpBackofficeTests } from '@amora/testing';
import { fireEvent, waitFor, within } from '@testing-library/dom';
import * as page from '../../exports/backoffice/reports';

const mountAt = setUpBackofficeTests(page, 'reports', '/backoffice/reports');

const anna = { id: 7, name: 'Anna', standing: 'active' as const, suspended_until: null };

function aCase(overrides: Partial<ReportCaseSummary> = {}): ReportCaseSummary {
  return {
    id: 3,
    reference: 'R-3',
    status: 'open',
    reported: anna,
    reasons: ['money', 'spam'],
    report_count: 2,
    opened_at: '2026-11-30T10:00:00.000Z',
    last_reported_at: '2026-12-01T09:00:00.000Z',
    appealed: false,
    ...overrides,
  };
}

function aDetail(): ReportCaseDetail {
  return {
    case: aCase(),
    reports: [
      {
        id: 11,
        reporter: { id: 9, name: 'Ben', standing: 'active', suspended_until: null },
        reason: 'money',
        text: 'Asked me for 300 euros.',
        created_at: '2026-11-30T10:00:00.000Z',
        profile: {
          name: 'Anna',
          age: 29,
          gender: 'female',
          country: 'NL',
          city: 'Utrecht',
          about: 'Hello there',
          photos: [
            { id: 41, url: '/api/staff/photos/41/image', status: 'active' },
            {
              id: 42,
              url: '/media/photos/42.webp',
              status: 'active',
              evidence_url: '/api/staff/reports/3/evidence/11/42',
            },
          ],
        },
        messages: [
          {
            from: 'reported',
            type: 'text',
            text: 'Send me money for the ticket',
            created_at: '2026-11-30T09:00:00.000Z',
          },
          { from: 'reporter', type: 'text', text: 'No.', created_at: '2026-11-30T09:01:00.000Z' },
        ],
      },
    ],
    decisions: [],
  };
}

function aDecidedDetail(): ReportCaseDetail {
  const detail = aDetail();
  return {
    ...detail,
    case: { ...detail.case, status: 'actioned' },
    decisions: [
      {
        id: 1,
        action: 'suspend',
        ground: 'terms_scam',
        reason: 'You asked a member for money.',
        automated: false,
        staff_email: 'mod@amora.test',
        ends_at: '2026-12-08T10:00:00.000Z',
        created_at: '2026-12-01T10:00:00.000Z',
      },
    ],
  };
}

describe('report queue (staff)', () => {
  it('lists the open cases, filters by status and reason, and pages on', async () => {
    const { view, fetch } = await mountAt('/backoffice/reports', {
      routes: {
        'GET /api/staff/reports': (url) => ({
          body: url.searchParams.get('cursor')
            ? { cases: [aCase({ id: 4, reference: 'R-4', reasons: ['other'] })], next_cursor: null }
            : { cases: [aCase()], next_cursor: url.searchParams.get('reason') ? null : 'c2' },
        }),
      },
    });

    const list = await view.findByRole('list', { name: 'Report cases, most severe first' });
    expect(
      within(list).getByRole('link', { name: /R-3.*Anna.*Asks for money.*Spam.*2 reports/ }),
    ).toHaveAttribute('href', '/backoffice/reports/3');
    fireEvent.click(view.getByRole('button', { name: 'Load more' }));
    expect(await view.findByText('R-4')).toBeInTheDocument();

    fireEvent.change(view.getByLabelText('Reason'), { target: { value: 'underage' } });
    fireEvent.change(view.getByLabelText('Status'), { target: { value: 'dismissed' } });
    await waitFor(() =>
      expect(sentRequests(fetch, 'GET /api/staff/reports').at(-1)?.query).toEqual({
        status: 'dismissed',
        reason: 'underage',
      }),
    );
    expect(sentRequests(fetch, 'GET /api/staff/reports')[0]?.query).toEqual({ status: 'open' });
  });

  it('says when there is nothing, and offers a retry when loading failed', async () => {
    let failing = true;
    const { view } = await mountAt('/backoffice/reports', {
      routes: {
        'GET /api/staff/reports': () =>
          failing
            ? { status: 503, body: { error: 'internal_error', message: 'Try later' } }
            : { body: { cases: [], next_cursor: null } },
      },
    });
    expect(await view.findByRole('alert')).toHaveTextContent('The reports could not be loaded.');
    failing = false;
    fireEvent.click(view.getByRole('button', { name: 'Try again' }));
    expect(await view.findByText('No cases here.')).toBeInTheDocument();
  });
});

describe('report case (staff)', () => {
  it('shows the evidence: the report, the profile as reported with its photos, and the chat', async () => {
    const { view } = await mountAt('/backoffice/reports/3', {
      routes: { 'GET /api/staff/reports/3': { body: aDetail() } },
    });
    expect(await view.findByRole('heading', { level: 1, name: 'Case R-3: Anna' })).toBeInTheDocument();
    const report = view.getByRole('article', { name: 'Report by Ben' });
    expect(report).toHaveTextContent('Asked me for 300 euros.');
    // The copy kept with the report, not the member's file (which they may have deleted since).
    expect(within(report).getByRole('img', { name: 'Photo 2' })).toHaveAttribute(
      'src',
      '/api/staff/reports/3/evidence/11/42',
    );
    // Only a member under a restriction can have one lifted.
    expect(view.queryByRole('region', { name: 'Lift a restriction on Anna' })).toBeNull();
    expect(report).toHaveTextContent('Send me money for the ticket');
    expect(view.getByText('No decisions yet.')).toBeInTheDocument();
  });

  it('needs a reason and the days, asks for confirmation, then suspends', async () => {
    let decided = false;
    const {
      view,
      page: doc,
      fetch,
    } = await mountAt('/backoffice/reports/3', {
      routes: {
        'GET /api/staff/reports/3': () => ({ body: decided ? aDecidedDetail() : aDetail() }),
        'POST /api/staff/reports/3/actions': () => {
          decided = true;
          return { body: { ok: true } };
        },
      },
    });
    const form = within(await view.findByRole('region', { name: 'Decide' }));
    fireEvent.click(form.getByRole('button', { name: 'Review the decision' }));
    expect(form.getByText('Choose an action.')).toBeInTheDocument();
    expect(form.getByText('Give a reason.')).toBeInTheDocument();

    fireEvent.click(form.getByRole('radio', { name: 'Suspend' }));
    fireEvent.change(form.getByLabelText('Days of suspension'), { target: { value: '0' } });
    fireEvent.change(form.getByLabelText('Reason (told to the member)'), {
      target: { value: 'You asked a member for money.' },
    });
    fireEvent.change(form.getByLabelText('Ground'), { target: { value: 'terms_scam' } });
    fireEvent.click(form.getByRole('button', { name: 'Review the decision' }));
    expect(form.getByText('Enter a number of days from 1 to 365.')).toBeInTheDocument();
    fireEvent.change(form.getByLabelText('Days of suspension'), { target: { value: '7' } });
    fireEvent.click(form.getByRole('button', { name: 'Review the decision' }));

    const dialog = await doc.findByRole('dialog', { name: 'Confirm the decision' });
    expect(dialog).toHaveTextContent('Suspend Anna for 7 days? Their sessions end at once.');
    expect(sentRequests(fetch, 'POST /api/staff/reports/3/actions')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));

    // The case is read again: decided, with the decision in its history; the form gives way.
    expect(await view.findByText('The decision is recorded; the member is told why.')).toBeInTheDocument();
    expect(await view.findByText('This case is decided. An appeal reopens it.')).toBeInTheDocument();
    expect(view.getByRole('region', { name: 'Decisions' })).toHaveTextContent(
      /Suspend until .*mod@amora\.test/,
    );
    expect(view.queryByRole('region', { name: 'Decide' })).toBeNull();
    expect(sentBodies(fetch, 'POST /api/staff/reports/3/actions')).toEqual([
      { action: 'suspend', reason: 'You asked a member for money.', ground: 'terms_scam', days: 7 },
    ]);
  });

  it('removes the photo picked, and shows a refusal in the confirmation', async () => {
    let calls = 0;
    const {
      view,
      page: doc,
      fetch,
    } = await mountAt('/backoffice/reports/3', {
      routes: {
        'GET /api/staff/reports/3': { body: aDetail() },
        'POST /api/staff/reports/3/actions': () =>
          (calls += 1) === 1
            ? { status: 409, body: { error: 'case_decided', message: 'Someone else decided this case.' } }
            : { body: { ok: true } },
      },
    });
    const form = within(await view.findByRole('region', { name: 'Decide' }));
    fireEvent.click(form.getByRole('radio', { name: 'Remove a photo' }));
    fireEvent.change(form.getByLabelText('Reason (told to the member)'), { target: { value: 'Nudity.' } });
    fireEvent.click(form.getByRole('button', { name: 'Review the decision' }));
    expect(form.getByText('Choose the photo to remove.')).toBeInTheDocument();
    fireEvent.click(
      within(form.getByRole('group', { name: 'Photo to remove' })).getByRole('radio', { name: 'Photo 2' }),
    );
    fireEvent.click(form.getByRole('button', { name: 'Review the decision' }));
    const dialog = await doc.findByRole('dialog', { name: 'Confirm the decision' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Someone else decided this case.');
    expect(sentBodies(fetch, 'POST /api/staff/reports/3/actions')).toEqual([
      { action: 'remove_photo', reason: 'Nudity.', photo_id: 42 },
    ]);
  });

  it('lifts a suspension early with a reason, and shows it in the history', async () => {
    let lifted = false;
    const suspendedAnna = {
      ...anna,
      standing: 'suspended' as const,
      suspended_until: '2026-12-08T10:00:00.000Z',
    };
    const detail = () => {
      const decided = aDecidedDetail();
      return lifted
        ? {
            ...decided,
            decisions: [
              ...decided.decisions,
              {
                id: 2,
                action: 'lift_suspend' as const,
                ground: null,
                reason: 'Provoked by the reporter.',
                automated: false,
                staff_email: 'mod@amora.test',
                ends_at: null,
                created_at: '2026-12-02T10:00:00.000Z',
              },
            ],
          }
        : { ...decided, case: { ...decided.case, reported: suspendedAnna } };
    };
    const { view, fetch } = await mountAt('/backoffice/reports/3', {
      routes: {
        'GET /api/staff/reports/3': () => ({ body: detail() }),
        'POST /api/staff/members/7/lift': () => {
          lifted = true;
          return { body: { decision_id: 2, reference: 'D-2' } };
        },
      },
    });
    const form = within(await view.findByRole('region', { name: 'Lift a restriction on Anna' }));
    expect(form.getByRole('radio', { name: 'End the suspension now' })).toBeChecked();
    fireEvent.click(form.getByRole('button', { name: 'Lift the restriction' }));
    expect(form.getByText('Give a reason.')).toBeInTheDocument();
    expect(sentRequests(fetch, 'POST /api/staff/members/7/lift')).toHaveLength(0);
    fireEvent.change(form.getByLabelText('Reason (told to the member)'), {
      target: { value: 'Provoked by the reporter.' },
    });
    fireEvent.click(form.getByRole('button', { name: 'Lift the restriction' }));
    // The case is read again: the lift is in its history, and the member under no restriction.
    expect(await view.findByText('Suspension lifted')).toBeInTheDocument();
    await waitFor(() =>
      expect(view.getByText('The restriction is lifted; the member is told why.')).toBeInTheDocument(),
    );
    expect(view.queryByRole('button', { name: 'Lift the restriction' })).toBeNull();
    expect(sentBodies(fetch, 'POST /api/staff/members/7/lift')).toEqual([
      { restriction: 'suspend', reason: 'Provoked by the reporter.' },
    ]);
  });
});
