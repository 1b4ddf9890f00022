import type { FastifyBaseLogger } from 'fastify';

/**
 * What the areas announce after a commit, for whoever cares (today: push notifications). The
 * area that acts does not know its listeners, so likes and chat never import notifications.
 */
export interface DomainEvents {
  /** A like stored for the first time; `match` when it made one. */
  'like.created': { likerId: number; likedId: number; match: boolean };
  /** A message stored and paid for, to the other member of the conversation. */
  'message.sent': { senderId: number; recipientId: number; conversationId: number };
}

export type DomainEventName = keyof DomainEvents;
type Listener<Name extends DomainEventName> = (event: DomainEvents[Name]) => void | Promise<void>;

/**
 * In-process and after the fact: `emit` returns at once, and a listener that fails is logged,
 * never the caller's failure (the like or the message is stored whatever a listener does).
 */
export class DomainEventBus {
  private readonly listeners = new Map<DomainEventName, Array<Listener<DomainEventName>>>();

  constructor(private readonly log: Pick<FastifyBaseLogger, 'error'>) {}

  on<Name extends DomainEventName>(name: Name, listener: Listener<Name>): void {
    const list = this.listeners.get(name) ?? [];
    list.push(listener as Listener<DomainEventName>);
    this.listeners.set(name, list);
  }

  emit<Name extends DomainEventName>(name: Name, event: DomainEvents[Name]): void {
    for (const listener of this.listeners.get(name) ?? []) {
      Promise.resolve()
        .then(() => listener(event))
        .catch((error: unknown) =>
          this.log.error({ err: error, event: name }, 'domain event listener failed'),
        );
    }
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Domain events: areas `emit` after a commit; others subscribe with `on` when registered. */
    events: DomainEventBus;
  }
}
