import '@testing-library/jest-dom';
import { jsonFetch } from '@amora/testing';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConsoleApp } from '../ConsoleApp';
import { createConsolePlatform } from '../platform/console-platform';

jest.mock('@amora/platform', () => ({
  ...jest.requireActual('@amora/platform'),
  loadRemote: jest.fn(() => Promise.reject(new Error('RUNTIME-004 remote not registered'))),
}));

const session = (roles: string[]) => ({
  staff: { id: 1, email: 'boss@amora.test', name: 'Boss', roles },
  session: { idle_expires_at: '2026-12-01T10:30:00Z', expires_at: '2026-12-01T22:00:00Z' },
});
const OVERVIEW = {
  open_reports: { by_reason: {}, by_age: { under_1d: 0, from_1d_to_7d: 0, over_7d: 0 }, total: 0 },
  photos_waiting: 0,
  complaints_open: 0,
  actions_this_week: [],
};
const point = (day: string) => ({
  day,
  lander_views: 3,
  signups: 1,
  activations: 1,
  first_purchases: 0,
  revenue: {},
  messages: 4,
  active_members: 2,
  reports_opened: 0,
  reports_closed: 0,
});
const daily = (days: number) => ({
  days,
  sites: [{ id: 1, domain: 'amora.test', points: [point('2026-11-30'), point('2026-12-01')] }],
});

async function startAs(roles: string[]) {
  const fetch = jest.fn(
    jsonFetch({
      'GET /api/staff/session': { body: session(roles) },
      'GET /api/staff/overview': { body: OVERVIEW },
      'GET /api/staff/overview/daily': (url) => ({ body: daily(Number(url.searchParams.get('days'))) }),
    }),
  );
  globalThis.fetch = fetch;
  window.history.replaceState(null, '', '/backoffice/');
  const platform = await createConsolePlatform('en', () => undefined);
  await platform.session.load();
  render(<ConsoleApp platform={platform} onNavigateReady={() => undefined} />);
  return fetch;
}

const dailyCalls = (fetch: jest.Mock) =>
  fetch.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === '/api/staff/overview/daily')
    .map((url) => url.searchParams.get('days'));

describe("the admin's charts on the home", () => {
  // The chart library is a lazy chunk: its first import in a test takes a while.
  it('draws the business per day over 30 days, and over 7 or 90 on request', async () => {
    const fetch = await startAs(['admin']);
    expect(await screen.findByRole('heading', { name: 'The business per day' })).toBeInTheDocument();
    expect(await screen.findByText('Visitors and sign-ups', {}, { timeout: 30_000 })).toBeInTheDocument();
    expect(screen.getByText('Members and messages')).toBeInTheDocument();
    expect(screen.getByText('No revenue in this period.')).toBeInTheDocument();
    expect(screen.getByLabelText('Site')).toHaveValue('1');
    expect(dailyCalls(fetch)).toEqual(['30']);
    await userEvent.click(screen.getByRole('button', { name: '7 days' }));
    expect(await screen.findByRole('button', { name: '7 days', pressed: true })).toBeInTheDocument();
    expect(dailyCalls(fetch)).toEqual(['30', '7']);
  }, 60_000);

  it('is not shown to other staff', async () => {
    const fetch = await startAs(['moderator']);
    expect(await screen.findByRole('heading', { level: 1, name: 'Overview' })).toBeInTheDocument();
    expect(await screen.findByText('Open reports')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'The business per day' })).not.toBeInTheDocument();
    expect(dailyCalls(fetch)).toEqual([]);
  });
});
