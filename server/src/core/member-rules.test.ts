import {
  activeRestriction,
  canBeContacted,
  canReceiveReplies,
  isListable,
  showsDetailsTo,
} from './member-rules.js';

const member = (
  overrides: Partial<{
    status: string;
    invisible: boolean;
    privacy: boolean;
    restriction: string | null;
    profileHidden: boolean;
  }> = {},
) => ({
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

  it('suspended and banned members are neither listed nor contactable; a hidden one is only not listed', () => {
    for (const restriction of ['suspended', 'banned']) {
      expect(isListable(member({ restriction }))).toBe(false);
      expect(canBeContacted(member({ restriction }))).toBe(false);
    }
    expect(isListable(member({ profileHidden: true }))).toBe(false);
    expect(canBeContacted(member({ profileHidden: true }))).toBe(true);
  });

  it('a suspension holds until its end by the clock; a ban has none', () => {
    const now = new Date('2026-12-01T12:00:00Z');
    const until = new Date('2026-12-04T12:00:00Z');
    const suspended = { restriction: 'suspended', restrictionEndsAt: until, restrictionDecisionId: 7 };
    expect(activeRestriction(suspended, now)).toEqual({ kind: 'suspended', endsAt: until, decisionId: 7 });
    expect(activeRestriction(suspended, until)).toBeNull();
    const banned = { restriction: 'banned', restrictionEndsAt: null, restrictionDecisionId: 8 };
    expect(activeRestriction(banned, until)).toEqual({ kind: 'banned', endsAt: null, decisionId: 8 });
    expect(
      activeRestriction({ restriction: null, restrictionEndsAt: null, restrictionDecisionId: null }, now),
    ).toBeNull();
  });

  it('privacy mode shows details only to logged-in members in contact', () => {
    const private_ = member({ privacy: true });
    expect(showsDetailsTo(private_, { loggedIn: false, inContact: false })).toBe(false);
    expect(showsDetailsTo(private_, { loggedIn: true, inContact: false })).toBe(false);
    expect(showsDetailsTo(private_, { loggedIn: true, inContact: true })).toBe(true);
    expect(showsDetailsTo(member(), { loggedIn: false, inContact: false })).toBe(true);
  });
});
