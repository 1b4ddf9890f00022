import { canBeContacted, canReceiveReplies, isListable, showsDetailsTo } from './member-rules.js';

const member = (overrides: Partial<{ status: string; invisible: boolean; privacy: boolean }> = {}) => ({
  status: 'confirmed',
  invisible: false,
  privacy: false,
  ...overrides,
});

describe('member rules other areas enforce', () => {
  it('nobody can reply to a member until the e-mail address is confirmed', () => {
    expect(canReceiveReplies(member({ status: 'not_confirmed' }))).toBe(false);
    expect(canReceiveReplies(member())).toBe(true);
  });

  it('invisible members and accounts pending deletion are neither listed nor contactable', () => {
    expect(isListable(member({ invisible: true }))).toBe(false);
    expect(canBeContacted(member({ invisible: true }))).toBe(false);
    expect(isListable(member({ status: 'pending_deletion' }))).toBe(false);
    expect(isListable(member())).toBe(true);
  });

  it('members whose address is not confirmed (profile disabled) are neither listed nor contactable', () => {
    expect(isListable(member({ status: 'not_confirmed' }))).toBe(false);
    expect(canBeContacted(member({ status: 'not_confirmed' }))).toBe(false);
  });

  it('privacy mode shows details only to logged-in members in contact', () => {
    const private_ = member({ privacy: true });
    expect(showsDetailsTo(private_, { loggedIn: false, inContact: false })).toBe(false);
    expect(showsDetailsTo(private_, { loggedIn: true, inContact: false })).toBe(false);
    expect(showsDetailsTo(private_, { loggedIn: true, inContact: true })).toBe(true);
    expect(showsDetailsTo(member(), { loggedIn: false, inContact: false })).toBe(true);
  });
});
