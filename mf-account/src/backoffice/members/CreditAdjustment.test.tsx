import '@testing-library/jest-dom';
import type { StaffMember } from '@amora/contracts';
import {
  aStaffMember,
  apiRefusal,
  sentBodies,
  sentRequests,
  setUpBackofficeTests,
  type JsonRoutes,
} from '@amora/testing';
import { fireEvent, within } from '@testing-library/dom';
import * as page from '../../exports/backoffice/members';
import { balanceAfter } from './CreditAdjustment';

const mountAt = setUpBackofficeTests(page, 'members', '/backoffice/members');

const MEMBER = aStaffMember();

const ADJUSTED: StaffMember = {
  ...MEMBER,
  credits: { balance: 65, debt: 0 },
  statement: [
    {
      id: 9,
      kind: 'adjustment',
      amount: 25,
      balance_after: 65,
      reference: 'adjustment:staff:1',
      created_at: '2026-11-03T08:00:00.000Z',
    },
  ],
};

const URL = '/backoffice/members/12?reason=ticket';
const FINANCE = { roles: ['support', 'finance'] as const };

async function openForm(routes: JsonRoutes, staff: { roles: readonly string[] } = FINANCE) {
  const mounted = await mountAt(URL, { routes, staff: staff as never });
  fireEvent.click(await mounted.view.findByRole('button', { name: 'Adjust credits' }));
  const form = within(mounted.view.getByRole('form', { name: 'Adjust the credits of member 12' }));
  const fill = (amount: string, reason: string) => {
    fireEvent.change(form.getByLabelText('Credits to add or take'), { target: { value: amount } });
    fireEvent.change(form.getByLabelText('Why? (kept in the audit log)'), { target: { value: reason } });
    fireEvent.click(form.getByRole('button', { name: 'Continue' }));
  };
  return { ...mounted, form, fill };
}

describe('credit adjustment on the member page (staff)', () => {
  it('is not offered to support without finance', async () => {
    const { view } = await mountAt(URL, {
      routes: { 'GET /api/staff/members/12': { body: MEMBER } },
      staff: { roles: ['support'] },
    });
    expect(await view.findByRole('heading', { level: 1, name: 'Member 12: Ann' })).toBeInTheDocument();
    expect(view.queryByRole('button', { name: 'Adjust credits' })).not.toBeInTheDocument();
  }, 30_000);

  it('refuses 0, a non-number and an empty reason, and sends nothing', async () => {
    const { form, fill, fetch } = await openForm({ 'GET /api/staff/members/12': { body: MEMBER } });
    fill('0', '  ');
    expect(form.getByText('Enter a whole number other than 0.')).toBeInTheDocument();
    expect(form.getByText('Please fill this in.')).toBeInTheDocument();
    fill('2.5', 'goodwill');
    expect(form.getByText('Enter a whole number other than 0.')).toBeInTheDocument();
    fill('-41', 'goodwill');
    expect(form.getByText('The member has 40 credits: no more than that can be taken.')).toBeInTheDocument();
    expect(form.queryByRole('button', { name: 'Confirm the adjustment' })).not.toBeInTheDocument();
    expect(sentRequests(fetch, 'POST /api/staff/members/12/credits')).toEqual([]);
  }, 30_000);

  it('shows the resulting balance, adjusts once per opening and refreshes the page', async () => {
    let reads = 0;
    const { view, form, fill, fetch } = await openForm({
      'GET /api/staff/members/12': () => ({ body: (reads += 1) === 1 ? MEMBER : ADJUSTED }),
      'POST /api/staff/members/12/credits': {
        body: { member_id: 12, amount: 25, balance: 65, replayed: false },
      },
    });
    fill('25', 'Goodwill for ticket 7');
    expect(form.getByText('+25 credits: the balance goes from 40 to 65.')).toBeInTheDocument();
    const confirm = form.getByRole('button', { name: 'Confirm the adjustment' });
    fireEvent.click(confirm);
    fireEvent.click(confirm);
    expect(await view.findByText('Credits adjusted by +25. The balance is now 65.')).toBeInTheDocument();
    expect(await view.findByText('adjustment:staff:1')).toBeInTheDocument();
    expect(view.getByText('65 (debt 0)')).toBeInTheDocument();

    const bodies = sentBodies(fetch, 'POST /api/staff/members/12/credits') as Array<{ key: string }>;
    expect(bodies[0]).toEqual({ amount: 25, reason: 'Goodwill for ticket 7', key: expect.any(String) });
    // However often it went out, it went out as one adjustment.
    expect(new Set(bodies.map((body) => body.key)).size).toBe(1);
    expect(view.queryByRole('form', { name: 'Adjust the credits of member 12' })).not.toBeInTheDocument();

    // A new opening is a new adjustment, with a key of its own.
    fireEvent.click(view.getByRole('button', { name: 'Adjust credits' }));
    const again = within(view.getByRole('form', { name: 'Adjust the credits of member 12' }));
    fireEvent.change(again.getByLabelText('Credits to add or take'), { target: { value: '-5' } });
    fireEvent.change(again.getByLabelText('Why? (kept in the audit log)'), {
      target: { value: 'Correction' },
    });
    fireEvent.click(again.getByRole('button', { name: 'Continue' }));
    expect(again.getByText('-5 credits: the balance goes from 65 to 60.')).toBeInTheDocument();
    fireEvent.click(again.getByRole('button', { name: 'Confirm the adjustment' }));
    await view.findByText('Credits adjusted by +25. The balance is now 65.');
    const keys = (sentBodies(fetch, 'POST /api/staff/members/12/credits') as Array<{ key: string }>).map(
      (body) => body.key,
    );
    expect(new Set(keys).size).toBe(2);
  }, 30_000);

  it('shows the server’s refusal and keeps the form', async () => {
    const { form, fill } = await openForm({
      'GET /api/staff/members/12': { body: MEMBER },
      'POST /api/staff/members/12/credits': apiRefusal(
        402,
        'insufficient_credits',
        'The member does not have that many credits.',
      ),
    });
    fill('-30', 'Chargeback');
    fireEvent.click(form.getByRole('button', { name: 'Confirm the adjustment' }));
    expect(await form.findByRole('alert')).toHaveTextContent('The member does not have that many credits.');
    expect(form.getByRole('button', { name: 'Confirm the adjustment' })).toBeInTheDocument();
  }, 30_000);
});

describe('balanceAfter', () => {
  it('pays off debt first with credits in', () => {
    expect(balanceAfter({ balance: 0, debt: 10 }, 25)).toBe(15);
    expect(balanceAfter({ balance: 0, debt: 30 }, 25)).toBe(0);
    expect(balanceAfter({ balance: 40, debt: 0 }, -15)).toBe(25);
  });
});
