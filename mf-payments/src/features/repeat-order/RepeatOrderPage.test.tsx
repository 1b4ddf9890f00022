import '@testing-library/jest-dom';
import { aUser, sentBodies, sentRequests } from '@amora/testing';
import { fireEvent, waitFor } from '@testing-library/dom';
import { anOffer, NO_WELCOME, setUpPaymentsArea } from '../../test-support/payments-fixtures';
import { checkoutNavigation } from '../checkout/usePay';

const mountAt = setUpPaymentsArea();
const buyer = aUser({ credits: 4, paid_user: true });

describe('repeat order page', () => {
  it('repeats the last order with the same method in one confirmation', async () => {
    const assign = jest.spyOn(checkoutNavigation, 'assign').mockImplementation(() => undefined);
    const { view, fetch } = await mountAt('/credits/repeat-order', {
      user: buyer,
      routes: {
        'GET /api/credits.php': {
          body: anOffer({
            last_order: { payment_id: 9, bundle: 'p1', method: 'paypal', country: 'NL', repeatable: true },
          }),
        },
        'POST /api/payments.php': { body: { payment_id: 10, checkout_url: '/sandbox/checkout/10' } },
      },
    });
    expect(await view.findByText('50 credits again, paid with PayPal.')).toBeInTheDocument();
    fireEvent.click(view.getByRole('button', { name: 'Pay €10.34 with PayPal' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/sandbox/checkout/10'));
    expect(sentBodies(fetch, 'POST /api/payments.php')[0]).toMatchObject({
      bundle: 'p1',
      method: 'paypal',
      country: 'NL',
    });
    expect(sentBodies(fetch, 'POST /api/payments.php')[0]).not.toHaveProperty('discount_code');
    assign.mockRestore();
  });

  it('uses the prices of the last order’s country', async () => {
    const { view, fetch } = await mountAt('/credits/repeat-order', {
      user: buyer,
      routes: {
        'GET /api/credits.php': (url) =>
          url.searchParams.get('country') === 'BE'
            ? { body: anOffer({ country: 'BE', methods: [{ id: 'creditcard', fee: 25, repeatable: true }] }) }
            : {
                body: anOffer({
                  last_order: {
                    payment_id: 9,
                    bundle: 'p0',
                    method: 'creditcard',
                    country: 'BE',
                    repeatable: true,
                  },
                }),
              },
      },
    });
    expect(await view.findByRole('button', { name: 'Pay €5.24 with Credit card' })).toBeInTheDocument();
    expect(sentRequests(fetch, 'GET /api/credits.php').map((r) => r.query)).toEqual([{}, { country: 'BE' }]);
  });

  it('offers the method choice with the bundle preselected when the method cannot be charged again', async () => {
    const { view } = await mountAt('/credits/repeat-order', {
      user: buyer,
      routes: {
        'GET /api/credits.php': {
          body: anOffer({
            last_order: { payment_id: 9, bundle: 'p2', method: 'ideal', country: 'NL', repeatable: false },
          }),
        },
        'GET /api/discountcode.php': NO_WELCOME,
      },
    });
    expect(
      await view.findByText(
        'Your last payment method cannot be charged again in one step. Choose a payment method for the same bundle.',
      ),
    ).toBeInTheDocument();
    expect(window.location.pathname).toBe('/credits/p2');
    expect(view.getByRole('button', { name: 'Pay €19.99' })).toBeDisabled();
  });

  it('has a clear empty state before the first purchase', async () => {
    const { view } = await mountAt('/credits/repeat-order', {
      user: aUser(),
      routes: { 'GET /api/credits.php': { body: anOffer() } },
    });
    expect(
      await view.findByText('You have not bought credits yet, so there is no order to repeat.'),
    ).toBeInTheDocument();
    expect(view.getByRole('link', { name: 'See the credit bundles' })).toHaveAttribute('href', '/credits');
  });
});
