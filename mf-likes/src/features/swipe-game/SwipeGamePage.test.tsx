import '@testing-library/jest-dom';
import type { Candidate, DailyAllowance } from '@amora/contracts';
import { aUser, apiRefusal, sentBodies } from '@amora/testing';
import { fireEvent, waitFor } from '@testing-library/dom';
import { aCandidate, anAllowance, setUpLikesArea } from '../../test-support/likes-fixtures';
import { SWIPE_THRESHOLD_PX } from './SwipeCard';

const mountAt = setUpLikesArea();

// jsdom has no PointerEvent: without one, fireEvent.pointer* drops clientX. A MouseEvent with a
// pointerId is what the card reads.
if (typeof window.PointerEvent === 'undefined') {
  class PointerEventOfMouse extends MouseEvent {
    readonly pointerId: number;
    constructor(type: string, init: PointerEventInit = {}) {
      super(type, init);
      this.pointerId = init.pointerId ?? 1;
    }
  }
  window.PointerEvent = PointerEventOfMouse as unknown as typeof PointerEvent;
}
const member = aUser({ id: 3 });

/** A fake server with a queue and the 4-a-day rule. */
function swipeServer(queue: Candidate[], left: number) {
  let allowance: DailyAllowance = anAllowance(left);
  const decided = new Set<number>();
  return {
    'GET /api/match-finder.php': () => ({
      body: { profiles: queue.filter((c) => !decided.has(c.id)), swipe_likes: allowance },
    }),
    // The newest swipe, when a pass, can be taken back.
    'DELETE /api/swipe.php': (_url: URL, body: unknown) => {
      const { profile_id } = body as { profile_id: number };
      const undone = decided.delete(profile_id);
      return { body: { undone } };
    },
    'POST /api/swipe.php': (_url: URL, body: unknown) => {
      const { profile_id, decision } = body as { profile_id: number; decision: 'like' | 'pass' };
      if (decision === 'like' && allowance.left === 0)
        return apiRefusal(429, 'swipe_limit', 'You have used your 4 likes for today.');
      if (decision === 'like') allowance = { ...allowance, left: allowance.left - 1 };
      decided.add(profile_id);
      return {
        body: { profile_id, decision, liked: decision === 'like', match: false, swipe_likes: allowance },
      };
    },
  };
}

describe('swipe game', () => {
  it('likes with the button and the arrow key, counts down the likes left, and stops at the limit', async () => {
    const queue = [aCandidate({ name: 'Ada' }), aCandidate({ name: 'Bo' }), aCandidate({ name: 'Cy' })];
    const { view, fetch } = await mountAt('/swipe-game', { user: member, routes: swipeServer(queue, 2) });
    expect(await view.findByRole('heading', { level: 2, name: /^Ada/ })).toBeInTheDocument();
    expect(view.getByText('2 of 4 likes left today')).toBeInTheDocument();
    expect(view.getByText('New likes in')).toBeInTheDocument();
    expect(view.getByText(/^\d\d:\d\d:\d\d$/)).toBeInTheDocument();

    fireEvent.click(view.getByRole('button', { name: 'Like' }));
    expect(await view.findByRole('heading', { level: 2, name: /^Bo/ })).toBeInTheDocument();
    expect(view.getByText('1 of 4 likes left today')).toBeInTheDocument();

    fireEvent.keyDown(window, { key: 'ArrowRight' });
    expect(await view.findByRole('heading', { level: 2, name: /^Cy/ })).toBeInTheDocument();
    expect(view.getByText('0 of 4 likes left today')).toBeInTheDocument();
    expect(view.getByRole('alert')).toHaveTextContent('You have used all 4 likes for today.');
    expect(view.getByRole('button', { name: 'Like' })).toBeDisabled();
    fireEvent.keyDown(window, { key: 'ArrowRight' });
    expect(sentBodies(fetch, 'POST /api/swipe.php')).toHaveLength(2);

    // Passing stays free.
    fireEvent.keyDown(window, { key: 'ArrowLeft' });
    await waitFor(() =>
      expect(sentBodies(fetch, 'POST /api/swipe.php').at(-1)).toEqual({
        profile_id: queue[2]!.id,
        decision: 'pass',
      }),
    );
  });

  it('takes back the last pass once, for free: the card comes back and the offer ends', async () => {
    const queue = [aCandidate({ name: 'Fay' }), aCandidate({ name: 'Gil' })];
    const { view, fetch } = await mountAt('/swipe-game', { user: member, routes: swipeServer(queue, 4) });
    await view.findByRole('heading', { level: 2, name: /^Fay/ });
    expect(view.queryByRole('button', { name: 'Undo the last pass' })).toBeNull();

    fireEvent.click(view.getByRole('button', { name: 'Pass' }));
    expect(await view.findByRole('heading', { level: 2, name: /^Gil/ })).toBeInTheDocument();
    fireEvent.click(view.getByRole('button', { name: 'Undo the last pass' }));

    expect(await view.findByRole('heading', { level: 2, name: /^Fay/ })).toBeInTheDocument();
    expect(sentBodies(fetch, 'DELETE /api/swipe.php')).toEqual([{ profile_id: queue[0]!.id }]);
    expect(view.queryByRole('button', { name: 'Undo the last pass' })).toBeNull();
    // A like cannot be taken back.
    fireEvent.click(view.getByRole('button', { name: 'Like' }));
    expect(await view.findByRole('heading', { level: 2, name: /^Gil/ })).toBeInTheDocument();
    expect(view.queryByRole('button', { name: 'Undo the last pass' })).toBeNull();
  });

  it('shows the arrow-key tip only once a key was pressed where no fine pointer says there is a keyboard', async () => {
    const queue = [aCandidate({ name: 'Hal' }), aCandidate({ name: 'Ivy' })];
    const { view } = await mountAt('/swipe-game', { user: member, routes: swipeServer(queue, 4) });
    await view.findByRole('heading', { level: 2, name: /^Hal/ });
    const tip = 'Tip: use the left arrow key to pass and the right arrow key to like.';
    expect(view.queryByText(tip)).toBeNull();
    fireEvent.keyDown(window, { key: 'Tab' });
    expect(await view.findByText(tip)).toBeInTheDocument();
  });

  it('swipes by dragging the card past the threshold, and springs back below it', async () => {
    const queue = [aCandidate({ name: 'Dee' }), aCandidate({ name: 'Eve' })];
    const { view, fetch } = await mountAt('/swipe-game', { user: member, routes: swipeServer(queue, 4) });
    await view.findByRole('heading', { level: 2, name: /^Dee/ });
    const card = view.getByTestId('swipe-card');
    fireEvent.pointerDown(card, { clientX: 200, button: 0, pointerId: 1 });
    fireEvent.pointerMove(card, { clientX: 200 - SWIPE_THRESHOLD_PX / 2, pointerId: 1 });
    fireEvent.pointerUp(card, { pointerId: 1 });
    expect(sentBodies(fetch, 'POST /api/swipe.php')).toEqual([]);

    fireEvent.pointerDown(card, { clientX: 200, button: 0, pointerId: 1 });
    fireEvent.pointerMove(card, { clientX: 200 - SWIPE_THRESHOLD_PX - 10, pointerId: 1 });
    fireEvent.pointerUp(card, { pointerId: 1 });
    await waitFor(() =>
      expect(sentBodies(fetch, 'POST /api/swipe.php')).toEqual([
        { profile_id: queue[0]!.id, decision: 'pass' },
      ]),
    );
    expect(await view.findByRole('heading', { level: 2, name: /^Eve/ })).toBeInTheDocument();
  });

  it('shows the limit when the server refuses a like made elsewhere', async () => {
    const queue = [aCandidate({ name: 'Flo' })];
    const server = swipeServer(queue, 0);
    const { view } = await mountAt('/swipe-game', {
      user: member,
      routes: {
        ...server,
        'GET /api/match-finder.php': { body: { profiles: queue, swipe_likes: anAllowance(1) } },
      },
    });
    await view.findByRole('heading', { level: 2, name: /^Flo/ });
    fireEvent.click(view.getByRole('button', { name: 'Like' }));
    expect(await view.findByText('0 of 4 likes left today')).toBeInTheDocument();
    expect(view.getByRole('button', { name: 'Like' })).toBeDisabled();
  });
});
