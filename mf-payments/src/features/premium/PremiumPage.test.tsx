import '@testing-library/jest-dom';
import { aUser, someSettings } from '@amora/testing';
import { fireEvent } from '@testing-library/dom';
import { anOffer, setUpPaymentsArea } from '../../test-support/payments-fixtures';

const mountAt = setUpPaymentsArea();

describe('premium page', () => {
  it('says what premium gives, with the 46% claim, and leads a free member to the credits', async () => {
    const { view } = await mountAt('/premium', { user: aUser({ paid_user: false }) });
    expect(await view.findByRole('heading', { level: 1, name: 'Premium membership' })).toBeInTheDocument();
    expect(view.getByText('See all photos of every member, without blur.')).toBeInTheDocument();
    expect(view.getByText('Upload up to 25 photos instead of 3.')).toBeInTheDocument();
    expect(view.getByText('Premium members have a 46% higher chance of a match.')).toBeInTheDocument();
    expect(view.getByRole('link', { name: 'Get premium' })).toHaveAttribute('href', '/credits');
  });

  it('tells a premium member so', async () => {
    const { view } = await mountAt('/premium', { user: aUser({ paid_user: true }) });
    expect(await view.findByText('You are a premium member.')).toBeInTheDocument();
    expect(view.getByRole('link', { name: 'Buy more credits' })).toHaveAttribute('href', '/credits');
  });
});

describe('pricing page', () => {
  const settings = someSettings({
    message_credits: 5,
    photo_credits: 10,
    gift_credits: 20,
    signup_credits: 15,
  });

  it('shows what things cost and, for a visitor, sign-up and login', async () => {
    const { view, platform } = await mountAt('/pricing', { user: null, settings });
    const events: string[] = [];
    platform.events.on('signup:start', () => events.push('signup:start'));
    expect(await view.findByRole('heading', { level: 1, name: 'Prices' })).toBeInTheDocument();
    expect(view.getByText('Sending a message').nextElementSibling).toHaveTextContent('5 credits');
    expect(view.getByText('New members get 15 free credits.')).toBeInTheDocument();
    fireEvent.click(view.getByRole('button', { name: 'Sign up for free' }));
    expect(events).toEqual(['signup:start']);
    expect(view.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
  });

  it('shows the bundles of the member’s payment country', async () => {
    const { view } = await mountAt('/pricing', {
      user: aUser(),
      settings,
      routes: { 'GET /api/credits.php': { body: anOffer() } },
    });
    const table = await view.findByRole('table', { name: 'Prices for payments from Netherlands' });
    expect(table).toHaveTextContent('120Most popular€19.99€0.167');
  });
});
