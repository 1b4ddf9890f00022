import '@testing-library/jest-dom';
import { DISMISSAL_KEYS, TIME_BONUS_MODAL_DELAY_MS, type User } from '@amora/contracts';
import { aUser, createTestPlatform, jsonFetch, sentRequests, type TestPlatform } from '@amora/testing';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { TimeBonusBannerWidget } from '../../exports/widgets/time-bonus-banner';
import { TimeBonusModalWidget } from '../../exports/widgets/time-bonus-modal';
import { aWelcomeCode, NO_WELCOME } from '../../test-support/payments-fixtures';
import { NAMESPACE, loadTranslations } from '../../i18n';
import { formatHms } from './countdown';

/** A platform whose server answers the welcome discount with `validity` seconds left (null: none). */
async function platformWith(user: User | null, validity: number | null) {
  const fetch = jest.fn(
    jsonFetch({
      'GET /api/discountcode.php': validity === null ? NO_WELCOME : { body: aWelcomeCode(validity) },
    }),
  );
  const platform: TestPlatform = await createTestPlatform({ fetch });
  platform.session.setUser(user);
  // Loaded up front, so the tests with fake timers only wait on the widget's own timers.
  await platform.registerTranslations(NAMESPACE, loadTranslations);
  return { platform, fetch };
}

afterEach(() => jest.useRealTimers());

describe('countdown format', () => {
  it('shows hours:minutes:seconds with two digits each', () => {
    expect(formatHms(14_400)).toBe('04:00:00');
    expect(formatHms(3 * 3600 + 59 * 60 + 7)).toBe('03:59:07');
    expect(formatHms(0)).toBe('00:00:00');
    expect(formatHms(-5)).toBe('00:00:00');
  });
});

describe('time-bonus banner widget', () => {
  it('counts down every second, links to the credits page with the code and disappears at 0', async () => {
    const { platform } = await platformWith(aUser({ paid_user: false }), 2);
    render(<TimeBonusBannerWidget platform={platform} />);
    const banner = await screen.findByRole('complementary', { name: 'Welcome bonus' });
    expect(banner).toHaveTextContent('Welcome bonus: 25% off your first credits, for a short time only.');
    expect(screen.getByRole('timer')).toHaveTextContent('00:00:02');
    expect(screen.getByRole('timer')).toHaveAccessibleName('0 hours, 0 minutes and 2 seconds left');
    const link = screen.getByRole('link', { name: 'Get the discount' });
    expect(link).toHaveAttribute('href', '/credits?code=TIMEBONUS25');
    expect(await screen.findByText('00:00:01', {}, { timeout: 1500 })).toBeInTheDocument();
    await act(() => new Promise((resolve) => setTimeout(resolve, 1200)));
    expect(screen.queryByRole('complementary', { name: 'Welcome bonus' })).toBeNull();
  });

  it('navigates through the shell when the member follows the link', async () => {
    const { platform } = await platformWith(aUser(), 3600);
    render(<TimeBonusBannerWidget platform={platform} />);
    fireEvent.click(await screen.findByRole('link', { name: 'Get the discount' }));
    expect(platform.navigations).toEqual(['/credits?code=TIMEBONUS25']);
  });

  it('shows nothing, and asks nothing, for a paying member; nothing without a bonus', async () => {
    const paid = await platformWith(aUser({ paid_user: true }), 3600);
    const { container } = render(<TimeBonusBannerWidget platform={paid.platform} />);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(container).toBeEmptyDOMElement();
    expect(sentRequests(paid.fetch, 'GET /api/discountcode.php')).toHaveLength(0);

    const none = await platformWith(aUser(), null);
    const second = render(<TimeBonusBannerWidget platform={none.platform} />);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(second.container).toBeEmptyDOMElement();
    expect(sentRequests(none.fetch, 'GET /api/discountcode.php')[0]?.query).toEqual({ welcome: 'true' });
  });
});

describe('time-bonus modal widget', () => {
  const advance = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));

  it('opens 40 s after entering the members area for a member with 0 credits; closing stores the time', async () => {
    const { platform } = await platformWith(aUser({ credits: 0 }), 3600);
    jest.useFakeTimers();
    render(<TimeBonusModalWidget platform={platform} />);
    await advance(TIME_BONUS_MODAL_DELAY_MS - 1000);
    expect(screen.queryByRole('dialog')).toBeNull();
    await advance(1000);
    const dialog = screen.getByRole('dialog', { name: 'Your welcome bonus' });
    expect(dialog).toHaveTextContent(
      'As a new member you get 25% off your first credits. The offer ends in:',
    );
    expect(screen.getByRole('timer')).toHaveTextContent('00:59:20');

    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(platform.persisted.getDismissedAt(DISMISSAL_KEYS.timeBonusModal)).toEqual(expect.any(Number));
  });

  it('is cancelled by leaving before 40 s (the shell unmounts it)', async () => {
    const { platform } = await platformWith(aUser({ credits: 0 }), 3600);
    jest.useFakeTimers();
    const { unmount } = render(<TimeBonusModalWidget platform={platform} />);
    await advance(20_000);
    unmount();
    render(<TimeBonusModalWidget platform={platform} />);
    await advance(20_000);
    expect(screen.queryByRole('dialog')).toBeNull();
    await advance(20_000);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('does not open with credits, once dismissed, or without a bonus', async () => {
    const withCredits = await platformWith(aUser({ credits: 5 }), 3600);
    const dismissed = await platformWith(aUser({ credits: 0 }), 3600);
    dismissed.platform.persisted.dismiss(DISMISSAL_KEYS.timeBonusModal, 1_700_000_000_000);
    const noBonus = await platformWith(aUser({ credits: 0 }), null);
    jest.useFakeTimers();
    for (const { platform } of [withCredits, dismissed, noBonus]) {
      render(<TimeBonusModalWidget platform={platform} />);
    }
    await advance(TIME_BONUS_MODAL_DELAY_MS + 1000);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
