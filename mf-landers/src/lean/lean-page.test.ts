import { leanRouteOf } from './lean-route';
import { leanStorage } from './lean-storage';
import { createTranslate } from './lean-text';

describe('the lean page’s route', () => {
  it.each([
    ['/', { kind: 'home' }],
    ['/landers/video', { kind: 'family', family: 'video', slug: undefined }],
    ['/landers/video/milf-nights', { kind: 'family', family: 'video', slug: 'milf-nights' }],
    ['/landers/tinderswipe/ignored', { kind: 'family', family: 'tinderswipe', slug: undefined }],
    ['/landers/nosuchfamily/milf', { kind: 'home' }],
    ['/members/12/landing', { kind: 'member', memberId: '12', style: 'profile', slug: undefined }],
    ['/members/12/landing2/gay', { kind: 'member', memberId: '12', style: 'message', slug: 'gay' }],
    ['/members/12/landing3', { kind: 'member', memberId: '12', style: 'match', slug: undefined }],
    ['/landers/gallery/%E0%A4%A', { kind: 'family', family: 'gallery', slug: '%E0%A4%A' }],
  ])('reads %s', (path, route) => {
    expect(leanRouteOf(path)).toEqual(route);
  });
});

describe('the lean translator', () => {
  const t = createTranslate({ greeting: 'Hello {{name}}, {{ count }} new', plain: 'Join' });
  it('interpolates as i18next does and shows a missing key as the key', () => {
    expect(t('greeting', { name: 'Anna', count: 3 })).toBe('Hello Anna, 3 new');
    expect(t('greeting')).toBe('Hello {{name}}, {{ count }} new');
    expect(t('plain')).toBe('Join');
    expect(t('nope')).toBe('nope');
  });
});

describe('the lean page’s stored state', () => {
  beforeEach(() => window.localStorage.clear());

  it('keeps what the shell stored and adds the dismissal and the tracking', () => {
    window.localStorage.setItem(
      'amora.state.v1',
      JSON.stringify({ dismissals: { 'push-notification': 5 }, other: true }),
    );
    expect(leanStorage.getDismissedAt('entry-warning')).toBeNull();
    leanStorage.dismiss('entry-warning', 42);
    leanStorage.setTracking({ network: 'ads', sub1: 'x' });
    expect(JSON.parse(window.localStorage.getItem('amora.state.v1') ?? '')).toEqual({
      dismissals: { 'push-notification': 5, 'entry-warning': 42 },
      other: true,
      tracking: { network: 'ads', sub1: 'x' },
    });
    expect(leanStorage.getDismissedAt('entry-warning')).toBe(42);
    expect(leanStorage.getTracking()).toEqual({ network: 'ads', sub1: 'x' });
  });

  it('ignores a foreign or broken document', () => {
    window.localStorage.setItem('amora.state.v1', '{broken');
    expect(leanStorage.getDismissedAt('entry-warning')).toBeNull();
    window.localStorage.setItem(
      'amora.state.v1',
      JSON.stringify({ dismissals: { 'entry-warning': 'yesterday' }, tracking: { evil: 'x', ref: 7 } }),
    );
    expect(leanStorage.getDismissedAt('entry-warning')).toBeNull();
    expect(leanStorage.getTracking()).toBeNull();
  });
});
