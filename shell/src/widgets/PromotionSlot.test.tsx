import type { PlatformProps } from '@amora/contracts';
import { createTestPlatform, someSettings } from '@amora/testing';
import { loadRemote } from '../federation/remotes';
import { screen, waitFor } from '@testing-library/react';
import { renderInRouter } from '../test-support/render-in-router';
import { PromotionSlot, shouldShowPromotion } from './PromotionSlot';

jest.mock('../federation/remotes', () => ({ loadRemote: jest.fn() }));
const loadRemoteMock = jest.mocked(loadRemote);

/** A stand-in for mf_landers' widget: shows which platform it was given. */
function FakePromotion({ platform }: { platform: PlatformProps }) {
  return <aside aria-label="promotion">{platform.getSettings()?.partner_url}</aside>;
}

const ON = { member_resell: true, partner_url: 'https://partner.example/cams' };

beforeEach(() => {
  loadRemoteMock.mockResolvedValue({ PromotionWidget: FakePromotion });
});
afterEach(() => jest.clearAllMocks());

describe('the promotion slot', () => {
  it('shows mf_landers’ block below the search results where the site turns it on', async () => {
    const platform = await createTestPlatform({ settings: someSettings(ON) });
    renderInRouter(<PromotionSlot />, platform, '/members');
    expect(await screen.findByRole('complementary', { name: 'promotion' })).toHaveTextContent(
      'https://partner.example/cams',
    );
    expect(loadRemoteMock).toHaveBeenCalledWith('mf_landers/widgets/promotion');
  });

  it.each([
    ['the site turns it off', { ...ON, member_resell: false }, '/members'],
    ['the site names no partner', { ...ON, partner_url: null }, '/members'],
    ['another page', ON, '/members/12'],
  ])('loads nothing when %s', async (_case, settings, path) => {
    const platform = await createTestPlatform({ settings: someSettings(settings) });
    renderInRouter(<PromotionSlot />, platform, path);
    await Promise.resolve();
    expect(screen.queryByRole('complementary')).toBeNull();
    expect(loadRemoteMock).not.toHaveBeenCalled();
  });

  it('leaves the page as it is when the widget cannot be loaded', async () => {
    loadRemoteMock.mockRejectedValue(new Error('offline'));
    const platform = await createTestPlatform({ settings: someSettings(ON) });
    renderInRouter(<PromotionSlot />, platform, '/members');
    await waitFor(() => expect(loadRemoteMock).toHaveBeenCalled());
    await Promise.resolve();
    expect(screen.queryByRole('complementary')).toBeNull();
  });
});

describe('shouldShowPromotion', () => {
  it('needs the setting, a partner and the search page', () => {
    expect(shouldShowPromotion(ON, 'members')).toBe(true);
    expect(shouldShowPromotion(ON, 'index')).toBe(false);
    expect(shouldShowPromotion(null, 'members')).toBe(false);
    expect(shouldShowPromotion(ON, null)).toBe(false);
  });
});
