import '@testing-library/jest-dom';
import { jsonFetch } from '@amora/testing';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConsoleApp } from './ConsoleApp';
import { createConsolePlatform, type ConsolePlatform } from './platform/console-platform';

// The areas' pages come from their releases; keep the federation runtime out of this test.
jest.mock('@amora/platform', () => ({
  ...jest.requireActual('@amora/platform'),
  loadRemote: jest.fn(() => Promise.reject(new Error('RUNTIME-004 remote not registered'))),
}));

const MODERATOR = { id: 7, email: 'mo@amora.test', name: 'Mo', roles: ['moderator'] };
const SESSION = {
  staff: MODERATOR,
  session: { idle_expires_at: '2026-12-01T10:30:00Z', expires_at: '2026-12-01T22:00:00Z' },
};
const LOST = { error: 'staff_authentication_required', message: 'Please log in to the staff console.' };

async function startConsole(routes: Parameters<typeof jsonFetch>[0], path: string): Promise<ConsolePlatform> {
  globalThis.fetch = jest.fn(jsonFetch(routes));
  window.history.replaceState(null, '', path);
  const platform = await createConsolePlatform('en', () => undefined);
  await platform.session.load();
  render(<ConsoleApp platform={platform} onNavigateReady={() => undefined} />);
  return platform;
}

describe('the console', () => {
  it('sends a visitor without a staff session to the log-in page, with no "session ended" message', async () => {
    await startConsole({ 'GET /api/staff/session': { status: 401, body: LOST } }, '/backoffice/audit');
    expect(await screen.findByRole('heading', { level: 1, name: 'Staff log-in' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/backoffice/login');
    expect(screen.queryByText('Your session ended. Please log in again.')).not.toBeInTheDocument();
  });

  it("shows a moderator the moderators' navigation and a clear panel when the overview is missing", async () => {
    await startConsole(
      {
        'GET /api/staff/session': { body: SESSION },
        'GET /api/staff/overview': { status: 404, body: { error: 'not_found', message: 'Not found' } },
      },
      '/backoffice/',
    );
    const nav = await screen.findByRole('navigation', { name: 'Console navigation' });
    // jsdom has no wide window: the phone's collapsed menu hides the links from the role query.
    expect(
      within(nav)
        .getAllByRole('link', { hidden: true })
        .map((link) => link.textContent),
    ).toEqual(['Overview', 'Reports', 'Photos', 'My sessions']);
    expect(
      await screen.findByRole('heading', { name: 'The numbers could not be loaded' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveAttribute('href', '#console-content');
  });

  it('says a page is not available when its area does not ship it, and keeps the console working', async () => {
    await startConsole({ 'GET /api/staff/session': { body: SESSION } }, '/backoffice/photos');
    expect(await screen.findByRole('heading', { name: 'This page is not available' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Console navigation' })).toBeInTheDocument();
  });

  it('refuses an admin page to a moderator with the reason instead of a blank page', async () => {
    await startConsole({ 'GET /api/staff/session': { body: SESSION } }, '/backoffice/staff');
    expect(await screen.findByRole('heading', { name: 'Not for your role' })).toBeInTheDocument();
  });

  it('returns to the log-in page with "your session ended" when any call answers the staff 401', async () => {
    const platform = await startConsole(
      {
        'GET /api/staff/session': { body: SESSION },
        'GET /api/staff/overview': { status: 404, body: { error: 'not_found', message: 'Not found' } },
        'DELETE /api/staff/session/others': { status: 401, body: LOST },
      },
      '/backoffice/sessions',
    );
    await userEvent.click(await screen.findByRole('button', { name: 'End my other sessions' }));
    expect(await screen.findByText('Your session ended. Please log in again.')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/backoffice/login');
    expect(platform.session.getState()).toEqual({ status: 'signed-out', ended: true });
  });
});
