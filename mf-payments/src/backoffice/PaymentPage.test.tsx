import '@testing-library/jest-dom';
import type { StaffPayment, StaffPaymentDetail } from '@amora/contracts';
import { sentBodies, sentRequests, setUpBackofficeTests } from '@amora/testing';
import { fireEvent, waitFor, within } from '@testing-library/dom';
import * as page from '../exports/backoffice/payments';
import { minorUnits } from './MoneyForms';

const mountAt = setUpBackofficeTests(page, 'payments', '/backoffice/payments');

function aPayment(overrides: Partial<StaffPayment> = {}): StaffPayment {
  return {
    id: 7,
    member_id: 42,
    member_email: 'buyer@example.test',
    status: 'completed',
    method: 'ideal',
    provider: 'sandbox',
    provider_ref: 'sbx_7_0123456789abcdef',
    bundle: 'p2',
    credits: 120,
    amount: 1999,
    fee: 0,
    discount: 0,
    currency: 'EUR',
    country: 'NL',
    refunded: 0,
    review: null,
    review_decision: null,
    reported_amount: null,
    created_at: '2026-12-01T08:00:00.000Z',
    settled_at: '2026-12-01T08:01:00.000Z',
    ...overrides,
  };
}

const detail = (payment: StaffPayment): StaffPaymentDetail => ({
  payment,
  events: [{ id: 1, source: 'webhook', status: 'completed', applied: true, created_at: payment.created_at }],
  ledger: [
    {
      id: 3,
      kind: 'purchase',
      amount: 120,
      balance_after: 120,
      reference: 'payment:7',
      created_at: payment.created_at,
    },
  ],
  refunds: [],
});

describe('a payment (finance)', () => {
  it('reads amounts as people type them', () => {
    expect(minorUnits('19.99')).toBe(1999);
    expect(minorUnits('12,5')).toBe(1250);
    expect(minorUnits('3')).toBe(300);
    expect(minorUnits('1.234')).toBeNull();
    expect(minorUnits('-1')).toBeNull();
  });

  it('shows the provider events and ledger rows, and refunds with a reason and one key per form', async () => {
    const { view, fetch } = await mountAt('/backoffice/payments/7', {
      staff: { roles: ['finance'] },
      routes: {
        'GET /api/staff/payments/7': { body: detail(aPayment()) },
        'POST /api/staff/payments/7/refunds': {
          body: {
            refund: {
              id: 1,
              amount: 1999,
              credits: 120,
              reason: 'x',
              staff_id: 1,
              created_at: '2026-12-01T09:00:00.000Z',
            },
            payment: aPayment({ status: 'refunded', refunded: 1999 }),
            replayed: false,
          },
        },
      },
    });
    expect(await view.findByRole('heading', { level: 1, name: 'Payment 7' })).toBeInTheDocument();
    expect(view.getByRole('table', { name: 'Ledger rows' })).toHaveTextContent('Purchase');
    expect(view.getByText('Provider webhook')).toBeInTheDocument();

    const form = view.getByRole('form', { name: 'Refund' });
    expect(within(form).getByLabelText('Amount in EUR')).toHaveValue('19.99');
    fireEvent.click(within(form).getByRole('button', { name: 'Refund' }));
    expect(await within(form).findByText('Give a reason.')).toBeInTheDocument();
    expect(sentRequests(fetch, 'POST /api/staff/payments/7/refunds')).toHaveLength(0);

    fireEvent.change(within(form).getByLabelText('Amount in EUR'), { target: { value: '25' } });
    fireEvent.change(within(form).getByLabelText('Reason (kept in the audit log)'), {
      target: { value: 'Asked within the return period' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Refund' }));
    expect(await within(form).findByText(/at most €19\.99/)).toBeInTheDocument();

    fireEvent.change(within(form).getByLabelText('Amount in EUR'), { target: { value: '19.99' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Refund' }));
    expect(await view.findByText('€19.99 refunded; 120 credits taken back.')).toBeInTheDocument();
    const [body] = sentBodies(fetch, 'POST /api/staff/payments/7/refunds') as Array<{ key: string }>;
    expect(body).toMatchObject({ amount: 1999, reason: 'Asked within the return period' });
    expect(body!.key).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('offers accept or refund for a payment in review', async () => {
    const payment = aPayment({ status: 'expired', review: 'completed_after_expired' });
    const { view, fetch } = await mountAt('/backoffice/payments/7', {
      staff: { roles: ['finance'] },
      routes: {
        'GET /api/staff/payments/7': { body: detail(payment) },
        'POST /api/staff/payments/7/review': {
          body: {
            payment: { ...payment, status: 'completed', review_decision: 'accepted' },
            replayed: false,
          },
        },
      },
    });
    const form = await view.findByRole('form', { name: 'Review decision' });
    expect(view.queryByRole('form', { name: 'Refund' })).not.toBeInTheDocument();
    fireEvent.click(within(form).getByRole('radio', { name: 'Accept and credit 120 credits' }));
    fireEvent.change(within(form).getByLabelText('Reason (kept in the audit log)'), {
      target: { value: 'Paid at the bank' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Record the decision' }));
    await waitFor(() =>
      expect(sentBodies(fetch, 'POST /api/staff/payments/7/review')[0]).toMatchObject({
        decision: 'accept',
        reason: 'Paid at the bank',
      }),
    );
  });
});
