import { createTestPlatform, type TestPlatform } from '@amora/testing';
import { act, render } from '@testing-library/react';
import { BrowserRouter } from 'react-router';
import { renderInRouter } from '../test-support/render-in-router';
import { restoreScroll } from './restore-scroll';
import { useNewPageScroll } from './useNewPageScroll';

jest.mock('./restore-scroll', () => ({ restoreScroll: jest.fn(() => () => undefined) }));

let platform: TestPlatform;
let scrollTo: jest.SpyInstance;

function ScrollProbe() {
  useNewPageScroll();
  return null;
}

beforeEach(async () => {
  platform = await createTestPlatform();
  scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});

afterEach(() => scrollTo.mockRestore());

describe('a new page starts at its top', () => {
  it('on the first page, the browser decides (a reload keeps its place)', () => {
    renderInRouter(<ScrollProbe />, platform, '/members');
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('a link to another page (a profile from the results) scrolls to the top', async () => {
    const { router } = renderInRouter(<ScrollProbe />, platform, '/members');
    await act(() => router.navigate('/members/12'));
    expect(scrollTo).toHaveBeenCalledTimes(1);
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
    // One profile to the next (the similar members under a profile): a new page too.
    await act(() => router.navigate('/members/13'));
    expect(scrollTo).toHaveBeenCalledTimes(2);
  });

  it('back and forward leave the position to the browser', async () => {
    const { router } = renderInRouter(<ScrollProbe />, platform, '/members');
    await act(() => router.navigate('/members/12'));
    scrollTo.mockClear();
    await act(() => router.navigate(-1));
    expect(router.state.location.pathname).toBe('/members');
    await act(() => router.navigate(1));
    expect(router.state.location.pathname).toBe('/members/12');
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('a page that replaces its own address (the payment method picked) keeps its place', async () => {
    const { router } = renderInRouter(<ScrollProbe />, platform, '/credits/12');
    await act(() => router.navigate('/credits/12/paypal', { replace: true }));
    expect(router.state.location.pathname).toBe('/credits/12/paypal');
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('a new query on the same page (search filters) or a fragment keeps the place', async () => {
    const { router } = renderInRouter(<ScrollProbe />, platform, '/members');
    await act(() => router.navigate('/members?gender=female'));
    await act(() => router.navigate('/faq#payments'));
    expect(router.state.location.pathname).toBe('/faq');
    expect(scrollTo).not.toHaveBeenCalled();
  });
});

describe("an area's own links, which the shell's router follows through single-spa's popstate", () => {
  /** What single-spa dispatches after an area's router called pushState or replaceState. */
  function singleSpaPopState(trigger: 'pushState' | 'replaceState'): PopStateEvent {
    return Object.assign(new PopStateEvent('popstate'), { singleSpa: true, singleSpaTrigger: trigger });
  }

  function renderInBrowserRouter(path: string) {
    window.history.replaceState(null, '', path);
    return render(
      <BrowserRouter>
        <ScrollProbe />
      </BrowserRouter>,
    );
  }

  it("an area's link to another page (a card of the results) scrolls to the top", () => {
    renderInBrowserRouter('/members');
    act(() => {
      // As an area's react-router pushes: its state carries the entry's key.
      window.history.pushState({ usr: null, key: 'card12', idx: 1 }, '', '/members/12');
      window.dispatchEvent(singleSpaPopState('pushState'));
    });
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it("an area replacing its address keeps the place, and so does the browser's back", () => {
    renderInBrowserRouter('/credits/12');
    act(() => {
      window.history.replaceState({ usr: null, key: 'paypal', idx: 0 }, '', '/credits/12/paypal');
      window.dispatchEvent(singleSpaPopState('replaceState'));
    });
    act(() => {
      // The browser's back: its popstate event carries no mark.
      window.history.replaceState({ usr: null, key: 'results', idx: 0 }, '', '/members');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(window.location.pathname).toBe('/members');
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it("back returns to where the member was, not to the offset the area's shorter next page caused", async () => {
    const scrollAt = (y: number) => {
      Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
      window.dispatchEvent(new Event('scroll'));
    };
    window.history.replaceState({ usr: null, key: 'results', idx: 0 }, '', '/members');
    render(
      <BrowserRouter>
        <ScrollProbe />
      </BrowserRouter>,
    );
    act(() => scrollAt(1800));
    act(() => {
      // The area renders the profile in its own root: the window clamps to the shorter page and
      // scrolls before the shell's router has followed.
      window.history.pushState({ usr: null, key: 'card12', idx: 1 }, '', '/members/12');
      scrollAt(720);
      window.dispatchEvent(singleSpaPopState('pushState'));
    });
    act(() => {
      window.history.replaceState({ usr: null, key: 'results', idx: 0 }, '', '/members');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await act(async () => undefined);
    expect(restoreScroll).toHaveBeenCalledWith(1800, expect.any(Function));
  });
});
