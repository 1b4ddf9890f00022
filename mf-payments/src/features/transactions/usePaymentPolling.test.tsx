import { aUser, createTestPlatform, jsonFetch, sentRequests } from '@amora/testing';
import { PlatformProvider } from '@amora/ui';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { aPaymentState } from '../../test-support/payments-fixtures';
import { POLL_GIVE_UP_MS, usePaymentPolling } from './usePaymentPolling';

afterEach(() => jest.useRealTimers());

describe('payment polling', () => {
  it('asks while pending with backoff, gives up after a few minutes, and asks again on demand', async () => {
    const fetch = jest.fn(jsonFetch({ 'GET /api/transactions.php': { body: aPaymentState() } }));
    const platform = await createTestPlatform({ fetch });
    platform.session.setUser(aUser());
    jest.useFakeTimers();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <PlatformProvider platform={platform}>{children}</PlatformProvider>
    );
    const { result } = renderHook(() => usePaymentPolling(41), { wrapper });
    const polls = () => sentRequests(fetch, 'GET /api/transactions.php').length;

    await act(() => jest.advanceTimersByTimeAsync(20_000));
    // Every 2 s at first: the first answer and about ten more in 20 s.
    expect(polls()).toBeGreaterThanOrEqual(10);
    expect(polls()).toBeLessThanOrEqual(12);
    const early = polls();
    await act(() => jest.advanceTimersByTimeAsync(60_000));
    // Then slower: far fewer than 30 more in the next minute.
    expect(polls() - early).toBeLessThan(10);
    expect(result.current.gaveUp).toBe(false);

    await act(() => jest.advanceTimersByTimeAsync(POLL_GIVE_UP_MS));
    expect(result.current.gaveUp).toBe(true);
    const stopped = polls();
    await act(() => jest.advanceTimersByTimeAsync(60_000));
    expect(polls()).toBe(stopped);

    await act(async () => result.current.checkAgain());
    await act(() => jest.advanceTimersByTimeAsync(100));
    expect(polls()).toBeGreaterThan(stopped);
    expect(result.current.gaveUp).toBe(false);
  });
});
