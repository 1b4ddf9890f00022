import '@testing-library/jest-dom';
import { createTestPlatform, someSettings } from '@amora/testing';
import { render, screen, waitFor } from '@testing-library/react';
import { PromotionWidget } from '../../exports/widgets/promotion';
import { partnerLink } from './PromotionBlock';

describe('the promotion block', () => {
  it('adds the tracking parameters to the partner link', () => {
    expect(partnerLink('https://cams.example/go?site=a', { network: 'n1', sub1: 's' })).toBe(
      'https://cams.example/go?site=a&network=n1&sub1=s',
    );
    expect(partnerLink('javascript:alert(1)', null)).toBeNull();
    expect(partnerLink(null, null)).toBeNull();
  });

  it('shows only where the site turns member resell on', async () => {
    const on = await createTestPlatform({
      settings: someSettings({ member_resell: true, partner_url: 'https://cams.example/' }),
    });
    on.persisted.setTracking({ network: 'adnet' });
    render(<PromotionWidget platform={on} />);
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Watch live now' })).toHaveAttribute(
        'href',
        'https://cams.example/?network=adnet',
      ),
    );

    const off = await createTestPlatform({
      settings: someSettings({ member_resell: false, partner_url: 'https://x.example/' }),
    });
    const { container } = render(<PromotionWidget platform={off} />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container).toBeEmptyDOMElement();
  });
});
