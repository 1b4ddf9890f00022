import type { DirectDebitState } from '@amora/contracts';
import {
  apiRefusal,
  aUser,
  sentBodies,
  sentRequests,
  setUpAreaTests,
  someSettings,
  type JsonRoutes,
} from '@amora/testing';
import { createAreaApp } from '@amora/ui';
import { fireEvent, waitFor } from '@testing-library/react';
import { NAMESPACE, loadTranslations } from '../../i18n';
import { checkoutNavigation } from '../checkout/usePay';
import { DirectDebitPage } from './index';

/*
 * The page mounted as the shell mounts the area (own React root, real platform, the area's
 * translations) with only this page in the route table, so the test does not depend on the
 * area's routes file; the server is a fake fetch.
 */
const app = createAreaApp({
  namespace: NAMESPACE,
  loadTranslations,
  routes: [{ path: '/directdebit', element: <DirectDebitPage /> }],
  buildMarker: 'test',
});
const mountAt = setUpAreaTests(app, 'mf_payments');

const MANDATE_TEXT = /you authorise \(A\) Amora to send instructions to your bank/;

function aState(overrides: Partial<DirectDebitState> = {}): DirectDebitState {
  return { mandate: null, blocked: false, limit_left: 15_000, currency: 'EUR', ...overrides };
}

const STORED = aState({
  mandate: {
    id: 7,
    account_holder: 'Anna de Vries',
    iban: 'NL** **** **** **** 4300',
    street: 'Keizersgracht',
    house_number: '12a',
    postal_code: '1015 CX',
    city: 'Amsterdam',
    mobile: '+31 ******678',
    authorized_at: '2026-11-25T10:00:00.000Z',
  },
});

async function openPage(path = '/directdebit', routes: JsonRoutes = {}) {
  const area = await mountAt(path, {
    user: aUser(),
    settings: someSettings({ name: 'Amora' }),
    routes: { 'GET /api/directdebit.php': { body: aState() }, ...routes },
  });
  await area.view.findByRole('heading', { level: 1, name: 'Pay by direct debit' });
  const { view } = area;
  const fill = (values: Record<string, string>) => {
    for (const [label, value] of Object.entries(values))
      fireEvent.change(view.getByLabelText(label), { target: { value } });
  };
  const fillAll = () => {
    fill({
      'Account holder': 'Anna de Vries',
      'IBAN (bank account number)': 'nl91abna0417164300',
      Street: 'Keizersgracht',
      'House number': '12a',
      'Postal code': '1015 CX',
      City: 'Amsterdam',
      'Mobile number': '+31 6 12345678',
      'SMS code': '123456',
    });
    fireEvent.click(view.getByRole('checkbox', { name: 'I authorize the direct debit' }));
  };
  return { ...area, fill, fillAll };
}

describe('/directdebit', () => {
  afterEach(() => jest.restoreAllMocks());

  it('asks for every field when submitted empty and sends nothing', async () => {
    const { view, fetch } = await openPage();
    expect(view.getByText(/You can still pay €150\.00 by direct debit/)).toBeInTheDocument();
    expect(view.getByText(MANDATE_TEXT)).toBeInTheDocument();

    fireEvent.click(view.getByRole('button', { name: 'Confirm direct debit' }));

    expect(await view.findByText("Enter the account holder's name.")).toBeInTheDocument();
    expect(view.getByLabelText('IBAN (bank account number)')).toHaveAccessibleDescription(
      'Enter a valid IBAN, e.g. NL91 ABNA 0417 1643 00. You find it on your bank card or in your banking app.',
    );
    expect(view.getByText('Enter the 6-digit code from the SMS.')).toBeInTheDocument();
    const checkbox = view.getByRole('checkbox', { name: 'I authorize the direct debit' });
    expect(checkbox).toHaveAttribute('aria-invalid', 'true');
    expect(checkbox).toHaveAccessibleDescription(
      expect.stringContaining('Please authorize the direct debit to continue.'),
    );
    await waitFor(() => expect(view.getByLabelText('Account holder')).toHaveFocus());
    expect(sentRequests(fetch, 'POST /api/directdebit.php')).toEqual([]);
  });

  it('groups the IBAN as typed and catches a typo in it before sending', async () => {
    const { view, fill, fillAll, fetch } = await openPage();
    const iban = view.getByLabelText('IBAN (bank account number)');
    fill({ 'IBAN (bank account number)': 'nl91abna0417164300' });
    expect(iban).toHaveValue('NL91 ABNA 0417 1643 00');
    expect(iban).toHaveAccessibleDescription('The IBAN looks right.');

    fillAll();
    fill({ 'IBAN (bank account number)': 'NL92 ABNA 0417 1643 00' });
    expect(iban).toHaveAccessibleDescription(
      'This IBAN is not correct: the check digits do not match. Please check it for a typo.',
    );
    fireEvent.click(view.getByRole('button', { name: 'Confirm direct debit' }));
    await waitFor(() => expect(iban).toHaveAttribute('aria-invalid', 'true'));

    fill({ 'IBAN (bank account number)': 'BR1800360305000010009795493C1' });
    fireEvent.click(view.getByRole('button', { name: 'Confirm direct debit' }));
    expect(
      await view.findByText('Direct debit is only possible from a bank account in the SEPA area.'),
    ).toBeInTheDocument();
    expect(sentRequests(fetch, 'POST /api/directdebit.php')).toEqual([]);
  });

  it('sends the code to a valid number and waits before offering it again', async () => {
    const { view, fill, fetch } = await openPage('/directdebit', {
      'POST /api/directdebit.php': (url) =>
        url.searchParams.get('action') === 'send-code'
          ? { body: { mobile: '+31 ******678', expires_at: '2026-11-25T10:10:00.000Z', resend_after: 60 } }
          : apiRefusal(400, 'bad_request', 'unexpected'),
    });
    fill({ 'Mobile number': '0612345678' });
    fireEvent.click(view.getByRole('button', { name: 'Send code' }));
    expect(
      await view.findByText('Enter your mobile number in international format, e.g. +31 6 12345678.'),
    ).toBeInTheDocument();
    expect(sentRequests(fetch, 'POST /api/directdebit.php')).toEqual([]);

    fill({ 'Mobile number': '+31 6 1234 5678' });
    fireEvent.click(view.getByRole('button', { name: 'Send code' }));
    expect(
      await view.findByText('We sent a code to +31 ******678. It is valid for 10 minutes.'),
    ).toBeInTheDocument();
    expect(sentBodies(fetch, 'POST /api/directdebit.php')).toEqual([{ mobile: '+31612345678' }]);
    const again = view.getByRole('button', { name: /Send again in \d+ s/ });
    expect(again).toBeDisabled();
  });

  it('shows a refused send (too many codes) next to the button', async () => {
    const { view, fill } = await openPage('/directdebit', {
      'POST /api/directdebit.php': apiRefusal(
        429,
        'too_many_requests',
        'Too many SMS codes requested. Please try again in 12 min.',
      ),
    });
    fill({ 'Mobile number': '+31612345678' });
    fireEvent.click(view.getByRole('button', { name: 'Send code' }));
    expect(await view.findByRole('alert')).toHaveTextContent('Too many SMS codes requested.');
  });

  it('shows a wrong code under the SMS code field', async () => {
    const message = 'The SMS code is not correct. Tries left: 4.';
    const { view, fillAll } = await openPage('/directdebit', {
      'POST /api/directdebit.php': apiRefusal(400, 'sms_code_invalid', message, { sms_code: message }),
    });
    fillAll();
    fireEvent.click(view.getByRole('button', { name: 'Confirm direct debit' }));
    await waitFor(() =>
      expect(view.getByLabelText('SMS code')).toHaveAccessibleDescription(expect.stringContaining(message)),
    );
    // Once, under the field: not repeated above the form.
    expect(view.getAllByText(message)).toHaveLength(1);
  });

  it('stores the mandate and goes on to pay the bundle it was opened for', async () => {
    const assign = jest.spyOn(checkoutNavigation, 'assign').mockImplementation(() => undefined);
    const { view, fillAll, fetch } = await openPage('/directdebit?bundle=p1', {
      'POST /api/directdebit.php': { body: STORED },
      'POST /api/payments.php': { body: { payment_id: 42, checkout_url: '/sandbox/checkout/42' } },
    });
    fillAll();
    fireEvent.click(view.getByRole('button', { name: 'Confirm and pay' }));

    await waitFor(() => expect(assign).toHaveBeenCalledWith('/sandbox/checkout/42'));
    expect(sentBodies(fetch, 'POST /api/directdebit.php')).toEqual([
      {
        account_holder: 'Anna de Vries',
        iban: 'NL91 ABNA 0417 1643 00',
        street: 'Keizersgracht',
        house_number: '12a',
        postal_code: '1015 CX',
        city: 'Amsterdam',
        mobile: '+31612345678',
        sms_code: '123456',
        authorization: true,
      },
    ]);
    expect(sentBodies(fetch, 'POST /api/payments.php')).toEqual([
      { bundle: 'p1', method: 'directdebit', client_key: expect.any(String) },
    ]);
  });

  it('shows the mandate on file masked and pays with it in one click', async () => {
    const assign = jest.spyOn(checkoutNavigation, 'assign').mockImplementation(() => undefined);
    const { view, fetch } = await openPage('/directdebit?bundle=p2', {
      'GET /api/directdebit.php': { body: STORED },
      'POST /api/payments.php': { body: { payment_id: 43, checkout_url: '/sandbox/checkout/43' } },
    });
    expect(view.getByText('NL** **** **** **** 4300')).toBeInTheDocument();
    expect(view.queryByLabelText('Account holder')).toBeNull();

    fireEvent.click(view.getByRole('button', { name: 'Pay with this bank account' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/sandbox/checkout/43'));
    expect(sentBodies(fetch, 'POST /api/payments.php')).toEqual([
      { bundle: 'p2', method: 'directdebit', client_key: expect.any(String) },
    ]);

    fireEvent.click(view.getByRole('button', { name: 'Use another bank account' }));
    expect(await view.findByRole('heading', { level: 2, name: 'Another bank account' })).toBeInTheDocument();
  });

  it('says when the limit is reached on payment', async () => {
    const { view } = await openPage('/directdebit?bundle=p3', {
      'GET /api/directdebit.php': { body: STORED },
      'POST /api/payments.php': apiRefusal(
        403,
        'direct_debit_limit',
        'Your limit for direct debit payments has been reached. Please choose another payment method.',
      ),
    });
    fireEvent.click(view.getByRole('button', { name: 'Pay with this bank account' }));
    expect(await view.findByRole('alert')).toHaveTextContent(
      'Your limit for direct debit payments has been reached.',
    );
    expect(view.getByRole('link', { name: 'Choose another payment method' })).toHaveAttribute(
      'href',
      '/credits/p3',
    );
  });

  it('offers no form to a member blocked for direct debit', async () => {
    const { view } = await openPage('/directdebit', {
      'GET /api/directdebit.php': { body: aState({ blocked: true, limit_left: 0 }) },
    });
    expect(view.getByRole('alert')).toHaveTextContent('Your account is blocked for direct debit payments.');
    expect(view.queryByLabelText('Account holder')).toBeNull();
  });

  it('says when the details cannot be loaded, with a retry', async () => {
    const { view } = await mountAt('/directdebit', {
      user: aUser(),
      routes: { 'GET /api/directdebit.php': apiRefusal(500, 'internal_error', 'An error has occurred.') },
    });
    expect(await view.findByText('Your direct debit details could not be loaded.')).toBeInTheDocument();
    expect(view.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
