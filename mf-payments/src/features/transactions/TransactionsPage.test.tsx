import '@testing-library/jest-dom';
import { aUser, apiRefusal, sentRequests } from '@amora/testing';
import { fireEvent, waitFor, within } from '@testing-library/dom';
import {
  aPaymentState,
  aStatement,
  anEntry,
  anOffer,
  setUpPaymentsArea,
} from '../../test-support/payments-fixtures';

const mountAt = setUpPaymentsArea();
const member = aUser({ id: 5, credits: 0, paid_user: false });

describe('payment result page', () => {
  it('waits while pending, then shows the credits added and reads the member again', async () => {
    let polls = 0;
    const { view, fetch, platform } = await mountAt('/transactions/41', {
      user: member,
      routes: {
        'GET /api/transactions.php': () =>
          ++polls === 1
            ? { body: aPaymentState() }
            : {
                body: aPaymentState({
                  status: 'completed',
                  balance: 120,
                  settled_at: '2026-11-25T10:00:05Z',
                }),
              },
        'GET /api/user.php': { body: { user: { ...member, credits: 120, paid_user: true } } },
      },
    });
    expect(await view.findByRole('heading', { name: 'Please wait' })).toBeInTheDocument();
    expect(view.getByRole('status')).toHaveTextContent('Waiting for the confirmation of your payment…');
    expect(
      await view.findByRole('heading', { name: 'Payment completed' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(view.getByText('120 credits have been added to your account.')).toBeInTheDocument();
    expect(view.getByText('Your balance is now 120 credits.')).toBeInTheDocument();
    expect(view.getByText('You paid €19.99 with iDEAL.')).toBeInTheDocument();
    expect(sentRequests(fetch, 'GET /api/transactions.php')[0]?.query).toEqual({ id: '41' });
    await waitFor(() =>
      expect(platform.session.getState().user).toMatchObject({ credits: 120, paid_user: true }),
    );
    expect(
      await view.findByText('You are now a premium member: all photos are unlocked.'),
    ).toBeInTheDocument();
    expect(view.getByRole('link', { name: 'Find members' })).toHaveAttribute('href', '/members');
  });

  it('says until when the purchase pause runs when the payment settled inside one', async () => {
    const { view } = await mountAt('/transactions/41', {
      user: member,
      routes: {
        'GET /api/transactions.php': {
          body: aPaymentState({ status: 'completed', balance: 120, cool_off_until: '2026-11-26T10:00:00Z' }),
        },
      },
    });
    expect(await view.findByRole('heading', { name: 'Payment completed' })).toBeInTheDocument();
    expect(
      view.getByText(/^Your purchase pause runs until .*2026.*: you can buy again from then\.$/),
    ).toBeInTheDocument();
  });

  it('offers another method after a failed or cancelled payment', async () => {
    const { view } = await mountAt('/transactions/41', {
      user: member,
      routes: { 'GET /api/transactions.php': { body: aPaymentState({ status: 'cancelled' }) } },
    });
    expect(await view.findByText('Payment failed or has been cancelled.')).toBeInTheDocument();
    expect(view.getByRole('link', { name: 'Try another method' })).toHaveAttribute('href', '/credits/p2');
  });

  it('offers a retry with the card or a wallet after a failed card payment', async () => {
    const { view } = await mountAt('/transactions/44', {
      user: member,
      routes: {
        'GET /api/transactions.php': {
          body: aPaymentState({ payment_id: 44, status: 'failed', method: 'visa' }),
        },
        'GET /api/credits.php': { body: anOffer() },
      },
    });
    expect(await view.findByText('Credit card payment failed')).toBeInTheDocument();
    expect(view.getByRole('link', { name: 'Try the card again' })).toHaveAttribute(
      'href',
      '/credits/p2/visa',
    );
    expect(await view.findByRole('link', { name: 'Pay with PayPal' })).toHaveAttribute(
      'href',
      '/credits/p2/paypal',
    );
  });

  it('says when a payment does not exist', async () => {
    const { view } = await mountAt('/transactions/999', {
      user: member,
      routes: { 'GET /api/transactions.php': apiRefusal(404, 'not_found', 'Not found.') },
    });
    expect(await view.findByText('This payment was not found.')).toBeInTheDocument();
    const other = await mountAt('/transactions/abc', { user: member });
    expect(await other.view.findByText('This payment was not found.')).toBeInTheDocument();
  });
});

describe('statement', () => {
  it('lists every movement with what it was, purchases with method, amount and fee, and pages on', async () => {
    const purchase = anEntry({
      kind: 'purchase',
      amount: 120,
      balance_after: 120,
      reference: 'payment:41',
      payment: {
        id: 41,
        method: 'ideal',
        bundle: 'p2',
        amount: 1500,
        fee: 0,
        discount: 499,
        currency: 'EUR',
        status: 'completed',
      },
    });
    const message = anEntry({ kind: 'message', amount: -5, balance_after: 115 });
    const old = anEntry({ kind: 'bonus', amount: 10, balance_after: 10, reference: 'seed' });
    const { view, fetch } = await mountAt('/transactions', {
      user: member,
      routes: {
        'GET /api/transactions.php': (url) => ({
          body: url.searchParams.get('before')
            ? aStatement([old])
            : aStatement([message, purchase], { next_before: purchase.id }),
        }),
      },
    });
    expect(await view.findByRole('heading', { name: 'Your credit statement' })).toBeInTheDocument();
    expect(view.getByText('Balance: 115 credits')).toBeInTheDocument();
    const list = view.getByRole('list', { name: 'Movements' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(first).toHaveTextContent('Message sent');
    expect(first).toHaveTextContent('-5 credits');
    expect(second).toHaveTextContent('Credits bought with iDEAL');
    expect(second).toHaveTextContent('Paid €15.00, including a €0.00 fee. Discount €4.99.');
    expect(second).toHaveTextContent('+120 credits');
    expect(within(second!).getByRole('link', { name: 'Payment 41' })).toHaveAttribute(
      'href',
      '/transactions/41',
    );
    expect(view.getByText('Spent on messages').nextElementSibling).toHaveTextContent('-5');
    expect(view.getByText('Bought').nextElementSibling).toHaveTextContent('120');

    fireEvent.click(view.getByRole('button', { name: 'Show older movements' }));
    expect(await within(list).findByText('Bonus credits')).toBeInTheDocument();
    expect(sentRequests(fetch, 'GET /api/transactions.php')[1]?.query).toEqual({
      before: String(purchase.id),
    });
    expect(view.queryByRole('button', { name: 'Show older movements' })).toBeNull();
  });

  it('shows the member’s spending controls below the statement', async () => {
    const { view } = await mountAt('/transactions', {
      user: member,
      routes: {
        'GET /api/transactions.php': { body: aStatement([], { balance: 0 }) },
        'GET /api/spending-controls.php': {
          body: {
            daily_cap: 50,
            monthly_cap: null,
            cool_off_hours: null,
            cool_off_until: null,
            monthly_statement: true,
            spent_today: 5,
            spent_this_month: 40,
          },
        },
      },
    });
    expect(await view.findByRole('heading', { level: 2, name: 'Spending controls' })).toBeInTheDocument();
    expect(await view.findByLabelText('Daily limit (credits)')).toHaveValue('50');
  });

  it('has an empty state that leads to the bundles', async () => {
    const { view } = await mountAt('/transactions', {
      user: member,
      routes: { 'GET /api/transactions.php': { body: aStatement([], { balance: 0 }) } },
    });
    expect(await view.findByText('No credits have moved yet.')).toBeInTheDocument();
    expect(view.getByRole('link', { name: 'Buy credits' })).toHaveAttribute('href', '/credits');
  });
});
