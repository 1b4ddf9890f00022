import { REALTIME_CLOSE, type RealtimeEvent } from '@amora/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { WebSocket } from 'ws';
import type { RealtimeBus } from './bus.js';
import type { SocketRegistry } from './socket-registry.js';

/** A command handler an area registers (chat: `typing`, `resume`); it answers nothing. */
export type CommandHandler = (
  memberId: number,
  data: unknown,
  send: (event: RealtimeEvent) => void,
) => Promise<void> | void;

/** Which of these session hashes still name a live session (the database decides). */
export type LiveSessions = (tokenHashes: string[]) => Promise<Set<string>>;

export interface HubOptions {
  liveSessions: LiveSessions;
  /** Sockets one member may hold; a new one beyond it closes their oldest. */
  maxSocketsPerMember: number;
  /** With several instances (Redis), where the cap counts the member's sockets on all of them. */
  registry?: SocketRegistry | null;
}

/** What the hub keeps of an open socket: its session's hash and its id in the registry. */
interface Held {
  tokenHash: string;
  id: string;
}

/**
 * The members' open sockets on this instance, and the one way areas talk to them:
 * `publish(memberId, event)` reaches every tab of the member on every instance (through the bus).
 * Each socket remembers the session it was opened with: a socket is only as alive as that session.
 */
export class RealtimeHub {
  /** Per member, their sockets on this instance in the order they opened. */
  private readonly sockets = new Map<number, Map<WebSocket, Held>>();
  private readonly handlers = new Map<string, CommandHandler>();
  private readonly registry: SocketRegistry | null;
  private localIds = 0;
  private readonly notices = new Map<string, (() => void)[]>();

  constructor(
    private readonly bus: RealtimeBus,
    private readonly log: FastifyBaseLogger,
    private readonly options: HubOptions,
  ) {
    this.registry = options.registry ?? null;
    bus.subscribe((envelope) => {
      if ('notice' in envelope) for (const listener of this.notices.get(envelope.notice) ?? []) listener();
      else if (!('control' in envelope)) this.deliverLocally(envelope.memberId, envelope.event);
      else if (envelope.control === 'sessions_ended') void this.checkSessions(envelope.memberId);
      else this.closeTooMany(envelope.memberId, new Set(envelope.sockets));
    });
  }

  /** The members this instance holds sockets for (the registry keeps their entries alive). */
  heldMembers(): number[] {
    return [...this.sockets.keys()];
  }

  get busKind(): RealtimeBus['kind'] {
    return this.bus.kind;
  }

  /**
   * Tells every instance (this one included, through the bus) about `notice`, e.g. that a cache
   * is stale. At most once, as the bus is: listeners keep their own short expiry as well.
   */
  async announce(notice: string): Promise<void> {
    try {
      await this.bus.publish({ notice });
    } catch (error) {
      this.log.warn({ err: error, notice }, 'realtime: announcing failed');
    }
  }

  /** Runs `listener` whenever any instance announces `notice`. */
  onNotice(notice: string, listener: () => void): void {
    this.notices.set(notice, [...(this.notices.get(notice) ?? []), listener]);
  }

  /** Sends an event to every open socket of the member, wherever it is connected. */
  async publish(memberId: number, event: RealtimeEvent): Promise<void> {
    try {
      await this.bus.publish({ memberId, event });
    } catch (error) {
      // Events are a courtesy on top of the API: a lost one is caught up by the next fetch.
      this.log.warn({ err: error, type: event.type }, 'realtime: publishing failed');
    }
  }

  /**
   * Some of the member's sessions ended (logout, password change or reset, deletion): every
   * instance closes the sockets whose session is gone, at once. Should the bus fail, the periodic
   * check still closes them within a minute.
   */
  async sessionsEnded(memberId: number): Promise<void> {
    try {
      await this.bus.publish({ memberId, control: 'sessions_ended' });
    } catch (error) {
      this.log.warn({ err: error }, 'realtime: announcing ended sessions failed');
      await this.checkSessions(memberId);
    }
  }

  /** Registers what a client command of this type does (one handler per type). */
  onCommand(type: string, handler: CommandHandler): void {
    if (this.handlers.has(type)) throw new Error(`realtime command ${type} is handled twice`);
    this.handlers.set(type, handler);
  }

  commandHandler(type: string): CommandHandler | undefined {
    return this.handlers.get(type);
  }

  /** How many sockets this instance holds (for tests and the health of the process). */
  connectionCount(memberId?: number): number {
    if (memberId !== undefined) return this.sockets.get(memberId)?.size ?? 0;
    let count = 0;
    for (const set of this.sockets.values()) count += set.size;
    return count;
  }

  add(memberId: number, socket: WebSocket, tokenHash: string): void {
    const set = this.sockets.get(memberId) ?? new Map<WebSocket, Held>();
    // A member's tabs are few; hundreds of sockets are a script holding memory and file handles.
    // This instance's own count holds even when the registry cannot be reached.
    while (set.size >= this.options.maxSocketsPerMember) {
      const [oldest, held] = set.entries().next().value as [WebSocket, Held];
      set.delete(oldest);
      oldest.close(REALTIME_CLOSE.tooManySockets, 'too many sockets');
      this.forget(memberId, held.id);
    }
    const id = this.registry?.newSocketId() ?? `local-${(this.localIds += 1)}`;
    set.set(socket, { tokenHash, id });
    this.sockets.set(memberId, set);
    if (this.registry) void this.shareOpened(this.registry, memberId, id);
  }

  remove(memberId: number, socket: WebSocket): void {
    const set = this.sockets.get(memberId);
    const held = set?.get(socket);
    if (!set || !held) return;
    set.delete(socket);
    if (set.size === 0) this.sockets.delete(memberId);
    this.forget(memberId, held.id);
  }

  /**
   * Closes the sockets (of one member, or of everyone) whose session no longer exists or has
   * expired. Runs on every `sessionsEnded` and periodically, for expiry and missed announcements.
   */
  async checkSessions(memberId?: number): Promise<void> {
    const entries: [number, WebSocket, string][] = [];
    for (const [id, set] of this.sockets) {
      if (memberId !== undefined && id !== memberId) continue;
      for (const [socket, held] of set) entries.push([id, socket, held.tokenHash]);
    }
    if (entries.length === 0) return;
    let live: Set<string>;
    try {
      live = await this.options.liveSessions([...new Set(entries.map(([, , hash]) => hash))]);
    } catch (error) {
      this.log.warn({ err: error }, 'realtime: checking sessions failed');
      return;
    }
    for (const [id, socket, tokenHash] of entries) {
      if (live.has(tokenHash)) continue;
      this.remove(id, socket);
      socket.close(REALTIME_CLOSE.loggedOut, 'session ended');
    }
  }

  /** Closes every socket of this instance (it is shutting down) and drops them from the registry. */
  async closeAll(code: number): Promise<void> {
    const held: [number, string][] = [];
    for (const [memberId, set] of this.sockets)
      for (const [socket, { id }] of set) {
        socket.close(code);
        held.push([memberId, id]);
      }
    this.sockets.clear();
    await this.registry
      ?.close(held)
      .catch((error: unknown) => this.log.warn({ err: error }, 'realtime: leaving the registry failed'));
  }

  /**
   * The registry counts the member's sockets on every instance: those it names beyond the cap
   * close where they are, here at once, elsewhere through the bus.
   */
  private async shareOpened(registry: SocketRegistry, memberId: number, id: string): Promise<void> {
    let evicted: string[];
    try {
      evicted = await registry.opened(memberId, id, this.options.maxSocketsPerMember);
    } catch (error) {
      this.log.warn({ err: error }, 'realtime: counting the member`s sockets failed');
      return;
    }
    const elsewhere = this.closeTooMany(memberId, new Set(evicted));
    if (elsewhere.length > 0)
      await this.bus
        .publish({ memberId, control: 'too_many_sockets', sockets: elsewhere })
        .catch((error: unknown) =>
          this.log.warn({ err: error }, 'realtime: closing sockets elsewhere failed'),
        );
  }

  /** Closes those of the named sockets this instance holds; answers the ids it does not hold. */
  private closeTooMany(memberId: number, ids: Set<string>): string[] {
    const set = this.sockets.get(memberId);
    for (const [socket, held] of set ?? []) {
      if (!ids.has(held.id)) continue;
      ids.delete(held.id);
      set!.delete(socket);
      socket.close(REALTIME_CLOSE.tooManySockets, 'too many sockets');
    }
    if (set?.size === 0) this.sockets.delete(memberId);
    return [...ids];
  }

  private forget(memberId: number, id: string): void {
    this.registry
      ?.closed(memberId, id)
      .catch((error: unknown) => this.log.warn({ err: error }, 'realtime: forgetting a socket failed'));
  }

  private deliverLocally(memberId: number, event: RealtimeEvent): void {
    const set = this.sockets.get(memberId);
    if (!set) return;
    const frame = JSON.stringify(event);
    for (const socket of set.keys()) if (socket.readyState === socket.OPEN) socket.send(frame);
  }
}
