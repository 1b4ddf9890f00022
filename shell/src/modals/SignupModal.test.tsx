import type { PlatformEvents, SignupWidgetProps } from '@amora/contracts';
import { createTestPlatform, type TestPlatform } from '@amora/testing';
import { loadRemote } from '../federation/remotes';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { registerShellStrings, renderInRouter } from '../test-support/render-in-router';
import { SignupModal } from './SignupModal';

jest.mock('../federation/remotes', () => ({ loadRemote: jest.fn() }));
const loadRemoteMock = jest.mocked(loadRemote);

/** Stands in for mf_account's widget: shows what it was given. */
function FakeSignupWidget({ platform, targetProfileId }: SignupWidgetProps) {
  return (
    <div data-testid="signup-widget" data-has-platform={String(Boolean(platform.events))}>
      {`target ${targetProfileId ?? 'none'}`}
    </div>
  );
}

let platform: TestPlatform;

beforeEach(async () => {
  platform = await createTestPlatform();
  await registerShellStrings(platform);
  loadRemoteMock.mockResolvedValue({ SignupWidget: FakeSignupWidget });
});

afterEach(() => jest.restoreAllMocks());

function emit<K extends keyof PlatformEvents>(event: K, payload: PlatformEvents[K]) {
  act(() => platform.events.emit(event, payload));
}

async function openModal(targetProfileId?: number) {
  emit('signup:start', { targetProfileId });
  return screen.findByTestId('signup-widget');
}

const dialog = () => screen.queryByRole('dialog', { name: 'Create your account' });
const closeButton = () => within(dialog()!).getByRole('button', { name: 'Close' });
const pressEscape = () => fireEvent.keyDown(document, { key: 'Escape' });
const clickBackdrop = () => fireEvent.mouseDown(dialog()!.parentElement!);

describe('signup modal', () => {
  it('stays closed and loads nothing until a signup:start', () => {
    renderInRouter(<SignupModal />, platform, '/members/12');

    expect(dialog()).toBeNull();
    expect(loadRemoteMock).not.toHaveBeenCalled();
  });

  it('opens on signup:start with a spinner, then the widget with the platform and the target profile', async () => {
    renderInRouter(<SignupModal />, platform, '/members/12');

    emit('signup:start', { targetProfileId: 12 });

    expect(within(dialog()!).getByRole('status')).toHaveTextContent('Loading the sign-up form…');
    const widget = await screen.findByTestId('signup-widget');
    expect(widget).toHaveTextContent('target 12');
    expect(widget).toHaveAttribute('data-has-platform', 'true');
    expect(loadRemoteMock).toHaveBeenCalledWith('mf_account/widgets/signup');
  });

  it('cannot be closed by Escape, the backdrop or the close button while the widget is busy', async () => {
    renderInRouter(<SignupModal />, platform);
    await openModal();

    emit('signup:busy', { busy: true });
    pressEscape();
    clickBackdrop();

    expect(dialog()).toBeInTheDocument();
    expect(closeButton()).toBeDisabled();

    emit('signup:busy', { busy: false });
    expect(closeButton()).toBeEnabled();
    pressEscape();
    expect(dialog()).toBeNull();
  });

  it('closes when the flow completes, even while marked busy', async () => {
    renderInRouter(<SignupModal />, platform);
    await openModal();
    emit('signup:busy', { busy: true });

    emit('signup:complete', {});

    expect(dialog()).toBeNull();
  });

  it('closes on signup:closed (e.g. "log in instead")', async () => {
    renderInRouter(<SignupModal />, platform);
    await openModal();

    emit('signup:closed', {});

    expect(dialog()).toBeNull();
  });

  it('closes by its close button, the backdrop or Escape, and tells the others with signup:closed', async () => {
    const closed = jest.fn();
    platform.events.on('signup:closed', closed);
    renderInRouter(<SignupModal />, platform);

    await openModal();
    fireEvent.click(closeButton());
    expect(dialog()).toBeNull();

    await openModal();
    clickBackdrop();
    expect(dialog()).toBeNull();

    await openModal();
    pressEscape();
    expect(dialog()).toBeNull();
    expect(closed).toHaveBeenCalledTimes(3);
  });

  it('closes when the route changes to /login', async () => {
    const { router } = renderInRouter(<SignupModal />, platform, '/members');
    await openModal();

    await act(() => router.navigate('/members/3'));
    expect(dialog()).toBeInTheDocument();

    await act(() => router.navigate('/login'));
    expect(dialog()).toBeNull();
  });

  it('starts the flow afresh for another target on the next open', async () => {
    renderInRouter(<SignupModal />, platform);
    expect(await openModal(5)).toHaveTextContent('target 5');
    emit('signup:closed', {});

    expect(await openModal(9)).toHaveTextContent('target 9');
    expect(loadRemoteMock).toHaveBeenCalledTimes(1);
  });

  it('offers the sign-up page when the widget cannot be loaded, and closes on the way there', async () => {
    loadRemoteMock.mockRejectedValue(new Error('remote down'));
    const { router } = renderInRouter(<SignupModal />, platform, '/members');

    emit('signup:start', {});

    const link = await screen.findByRole('link', { name: 'Go to the sign-up page' });
    expect(within(dialog()!).getByRole('alert')).toHaveTextContent('The sign-up form could not be loaded');
    expect(link).toHaveAttribute('href', '/signup');
    fireEvent.click(link);
    expect(dialog()).toBeNull();
    expect(router.state.location.pathname).toBe('/signup');
  });

  it('treats a module without SignupWidget as unavailable', async () => {
    loadRemoteMock.mockResolvedValue({ default: FakeSignupWidget });
    renderInRouter(<SignupModal />, platform);

    emit('signup:start', {});

    expect(await screen.findByText('The sign-up form could not be loaded')).toBeInTheDocument();
  });

  it('tries to load the widget again on the next open after a failure', async () => {
    loadRemoteMock.mockRejectedValueOnce(new Error('remote down'));
    renderInRouter(<SignupModal />, platform);
    emit('signup:start', {});
    await screen.findByText('The sign-up form could not be loaded');
    emit('signup:closed', {});

    expect(await openModal()).toBeInTheDocument();
    expect(loadRemoteMock).toHaveBeenCalledTimes(2);
  });

  it('contains a crashing widget and unlocks the modal', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    function CrashingWidget(): never {
      throw new Error('widget bug');
    }
    loadRemoteMock.mockResolvedValue({ SignupWidget: CrashingWidget });
    renderInRouter(<SignupModal />, platform);
    emit('signup:start', {});
    emit('signup:busy', { busy: true });

    expect(await screen.findByText('The sign-up form could not be loaded')).toBeInTheDocument();
    expect(closeButton()).toBeEnabled();
  });
});
