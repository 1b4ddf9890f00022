import type { RealtimeEvent } from '@amora/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { WebSocket } from 'ws';
import type { RealtimeBus } from './bus.js';

/** A command handler an area registers (chat: `typing`, `resume`); it answers nothing. */
export type CommandHandler = (
  memberId: number,
  data: unknown,
  send: (event: RealtimeEvent) => void,
) => Promise<void> | void;

/**
 * The members' open sockets on this instance, and the one way areas talk to them:
 * `publish(memberId, event)` reaches every tab of the member on every instance (through the bus).
 */
export class RealtimeHub {
  private readonly sockets = new Map<number, Set<WebSocket>>();
  private readonly handlers = new Map<string, CommandHandler>();

  constructor(
    private readonly bus: RealtimeBus,
    private readonly log: FastifyBaseLogger,
  ) {
    bus.subscribe(({ memberId, event }) => this.deliverLocally(memberId, event));
  }

  get busKind(): RealtimeBus['kind'] {
    return this.bus.kind;
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

  add(memberId: number, socket: WebSocket): void {
    const set = this.sockets.get(memberId) ?? new Set();
    set.add(socket);
    this.sockets.set(memberId, set);
  }

  remove(memberId: number, socket: WebSocket): void {
    const set = this.sockets.get(memberId);
    if (!set) return;
    set.delete(socket);
    if (set.size === 0) this.sockets.delete(memberId);
  }

  /** Closes every socket of the member on this instance (logout, deletion). */
  disconnect(memberId: number, code: number): void {
    for (const socket of this.sockets.get(memberId) ?? []) socket.close(code);
  }

  closeAll(code: number): void {
    for (const set of this.sockets.values()) for (const socket of set) socket.close(code);
    this.sockets.clear();
  }

  private deliverLocally(memberId: number, event: RealtimeEvent): void {
    const set = this.sockets.get(memberId);
    if (!set) return;
    const frame = JSON.stringify(event);
    for (const socket of set) if (socket.readyState === socket.OPEN) socket.send(frame);
  }
}
