import '@testing-library/jest-dom';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, useNavigate, useRoutes, type NavigateFunction, type RouteObject } from 'react-router';
import { lazyPage } from './lazy-page';

/** A page chunk that arrives when the test says so, and counts how often it was asked for. */
function deferredPage(text: string) {
  let resolve: () => void = () => undefined;
  const arrived = new Promise<void>((done) => (resolve = done));
  const page = { loads: 0, arrive: () => resolve() };
  const load = async () => {
    page.loads += 1;
    await arrived;
    return <h1>{text}</h1>;
  };
  return { page, load };
}

let navigate: NavigateFunction;

function Area({ routes }: { routes: RouteObject[] }) {
  navigate = useNavigate();
  return useRoutes(routes);
}

function renderArea(routes: RouteObject[], path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Area routes={routes} />
    </MemoryRouter>,
  );
}

describe('lazyPage', () => {
  it('shows the fallback until the page has loaded, then the page', async () => {
    const credits = deferredPage('Buy credits');
    renderArea([{ path: '/credits', element: lazyPage(credits.load, <p>loading…</p>) }], '/credits');

    expect(screen.getByText('loading…')).toBeInTheDocument();
    expect(credits.page.loads).toBe(1);

    await act(async () => credits.page.arrive());

    expect(screen.getByRole('heading', { name: 'Buy credits' })).toBeInTheDocument();
    expect(screen.queryByText('loading…')).toBeNull();
  });

  it('does not download a page before its route is shown, and only once across visits', async () => {
    const credits = deferredPage('Buy credits');
    const premium = deferredPage('Premium');
    renderArea(
      [
        { path: '/credits', element: lazyPage(credits.load, <p>loading…</p>) },
        { path: '/premium', element: lazyPage(premium.load, <p>loading…</p>) },
      ],
      '/credits',
    );
    await act(async () => credits.page.arrive());
    expect(premium.page.loads).toBe(0);

    await act(async () => void navigate('/premium'));
    await act(async () => premium.page.arrive());
    expect(screen.getByRole('heading', { name: 'Premium' })).toBeInTheDocument();

    await act(async () => void navigate('/credits'));
    expect(screen.getByRole('heading', { name: 'Buy credits' })).toBeInTheDocument();
    expect(credits.page.loads).toBe(1);
  });
});
