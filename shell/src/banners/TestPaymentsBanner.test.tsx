import { aUser, createTestPlatform, someSettings } from '@amora/testing';
import { screen } from '@testing-library/react';
import { registerShellStrings, renderInRouter } from '../test-support/render-in-router';
import { Banners } from './Banners';

const notice = /payments here are tests/;

async function render(testPayments: boolean | undefined, path = '/members') {
  const platform = await createTestPlatform({ settings: someSettings({ test_payments: testPayments }) });
  await registerShellStrings(platform);
  platform.session.setUser(aUser());
  renderInRouter(<Banners />, platform, path);
}

describe('test-payments banner', () => {
  it('says on every page of a staging site that payments are tests', async () => {
    await render(true);
    expect(screen.getByText(notice)).toBeInTheDocument();
  });

  it('is not shown on a site that takes real payments', async () => {
    await render(false);
    expect(screen.queryByText(notice)).toBeNull();
    await render(undefined, '/credits');
    expect(screen.queryByText(notice)).toBeNull();
  });
});
