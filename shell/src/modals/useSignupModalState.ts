import { paths, type EventBus } from '@amora/contracts/plain';
import { useCallback, useEffect, useState } from 'react';

export interface SignupModalState {
  open: boolean;
  targetProfileId?: number;
  /** The widget has a request running: the modal must not close meanwhile. */
  busy: boolean;
  /** Counts the opens, so every open starts the flow afresh. */
  session: number;
}

const INITIAL: SignupModalState = { open: false, busy: false, session: 0 };

/**
 * The signup modal's state from the event bus: `signup:start` opens it, `signup:complete` and
 * `signup:closed` close it, `signup:busy` locks it; moving to /login (the "log in instead"
 * redirect) closes it too.
 */
export function useSignupModalState(events: EventBus, pathname: string) {
  const [state, setState] = useState<SignupModalState>(INITIAL);
  const close = useCallback(() => setState((s) => (s.open ? { ...s, open: false, busy: false } : s)), []);

  useEffect(() => {
    const stops = [
      events.on('signup:start', ({ targetProfileId }) =>
        setState((s) => ({ open: true, targetProfileId, busy: false, session: s.session + 1 })),
      ),
      events.on('signup:complete', close),
      events.on('signup:closed', close),
      events.on('signup:busy', ({ busy }) => setState((s) => (s.open ? { ...s, busy } : s))),
    ];
    return () => stops.forEach((stop) => stop());
  }, [events, close]);

  useEffect(() => {
    if (pathname === paths.login()) close();
  }, [pathname, close]);

  return { state, close };
}
