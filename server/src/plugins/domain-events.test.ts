import { DomainEventBus } from './domain-events';

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('DomainEventBus', () => {
  it('hands each event to every listener of its name, after emit has returned', async () => {
    const bus = new DomainEventBus({ error: jest.fn() });
    const seen: string[] = [];
    bus.on('like.created', ({ likedId, match }) => void seen.push(`first ${likedId} ${match}`));
    bus.on('like.created', ({ likerId }) => void seen.push(`second ${likerId}`));
    bus.on('message.sent', () => void seen.push('message'));

    bus.emit('like.created', { likerId: 1, likedId: 2, match: true });
    expect(seen).toEqual([]);
    await settle();
    expect(seen).toEqual(['first 2 true', 'second 1']);
  });

  it('logs a failing listener and still calls the others; emit never throws', async () => {
    const log = { error: jest.fn() };
    const bus = new DomainEventBus(log);
    const delivered = jest.fn();
    bus.on('message.sent', async () => {
      throw new Error('push service down');
    });
    bus.on('message.sent', delivered);

    expect(() => bus.emit('message.sent', { senderId: 1, recipientId: 2, conversationId: 3 })).not.toThrow();
    await settle();
    expect(delivered).toHaveBeenCalledWith({ senderId: 1, recipientId: 2, conversationId: 3 });
    expect(log.error).toHaveBeenCalledWith(
      expect.objectContaining({ event: 'message.sent' }),
      'domain event listener failed',
    );
  });

  it('does nothing for an event nobody listens to', () => {
    const log = { error: jest.fn() };
    new DomainEventBus(log).emit('like.created', { likerId: 1, likedId: 2, match: false });
    expect(log.error).not.toHaveBeenCalled();
  });
});
