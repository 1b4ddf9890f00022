import type { FastifyBaseLogger } from 'fastify';
import type { Bindings, ChildLoggerOptions, LevelWithSilentOrString, Logger } from 'pino';

type LogMethod = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';

/**
 * The request's logger, made only when the request logs something. Fastify
 * gives every request a pino child bound to its request id; making one cost about as much as the
 * rest of a cached settings call, and at the production level (`info` and above for request
 * lines, `warn` in the bench) most requests never log anything of their own. A call at an enabled
 * level makes the real child with the same bindings, so what is written is exactly what the
 * eager child would have written.
 */
export class LazyRequestLogger {
  private real: FastifyBaseLogger | null = null;

  constructor(
    private readonly parent: FastifyBaseLogger,
    private readonly bindings: Bindings,
  ) {}

  private child_(): FastifyBaseLogger {
    return (this.real ??= this.parent.child(this.bindings));
  }

  get level(): LevelWithSilentOrString {
    return this.parent.level;
  }

  set level(level: LevelWithSilentOrString) {
    this.child_().level = level;
  }

  get silent(): FastifyBaseLogger['silent'] {
    return this.parent.silent;
  }

  private log(method: LogMethod, args: unknown[]): void {
    // The app's logger is pino (app.ts), whose level check is one comparison.
    if (this.real || (this.parent as unknown as Logger).isLevelEnabled(method))
      (this.child_()[method] as (...values: unknown[]) => void)(...args);
  }

  fatal(...args: unknown[]): void {
    this.log('fatal', args);
  }
  error(...args: unknown[]): void {
    this.log('error', args);
  }
  warn(...args: unknown[]): void {
    this.log('warn', args);
  }
  info(...args: unknown[]): void {
    this.log('info', args);
  }
  debug(...args: unknown[]): void {
    this.log('debug', args);
  }
  trace(...args: unknown[]): void {
    this.log('trace', args);
  }

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.child_().child(bindings, options);
  }
}

/**
 * Fastify's `childLoggerFactory`: lazy for a plain request; a route with its own level or
 * serializers gets the eager child, as Fastify would make it.
 */
export function lazyChildLoggerFactory(
  logger: FastifyBaseLogger,
  bindings: Bindings,
  options: ChildLoggerOptions,
): FastifyBaseLogger {
  if (options.level !== undefined || options.serializers !== undefined)
    return logger.child(bindings, options);
  return new LazyRequestLogger(logger, bindings) as unknown as FastifyBaseLogger;
}
