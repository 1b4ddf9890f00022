import { REALTIME_CLOSE, type RealtimeEvent } from '@amora/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { WebSocket } from 'ws';
import type { RealtimeBus } from './bus.js';

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
  /** Sockets one member may hold on an instance; a new one beyond it closes their oldest. */
  maxSocketsPerMember: number;
}

/**
 * The members' open sockets on this instance, and the one way areas talk to them:
 * `publish(memberId, event)` reaches every tab of the member on every instance (through the bus).
 * Each socket remembers the session it was opened with: a socket is only as alive as that session.
 */
export class RealtimeHub {
  /** Per member, their sockets in the order they opened, each with its session's hash. */
  private readonly sockets = new Map<number, Map<WebSocket, string>>();
  private readonly handlers = new Map<string, CommandHandler>();
  private readonly notices = new Map<string, (() => void)[]>();

  constructor(
    private readonly bus: RealtimeBus,
    private readonly log: FastifyBaseLogger,
    private readonly options: HubOptions,
  ) {
    bus.subscribe((envelope) => {
      if ('notice' in envelope) for (const listener of this.notices.get(envelope.notice) ?? []) listener();
      else if ('control' in envelope) void this.checkSessions(envelope.memberId);
      else this.deliverLocally(envelope.memberId, envelope.event);
    });
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
    const set = this.sockets.get(memberId) ?? new Map<WebSocket, string>();
    // A member's tabs are few; hundreds of sockets are a script holding memory and file handles.
    while (set.size >= this.options.maxSocketsPerMember) {
      const oldest = set.keys().next().value as WebSocket;
      set.delete(oldest);
      oldest.close(REALTIME_CLOSE.tooManySockets, 'too many sockets');
    }
    set.set(socket, tokenHash);
    this.sockets.set(memberId, set);
  }

  remove(memberId: number, socket: WebSocket): void {
    const set = this.sockets.get(memberId);
    if (!set) return;
    set.delete(socket);
    if (set.size === 0) this.sockets.delete(memberId);
  }

  /**
   * Closes the sockets (of one member, or of everyone) whose session no longer exists or has
   * expired. Runs on every `sessionsEnded` and periodically, for expiry and missed announcements.
   */
  async checkSessions(memberId?: number): Promise<void> {
    const entries: [number, WebSocket, string][] = [];
    for (const [id, set] of this.sockets) {
      if (memberId !== undefined && id !== memberId) continue;
      for (const [socket, tokenHash] of set) entries.push([id, socket, tokenHash]);
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

  closeAll(code: number): void {
    for (const set of this.sockets.values()) for (const socket of set.keys()) socket.close(code);
    this.sockets.clear();
  }

  private deliverLocally(memberId: number, event: RealtimeEvent): void {
    const set = this.sockets.get(memberId);
    if (!set) return;
    const frame = JSON.stringify(event);
    for (const socket of set.keys()) if (socket.readyState === socket.OPEN) socket.send(frame);
  }
}
