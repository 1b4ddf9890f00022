import { createPersistedState } from '@amora/platform';
import { memoryStorage } from '@amora/testing';
import { captureTracking } from './capture-tracking';

describe('tracking capture on arrival', () => {
  it('stores the tracking parameters of the arrival URL', () => {
    const persisted = createPersistedState(memoryStorage());

    captureTracking(persisted, '?network=adnet&ref=summer&sub1=a&sub2=b&sub3=c&utm_source=x');

    expect(persisted.getTracking()).toEqual({
      network: 'adnet',
      ref: 'summer',
      sub1: 'a',
      sub2: 'b',
      sub3: 'c',
    });
  });

  it('folds the sub and aff_sub variants into sub1-sub3 and drops cpc', () => {
    const persisted = createPersistedState(memoryStorage());

    captureTracking(persisted, '?aff_sub=one&aff_sub2=two&cpc=0.12');

    expect(persisted.getTracking()).toEqual({ sub1: 'one', sub2: 'two' });
  });

  it('a later arrival with new parameters replaces the stored ones entirely', () => {
    const persisted = createPersistedState(memoryStorage());
    captureTracking(persisted, '?network=first&sub1=old');

    captureTracking(persisted, '?ref=second');

    expect(persisted.getTracking()).toEqual({ ref: 'second' });
  });

  it('an arrival without tracking parameters keeps what was stored', () => {
    const persisted = createPersistedState(memoryStorage());
    captureTracking(persisted, '?network=first');

    expect(captureTracking(persisted, '?page=2')).toBeNull();
    expect(captureTracking(persisted, '')).toBeNull();

    expect(persisted.getTracking()).toEqual({ network: 'first' });
  });

  it('the stored parameters survive a new page load', () => {
    const storage = memoryStorage();
    captureTracking(createPersistedState(storage), '?network=adnet');

    expect(createPersistedState(storage).getTracking()).toEqual({ network: 'adnet' });
  });
});
