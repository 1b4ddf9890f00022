import { BACKOFFICE_PAGES } from '@amora/contracts';
import { consoleRoute, mayOpen, navigationFor } from './console-nav';

const ids = (items: Array<{ id: string }>) => items.map((item) => item.id);

describe('navigation by role', () => {
  it('shows an admin every area page and every console page', () => {
    expect(ids(navigationFor(['admin']))).toEqual([
      'home',
      ...BACKOFFICE_PAGES.map((page) => page.id),
      'audit',
      'staff',
      'sessions',
    ]);
  });

  it("shows a moderator the moderators' pages only: no complaints, audit log or staff", () => {
    expect(ids(navigationFor(['moderator']))).toEqual(['home', 'reports', 'photos', 'sessions']);
  });

  it('shows support the complaints, the pending exports and members, and someone with both roles both sets', () => {
    expect(ids(navigationFor(['support']))).toEqual(['home', 'complaints', 'exports', 'members', 'sessions']);
    expect(ids(navigationFor(['moderator', 'support']))).toEqual([
      'home',
      'reports',
      'photos',
      'complaints',
      'exports',
      'members',
      'sessions',
    ]);
  });

  it('shows finance the payments and marketing its landers, besides the home and their sessions', () => {
    expect(ids(navigationFor(['finance']))).toEqual(['home', 'payments', 'sessions']);
    expect(ids(navigationFor(['marketer']))).toEqual(['home', 'landers', 'sessions']);
  });

  it('labels the areas’ pages with the keys BACKOFFICE_PAGES names', () => {
    const labels = navigationFor(['admin']).map((item) => item.labelKey);
    for (const page of BACKOFFICE_PAGES) expect(labels).toContain(page.labelKey);
  });

  it('lets admin through every declaration and nobody through an empty one', () => {
    expect(mayOpen(['admin'], ['support'])).toBe(true);
    expect(mayOpen(['moderator'], ['support'])).toBe(false);
    expect(mayOpen(['moderator'], [])).toBe(false);
    expect(mayOpen(['marketer'], 'any')).toBe(true);
  });

  it('routes below the console basename', () => {
    expect(consoleRoute('/backoffice/photos')).toBe('/photos');
    expect(consoleRoute('/backoffice')).toBe('/');
    expect(consoleRoute('/backofficers')).toBe('/backofficers');
  });
});
