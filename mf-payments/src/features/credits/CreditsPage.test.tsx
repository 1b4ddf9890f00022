import '@testing-library/jest-dom';
import { aUser, apiRefusal, sentRequests } from '@amora/testing';
import { fireEvent, waitFor, within } from '@testing-library/dom';
import { aWelcomeCode, anOffer, NO_WELCOME, setUpPaymentsArea } from '../../test-support/payments-fixtures';

const mountAt = setUpPaymentsArea();
const member = aUser({ credits: 0, paid_user: false });

describe('credits page', () => {
  it('lists the bundles with price, price per credit and the popular one marked', async () => {
    const { view, fetch } = await mountAt('/credits', {
      user: member,
      routes: { 'GET /api/credits.php': { body: anOffer() }, 'GET /api/discountcode.php': NO_WELCOME },
    });
    const list = await view.findByRole('list', { name: 'Credit bundles' });
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(4);
    const popular = within(list).getByRole('listitem', { name: '120 credits' });
    expect(within(popular).getByText('Most popular')).toBeInTheDocument();
    expect(within(popular).getByText('€19.99')).toBeInTheDocument();
    expect(within(popular).getByText('€0.167 per credit')).toBeInTheDocument();
    expect(within(popular).getByRole('link', { name: 'Choose' })).toHaveAttribute('href', '/credits/p2');
    expect(within(list).getAllByText('Most popular')).toHaveLength(1);
    expect(sentRequests(fetch, 'GET /api/credits.php')[0]?.query).toEqual({});
  });

  it('applies the welcome discount while the time bonus runs: old and new price and the countdown', async () => {
    const { view } = await mountAt('/credits', {
      user: member,
      routes: {
        'GET /api/credits.php': { body: anOffer() },
        'GET /api/discountcode.php': (url) =>
          url.searchParams.get('welcome') === 'true' ? { body: aWelcomeCode() } : NO_WELCOME,
      },
    });
    expect(await view.findByText('Welcome bonus: 25% off your credits.')).toBeInTheDocument();
    expect(view.getByRole('timer')).toHaveTextContent(/^03:59:0[67]$/);
    const popular = view.getByRole('listitem', { name: '120 credits' });
    expect(within(popular).getByText('€19.99')).toHaveAttribute('aria-label', 'Was €19.99');
    expect(within(popular).getByText('Now €15.00')).toBeInTheDocument();
  });

  it('does not ask for a welcome discount for a paying member', async () => {
    const { view, fetch } = await mountAt('/credits', {
      user: aUser({ paid_user: true, credits: 40 }),
      routes: { 'GET /api/credits.php': { body: anOffer() } },
    });
    await view.findByRole('list', { name: 'Credit bundles' });
    expect(sentRequests(fetch, 'GET /api/discountcode.php')).toHaveLength(0);
  });

  it('checks a typed code with the server and shows its refusal under the field', async () => {
    const { view, fetch } = await mountAt('/credits', {
      user: member,
      routes: {
        'GET /api/credits.php': { body: anOffer() },
        'GET /api/discountcode.php': (url) =>
          url.searchParams.get('code') === 'SPRING10'
            ? {
                body: aWelcomeCode(0, {
                  code: 'SPRING10',
                  value_percentage: 10,
                  validity: null,
                  expires: null,
                }),
              }
            : url.searchParams.get('code')
              ? apiRefusal(409, 'discount_code_used', 'You have already used this code.')
              : NO_WELCOME,
      },
    });
    const field = await view.findByLabelText('Discount code');
    fireEvent.change(field, { target: { value: 'used1' } });
    fireEvent.click(view.getByRole('button', { name: 'Apply' }));
    expect(await view.findByText('You have already used this code.')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');

    fireEvent.change(field, { target: { value: 'spring10' } });
    fireEvent.click(view.getByRole('button', { name: 'Apply' }));
    expect(await view.findByText('Code SPRING10 applied: 10% off.')).toBeInTheDocument();
    expect(sentRequests(fetch, 'GET /api/discountcode.php').map((r) => r.query.code)).toContain('SPRING10');
    const popular = view.getByRole('listitem', { name: '120 credits' });
    expect(within(popular).getByText('Now €18.00')).toBeInTheDocument();
    expect(within(popular).getByRole('link', { name: 'Choose' })).toHaveAttribute(
      'href',
      '/credits/p2?code=SPRING10',
    );
  });

  it('switches the payment country and asks for its offer', async () => {
    const { view, fetch } = await mountAt('/credits', {
      user: member,
      routes: {
        'GET /api/credits.php': (url) => ({
          body: anOffer({ country: url.searchParams.get('country') ?? 'NL' }),
        }),
        'GET /api/discountcode.php': NO_WELCOME,
      },
    });
    const select = await view.findByLabelText('Payment country');
    expect(select).toHaveValue('NL');
    fireEvent.change(select, { target: { value: 'DE' } });
    await waitFor(() =>
      expect(sentRequests(fetch, 'GET /api/credits.php').at(-1)?.query).toEqual({ country: 'DE' }),
    );
    expect(await view.findByRole('link', { name: 'Choose', description: /120/ })).toHaveAttribute(
      'href',
      '/credits/p2?country=DE',
    );
  });

  it('offers the last order again', async () => {
    const { view } = await mountAt('/credits', {
      user: member,
      routes: {
        'GET /api/credits.php': {
          body: anOffer({
            last_order: { payment_id: 3, bundle: 'p1', method: 'paypal', country: 'NL', repeatable: true },
          }),
        },
        'GET /api/discountcode.php': NO_WELCOME,
      },
    });
    expect(await view.findByRole('link', { name: 'Buy your last bundle again with PayPal' })).toHaveAttribute(
      'href',
      '/credits/repeat-order',
    );
  });

  it('says so when the bundles cannot be loaded', async () => {
    const { view } = await mountAt('/credits', {
      user: member,
      routes: {
        'GET /api/credits.php': apiRefusal(400, 'validation_failed', 'Invalid value.'),
        'GET /api/discountcode.php': NO_WELCOME,
      },
    });
    expect(await view.findByText('The credit bundles could not be loaded.')).toBeInTheDocument();
    expect(view.getByText('Invalid value.')).toBeInTheDocument();
    expect(view.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
