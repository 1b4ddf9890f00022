import { createTestPlatform, type TestPlatform } from '@amora/testing';
import { act, screen } from '@testing-library/react';
import { registerShellStrings, renderInRouter } from '../test-support/render-in-router';
import { LoadingBar } from './LoadingBar';
import { markRemoteLoading } from './route-activity';

let platform: TestPlatform;

beforeEach(async () => {
  platform = await createTestPlatform();
  await registerShellStrings(platform);
  jest.useFakeTimers();
});
afterEach(() => jest.useRealTimers());

async function advance(ms: number) {
  await act(async () => {
    jest.advanceTimersByTime(ms);
  });
}

describe('route-change loading bar', () => {
  it('appears 200 ms into a navigation whose remote is still loading, as a labelled progressbar', async () => {
    const { router } = renderInRouter(<LoadingBar />, platform, '/members');
    const loaded = markRemoteLoading();
    await act(async () => void (await router.navigate('/likes')));

    await advance(199);
    expect(screen.queryByRole('progressbar')).toBeNull();
    await advance(1);
    const bar = screen.getByRole('progressbar', { name: 'Loading the page' });
    expect(bar).toHaveAttribute('aria-valuemin', '0');
    expect(bar).toHaveAttribute('aria-valuemax', '100');
    expect(bar).not.toHaveAttribute('aria-valuenow');

    act(() => loaded());
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    await advance(300);
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('never shows for a navigation within a mounted area', async () => {
    const { router } = renderInRouter(<LoadingBar />, platform, '/likes');
    await act(async () => void (await router.navigate('/likes/m/3')));
    await advance(1_000);
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('is not shown for the first page (the boot has its own indicator)', async () => {
    const loaded = markRemoteLoading();
    renderInRouter(<LoadingBar />, platform, '/members');
    await advance(1_000);
    expect(screen.queryByRole('progressbar')).toBeNull();
    loaded();
  });
});
