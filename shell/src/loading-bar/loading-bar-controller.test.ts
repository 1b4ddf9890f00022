import {
  createLoadingBarController,
  LOADING_BAR_COMPLETE_MS,
  type LoadingBarPhase,
} from './loading-bar-controller';

function setUp() {
  const phases: LoadingBarPhase[] = [];
  const bar = createLoadingBarController({ onChange: (phase) => phases.push(phase) });
  return { bar, phases };
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('loading bar timing', () => {
  it('a route that settles within 200 ms never shows the bar', () => {
    const { bar, phases } = setUp();
    bar.start();
    jest.advanceTimersByTime(199);
    bar.settle();
    jest.advanceTimersByTime(10_000);
    expect(phases).toEqual(['waiting', 'idle']);
  });

  it('shows after 200 ms and completes when the route settles', () => {
    const { bar, phases } = setUp();
    bar.start();
    jest.advanceTimersByTime(200);
    expect(phases.at(-1)).toBe('running');
    jest.advanceTimersByTime(1_000);
    bar.settle();
    expect(phases.at(-1)).toBe('complete');
    jest.advanceTimersByTime(LOADING_BAR_COMPLETE_MS);
    expect(phases).toEqual(['waiting', 'running', 'complete', 'idle']);
  });

  it('stops at 5 s when the route never settles', () => {
    const { bar, phases } = setUp();
    bar.start();
    jest.advanceTimersByTime(4_999);
    expect(phases.at(-1)).toBe('running');
    jest.advanceTimersByTime(1);
    expect(phases).toEqual(['waiting', 'running', 'idle']);
    bar.settle();
    expect(phases.at(-1)).toBe('idle');
  });

  it('a new route change restarts the clock', () => {
    const { bar, phases } = setUp();
    bar.start();
    jest.advanceTimersByTime(4_000);
    bar.start();
    jest.advanceTimersByTime(4_000);
    expect(phases.at(-1)).toBe('running');
    jest.advanceTimersByTime(1_000);
    expect(phases.at(-1)).toBe('idle');
  });

  it('settling with no change under way does nothing', () => {
    const { bar, phases } = setUp();
    bar.settle();
    expect(phases).toEqual([]);
  });
});
