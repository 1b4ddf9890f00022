import type { EventBus, PlatformEvents } from '@amora/contracts';

/** A tiny typed event bus for cross-area notifications that are not state. */
export function createEventBus(): EventBus {
  const handlers = new Map<keyof PlatformEvents, Set<(payload: never) => void>>();
  return {
    emit(event, payload) {
      for (const handler of [...(handlers.get(event) ?? [])])
        (handler as (p: typeof payload) => void)(payload);
    },
    on(event, handler) {
      const set = handlers.get(event) ?? new Set();
      set.add(handler as (payload: never) => void);
      handlers.set(event, set);
      return () => set.delete(handler as (payload: never) => void);
    },
  };
}
