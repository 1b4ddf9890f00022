import { startPageBounceLogging } from './page-bounce';

function fakeDocument() {
  const listeners = new Set<() => void>();
  const doc = {
    visibilityState: 'visible' as DocumentVisibilityState,
    addEventListener: (_type: string, listener: () => void) => void listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => void listeners.delete(listener),
  };
  const setVisibility = (state: DocumentVisibilityState) => {
    doc.visibilityState = state;
    listeners.forEach((listener) => listener());
  };
  return { doc: doc as unknown as Document, setVisibility, listeners };
}

describe('page-bounce logging', () => {
  it('with query lb, sends a beacon with lb and the current path each time the page is hidden', () => {
    const { doc, setVisibility } = fakeDocument();
    const sendBeacon = jest.fn((_url: string) => true);
    let path = '/members?lb=ad7';
    startPageBounceLogging({ arrivalSearch: '?lb=ad7', currentPath: () => path, sendBeacon, doc });

    setVisibility('visible');
    expect(sendBeacon).not.toHaveBeenCalled();
    setVisibility('hidden');
    path = '/members/12';
    setVisibility('visible');
    setVisibility('hidden');

    expect(sendBeacon.mock.calls.map(([url]) => url)).toEqual([
      '/api/page-hidden.php?lb=ad7&path=%2Fmembers%3Flb%3Dad7',
      '/api/page-hidden.php?lb=ad7&path=%2Fmembers%2F12',
    ]);
  });

  it('without lb sends nothing and listens to nothing', () => {
    const { doc, setVisibility, listeners } = fakeDocument();
    const sendBeacon = jest.fn((_url: string) => true);
    startPageBounceLogging({ arrivalSearch: '?utm_source=x', currentPath: () => '/', sendBeacon, doc });
    setVisibility('hidden');
    expect(sendBeacon).not.toHaveBeenCalled();
    expect(listeners.size).toBe(0);
  });

  it('a refused beacon never fails the page; stopping removes the listener', () => {
    const { doc, setVisibility, listeners } = fakeDocument();
    const sendBeacon = jest.fn((_url: string): boolean => {
      throw new TypeError('refused');
    });
    const stop = startPageBounceLogging({ arrivalSearch: '?lb=1', currentPath: () => '/', sendBeacon, doc });
    expect(() => setVisibility('hidden')).not.toThrow();
    stop();
    expect(listeners.size).toBe(0);
  });
});
