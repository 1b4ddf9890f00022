import { startLocaleDataWarmup } from './locale-data-warmup';

describe('startLocaleDataWarmup', () => {
  const realWorker = (globalThis as { Worker?: unknown }).Worker;
  afterEach(() => {
    Object.defineProperty(globalThis, 'Worker', { configurable: true, writable: true, value: realWorker });
  });

  it('starts the worker from its URL and sends it the language', () => {
    const postMessage = jest.fn();
    const Worker = jest.fn(() => ({ postMessage }));
    Object.defineProperty(globalThis, 'Worker', { configurable: true, writable: true, value: Worker });

    startLocaleDataWarmup('fi', '/locale-data.0123456789.js');

    expect(Worker).toHaveBeenCalledWith('/locale-data.0123456789.js', { name: 'locale-data' });
    expect(postMessage).toHaveBeenCalledWith('fi');
  });

  it('does nothing where the browser has no workers, and survives a refused one', () => {
    Object.defineProperty(globalThis, 'Worker', { configurable: true, writable: true, value: undefined });
    expect(() => startLocaleDataWarmup('fi', '/locale-data.0123456789.js')).not.toThrow();

    const refusing = jest.fn(() => {
      throw new DOMException('refused', 'SecurityError');
    });
    Object.defineProperty(globalThis, 'Worker', { configurable: true, writable: true, value: refusing });
    expect(() => startLocaleDataWarmup('fi', '/locale-data.0123456789.js')).not.toThrow();
    expect(refusing).toHaveBeenCalledTimes(1);
  });
});
