import os from 'node:os';

/** The member already has as many photos in work as one member may: they wait for those first. */
export class PhotoBusy extends Error {
  constructor() {
    super('photo decoding busy for this member');
    this.name = 'PhotoBusy';
  }
}

/** A decode ran past the time limit: abandoned, its slot given to the next. */
export class DecodeTimedOut extends Error {
  constructor(readonly limitMs: number) {
    super(`photo decoding took longer than ${limitMs} ms`);
    this.name = 'DecodeTimedOut';
  }
}

export interface DecodePoolOptions {
  /** Decodes at once on this instance (one per core: decoding is CPU work). */
  slots: number;
  /** Decodes one member may have running at once; below `slots`, so others always get a turn. */
  runningPerOwner: number;
  /** Photos one member may have running and waiting together; beyond it, PhotoBusy. */
  pendingPerOwner: number;
  /**
   * How long one photo's work may hold its slot. The pool stops waiting then (libvips' own
   * timeout stops the decode itself), so a decode that hangs can never keep a slot.
   */
  timeoutMs: number;
}

/**
 * Bounds photo decoding: at most `slots` at once, and fair between members. Waiting work is kept
 * per member and taken in turns, so a member who queues many uploads (or a few slow ones) delays
 * their own, not everyone's; a member with too much pending is refused at once.
 */
export class DecodePool {
  private running = 0;
  private readonly runningBy = new Map<string, number>();
  /** Per member, their waiting work in order; the map's order is whose turn comes next. */
  private readonly waiting = new Map<string, Array<() => void>>();

  constructor(private readonly options: DecodePoolOptions) {}

  async run<T>(owner: string, work: () => Promise<T>): Promise<T> {
    const running = this.runningBy.get(owner) ?? 0;
    const queued = this.waiting.get(owner)?.length ?? 0;
    if (running + queued >= this.options.pendingPerOwner) throw new PhotoBusy();
    if (queued === 0 && this.canStart(owner)) this.start(owner);
    else
      await new Promise<void>((resolve) => {
        const queue = this.waiting.get(owner) ?? [];
        queue.push(resolve);
        this.waiting.set(owner, queue);
      });
    let timer: NodeJS.Timeout | undefined;
    try {
      const working = work();
      // Abandoned work may still fail later: nobody waits for it any more.
      working.catch(() => undefined);
      const deadline = new Promise<never>((_resolve, reject) => {
        timer = setTimeout(() => reject(new DecodeTimedOut(this.options.timeoutMs)), this.options.timeoutMs);
      });
      return await Promise.race([working, deadline]);
    } finally {
      clearTimeout(timer);
      this.running -= 1;
      const left = (this.runningBy.get(owner) ?? 1) - 1;
      if (left > 0) this.runningBy.set(owner, left);
      else this.runningBy.delete(owner);
      // The member who just had a turn waits behind everyone else who is waiting.
      const mine = this.waiting.get(owner);
      if (mine) {
        this.waiting.delete(owner);
        this.waiting.set(owner, mine);
      }
      this.dispatch();
    }
  }

  /** How many decodes run and wait (for tests and the health of the process). */
  get load(): { running: number; waiting: number } {
    let waiting = 0;
    for (const queue of this.waiting.values()) waiting += queue.length;
    return { running: this.running, waiting };
  }

  private canStart(owner: string): boolean {
    return (
      this.running < this.options.slots && (this.runningBy.get(owner) ?? 0) < this.options.runningPerOwner
    );
  }

  private start(owner: string): void {
    this.running += 1;
    this.runningBy.set(owner, (this.runningBy.get(owner) ?? 0) + 1);
  }

  /** Hands free slots to waiting members in turn; a member served goes to the back of the line. */
  private dispatch(): void {
    for (const [owner, queue] of [...this.waiting]) {
      if (this.running >= this.options.slots) return;
      if (!this.canStart(owner)) continue;
      const next = queue.shift()!;
      this.waiting.delete(owner);
      if (queue.length > 0) this.waiting.set(owner, queue);
      this.start(owner);
      next();
    }
  }
}

const cores = Math.max(1, os.availableParallelism());

/** Seconds one photo's decode and rendering may take before it is abandoned and refused. */
export const DECODE_TIMEOUT_SECONDS = 10;

/** The one pool every photo upload of this instance decodes in. */
export const decodePool = new DecodePool({
  slots: cores,
  runningPerOwner: Math.max(1, cores - 1),
  pendingPerOwner: 3,
  timeoutMs: DECODE_TIMEOUT_SECONDS * 1000,
});
