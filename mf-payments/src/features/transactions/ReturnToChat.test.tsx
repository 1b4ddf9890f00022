import '@testing-library/jest-dom';
import { aUser, memoryStorage } from '@amora/testing';
import { aPaymentState, setUpPaymentsArea } from '../../test-support/payments-fixtures';

const mountAt = setUpPaymentsArea();
const member = aUser({ id: 5, credits: 120, paid_user: true });

/** A browser whose persisted state says the member left `path` to buy credits `ago` ms ago. */
function leftChat(path: string, ago = 60_000) {
  return memoryStorage({
    'amora.state.v1': JSON.stringify({
      dismissals: {},
      returnChat: { member: 5, path, at: Date.now() - ago },
    }),
  });
}

const completed = {
  'GET /api/transactions.php': { body: aPaymentState({ status: 'completed', balance: 120 }) },
};

describe('the payment result page after buying from a chat', () => {
  it('offers the way back to the conversation first', async () => {
    const { view } = await mountAt('/transactions/41', {
      user: member,
      storage: leftChat('/chats/3'),
      routes: completed,
    });
    const back = await view.findByRole('link', { name: 'Back to the conversation' });
    expect(back).toHaveAttribute('href', '/chats/3');
    expect(view.getByRole('link', { name: 'Find members' })).toBeInTheDocument();
  });

  it('offers it beside another method when the payment failed', async () => {
    const { view } = await mountAt('/transactions/41', {
      user: member,
      storage: leftChat('/members/8/chat'),
      routes: { 'GET /api/transactions.php': { body: aPaymentState({ status: 'cancelled' }) } },
    });
    expect(await view.findByRole('link', { name: 'Back to the conversation' })).toHaveAttribute(
      'href',
      '/members/8/chat',
    );
  });

  it('does not offer another member’s way back on a shared device', async () => {
    const { view } = await mountAt('/transactions/41', {
      user: aUser({ id: 6, credits: 120, paid_user: true }),
      storage: leftChat('/chats/3'),
      routes: completed,
    });
    expect(await view.findByRole('link', { name: 'Find members' })).toBeInTheDocument();
    expect(view.queryByRole('link', { name: 'Back to the conversation' })).toBeNull();
  });

  it('does not offer it for a purchase that did not start from a chat, or a day later', async () => {
    const { view } = await mountAt('/transactions/41', { user: member, routes: completed });
    expect(await view.findByRole('link', { name: 'Find members' })).toBeInTheDocument();
    expect(view.queryByRole('link', { name: 'Back to the conversation' })).toBeNull();

    const later = await mountAt('/transactions/41', {
      user: member,
      storage: leftChat('/chats/3', 25 * 60 * 60 * 1000),
      routes: completed,
    });
    expect(await later.view.findByRole('link', { name: 'Find members' })).toBeInTheDocument();
    expect(later.view.queryByRole('link', { name: 'Back to the conversation' })).toBeNull();
  });
});
