import { act, renderHook } from '@testing-library/react';
import { useFirstScreenFirst } from './useFirstScreenFirst';

const page = (from: number, count: number) => Array.from({ length: count }, (_, i) => from + i);

/** The hook with a first screen of four, starting from `items`. */
const renderFrom = (items: number[]) =>
  renderHook(({ items: current }) => useFirstScreenFirst(current, 4), { initialProps: { items } });

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('useFirstScreenFirst: the first answer paints its first screen before the rest', () => {
  it('renders the first screen first, then one more screenful in each task until the list is whole', () => {
    const view = renderFrom([]);
    expect(view.result.current).toEqual({ items: [], complete: true });

    view.rerender({ items: page(1, 14) });
    expect(view.result.current).toEqual({ items: page(1, 4), complete: false });

    act(() => jest.runOnlyPendingTimers());
    expect(view.result.current).toEqual({ items: page(1, 8), complete: false });
    act(() => jest.runOnlyPendingTimers());
    expect(view.result.current).toEqual({ items: page(1, 12), complete: false });
    // The last task adds what is left, less than a screenful.
    act(() => jest.runOnlyPendingTimers());
    expect(view.result.current).toEqual({ items: page(1, 14), complete: true });
    act(() => jest.runOnlyPendingTimers());
    expect(view.result.current).toEqual({ items: page(1, 14), complete: true });
  });

  it('completes at once when the answer shrinks below what is rendered', () => {
    const view = renderFrom(page(1, 24));
    act(() => jest.runOnlyPendingTimers());
    expect(view.result.current).toEqual({ items: page(1, 8), complete: false });

    view.rerender({ items: page(1, 6) });
    expect(view.result.current).toEqual({ items: page(1, 6), complete: true });
  });

  it('renders a next page whole, at once', () => {
    const view = renderFrom(page(1, 24));
    // 24 cards, 4 a task: five tasks after the first screen.
    for (let task = 0; task < 5; task += 1) act(() => jest.runOnlyPendingTimers());
    expect(view.result.current).toEqual({ items: page(1, 24), complete: true });

    view.rerender({ items: page(1, 48) });
    expect(view.result.current).toEqual({ items: page(1, 48), complete: true });
  });

  it('does not split a first answer that fits the first screen, nor the answers after it', () => {
    const view = renderFrom(page(1, 3));
    expect(view.result.current).toEqual({ items: page(1, 3), complete: true });

    view.rerender({ items: page(1, 27) });
    expect(view.result.current).toEqual({ items: page(1, 27), complete: true });
  });
});
