import '@testing-library/jest-dom';
import { DISMISSAL_KEYS, type RemoteName } from '@amora/contracts';
import { createTestPlatform, jsonFetch, type TestPlatform } from '@amora/testing';
import { act, render, screen } from '@testing-library/react';
import type { NavigateFunction } from 'react-router';
import { App } from './App';

jest.mock('./remote-mount/RemoteMount', () => ({
  RemoteMount: ({ remote }: { remote: RemoteName }) => <div data-testid={`remote-${remote}`} />,
}));

// The layouts hold the signup modal; keep the federation runtime out of this test.
jest.mock('./federation/remotes', () => ({
  loadRemote: jest.fn(() => new Promise(() => undefined)),
}));

let platform: TestPlatform;

beforeEach(async () => {
  platform = await createTestPlatform({
    fetch: jsonFetch({ 'GET /api/user.php': { body: { user: null } } }),
  });
  platform.persisted.dismiss(DISMISSAL_KEYS.entryWarning);
  platform.session.setUser(null);
  window.history.replaceState(null, '', '/login');
});

describe('App', () => {
  it('hands the browser router’s navigate out; each navigation is one history entry and mounts its area', async () => {
    const navigates: NavigateFunction[] = [];
    const errors = jest.spyOn(console, 'error');
    const uncaught = jest.fn();
    window.addEventListener('error', uncaught);
    // The callback returns what it was given, as an arrow function easily does: the app must not
    // take that for the effect's cleanup (it would call navigate() with nothing on every move).
    render(<App platform={platform} onNavigateReady={(navigate) => (navigates.push(navigate), navigate)} />);
    expect(screen.getByTestId('remote-mf_account')).toBeInTheDocument();
    const entries = window.history.length;

    await act(async () => void navigates.at(-1)!('/members'));
    await act(async () => void navigates.at(-1)!('/likes', { replace: true }));

    expect(window.location.pathname).toBe('/likes');
    expect(window.history.length).toBe(entries + 1);
    expect(screen.getByTestId('remote-mf_likes')).toBeInTheDocument();
    expect(screen.queryByTestId('remote-mf_account')).toBeNull();
    // The function it handed out last still works (the router's navigate changes with the location).
    await act(async () => void navigates.at(-1)!('/chats'));
    expect(window.location.pathname).toBe('/chats');
    expect(errors).not.toHaveBeenCalled();
    expect(uncaught).not.toHaveBeenCalled();
    window.removeEventListener('error', uncaught);
    errors.mockRestore();
  });
});
