import '@testing-library/jest-dom';
import { aUser, apiRefusal, sentBodies, sentRequests } from '@amora/testing';
import { fireEvent, waitFor, within } from '@testing-library/dom';
import { aWelcomeCode, anOffer, NO_WELCOME, setUpPaymentsArea } from '../../test-support/payments-fixtures';
import { checkoutNavigation } from './usePay';

const mountAt = setUpPaymentsArea();
const member = aUser({ credits: 0 });
const routes = {
  'GET /api/credits.php': { body: anOffer() },
  'GET /api/discountcode.php': NO_WELCOME,
};
let assign: jest.SpyInstance;

beforeEach(() => {
  assign = jest.spyOn(checkoutNavigation, 'assign').mockImplementation(() => undefined);
});
afterEach(() => assign.mockRestore());

describe('payment method page', () => {
  it('lists the methods of the payment country with their fee as text badges', async () => {
    const { view } = await mountAt('/credits/p2', { user: member, routes });
    const group = await view.findByRole('group', { name: 'Payment method' });
    const choices = within(group).getAllByRole('radio');
    expect(choices).toHaveLength(4);
    expect(within(group).getByRole('radio', { name: 'iDEAL No fee' })).not.toBeChecked();
    expect(within(group).getByRole('radio', { name: 'Credit card Fee €0.25' })).toBeInTheDocument();
    expect(
      within(group).getByRole('radio', { name: 'SEPA Direct Debit With a direct debit mandate' }),
    ).toBeInTheDocument();
    expect(view.getByRole('button', { name: 'Pay €19.99' })).toBeDisabled();
    expect(view.getByText('Choose a payment method to continue.')).toBeInTheDocument();
  });

  it('adds the fee to the total and pays once per click, then goes to the checkout', async () => {
    const { view, fetch } = await mountAt('/credits/p2', {
      user: member,
      routes: {
        ...routes,
        'POST /api/payments.php': { body: { payment_id: 41, checkout_url: '/sandbox/checkout/41' } },
      },
    });
    fireEvent.click(await view.findByRole('radio', { name: 'PayPal Fee €0.35' }));
    const pay = await view.findByRole('button', { name: 'Pay €20.34' });
    fireEvent.click(pay);
    fireEvent.click(pay);
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/sandbox/checkout/41'));
    const bodies = sentBodies(fetch, 'POST /api/payments.php') as Array<Record<string, string>>;
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).toEqual({
      bundle: 'p2',
      method: 'paypal',
      client_key: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    expect(window.location.pathname).toBe('/credits/p2/paypal');
    expect(view.getByRole('button', { name: 'One moment…' })).toBeDisabled();
  });

  it('sends the discount and the payment country along and shows the discounted total', async () => {
    const { view, fetch } = await mountAt('/credits/p2/ideal?country=NL', {
      user: member,
      routes: {
        ...routes,
        'GET /api/discountcode.php': (url) =>
          url.searchParams.get('welcome') === 'true' ? { body: aWelcomeCode() } : NO_WELCOME,
        'POST /api/payments.php': { body: { payment_id: 42, checkout_url: 'https://pay.example/c/42' } },
      },
    });
    expect(await view.findByText('Discount')).toBeInTheDocument();
    expect(view.getByText('-€4.99')).toBeInTheDocument();
    fireEvent.click(view.getByRole('button', { name: 'Pay €15.00' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://pay.example/c/42'));
    expect(sentBodies(fetch, 'POST /api/payments.php')[0]).toMatchObject({
      bundle: 'p2',
      method: 'ideal',
      country: 'NL',
      discount_code: 'TIMEBONUS25',
    });
  });

  it('shows the server’s refusal and makes a new key for the next try', async () => {
    let calls = 0;
    const { view, fetch } = await mountAt('/credits/p1/creditcard', {
      user: member,
      routes: {
        ...routes,
        'POST /api/payments.php': () =>
          ++calls === 1
            ? apiRefusal(422, 'method_unavailable', 'This payment method is not offered in your country.')
            : { body: { payment_id: 43, checkout_url: '/sandbox/checkout/43' } },
      },
    });
    fireEvent.click(await view.findByRole('button', { name: 'Pay €10.24' }));
    expect(await view.findByText('This payment method is not offered in your country.')).toBeInTheDocument();
    fireEvent.click(view.getByRole('button', { name: 'Pay €10.24' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/sandbox/checkout/43'));
    const [first, second] = sentRequests(fetch, 'POST /api/payments.php').map(
      (r) => (r.body as { client_key: string }).client_key,
    );
    expect(first).not.toEqual(second);
  });

  it('sends direct debit to the mandate form with the bundle', async () => {
    const { view, fetch } = await mountAt('/credits/p3/directdebit', { user: member, routes });
    fireEvent.click(await view.findByRole('button', { name: 'Continue to direct debit' }));
    await waitFor(() => expect(window.location.pathname).toBe('/directdebit'));
    expect(window.location.search).toBe('?bundle=p3');
    expect(sentRequests(fetch, 'POST /api/payments.php')).toHaveLength(0);
  });

  it('explains an unknown bundle', async () => {
    const { view } = await mountAt('/credits/p9', { user: member, routes });
    expect(await view.findByText('This credit bundle does not exist.')).toBeInTheDocument();
  });

  it('warns when the method in the URL is not offered in the payment country', async () => {
    const { view } = await mountAt('/credits/p0/swish', { user: member, routes });
    expect(
      await view.findByText(
        'This payment method is not offered in your payment country. Choose another one.',
      ),
    ).toBeInTheDocument();
    expect(view.getByRole('button', { name: 'Pay €4.99' })).toBeDisabled();
  });
});
