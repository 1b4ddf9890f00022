import '@testing-library/jest-dom';
import { aUser } from '@amora/testing';
import { setUpPaymentsArea } from '../../test-support/payments-fixtures';

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
