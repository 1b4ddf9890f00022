import '@testing-library/jest-dom';
import { render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, useRoutes, type RouteObject } from 'react-router';
import { definePages, type AreaRoute } from './define-pages';

type Name = 'chats' | 'chats-id' | 'members' | 'soon';

const TABLE: readonly AreaRoute<Name>[] = [
  { name: 'chats', path: '/chats', remote: 'mf_chat' },
  { name: 'chats-id', path: '/chats/:id', remote: 'mf_chat' },
  { name: 'soon', path: '/soon', remote: 'mf_chat' },
  { name: 'members', path: '/members', remote: 'mf_profile' },
];

function Area({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

function renderAt(routes: RouteObject[], path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <main>
        <Area routes={routes} />
      </main>
    </MemoryRouter>,
  );
}

describe('definePages', () => {
  it('takes the routes the area owns from the table, each with its page, and a catch-all of nothing', () => {
    const routes = definePages(TABLE, 'mf_chat', { chats: <h1>Chats</h1>, 'chats-id': <h1>One chat</h1> });
    expect(routes.map((route) => route.path)).toEqual(['/chats', '/chats/:id', '/soon', '*']);

    renderAt(routes, '/chats/42');
    expect(screen.getByRole('heading', { name: 'One chat' })).toBeInTheDocument();
  });

  it('renders nothing on another area’s path and on a route without a page, unless given a fallback', () => {
    const pages = { chats: <h1>Chats</h1> };
    const { container, unmount } = renderAt(definePages(TABLE, 'mf_chat', pages), '/members');
    expect(container.querySelector('main')).toBeEmptyDOMElement();
    unmount();

    renderAt(definePages(TABLE, 'mf_chat', pages, { fallback: <p>Coming soon</p> }), '/soon');
    expect(screen.getByText('Coming soon')).toBeInTheDocument();
  });

  it('loads a lazy page on its first visit, with the loading state meanwhile, wrapped like the others', async () => {
    let loads = 0;
    const load = async (): Promise<ReactElement> => {
      loads += 1;
      return <h1>Loaded chat</h1>;
    };
    const routes = definePages(TABLE, 'mf_chat', (name) => (name === 'chats-id' ? load : undefined), {
      loading: <p>Loading…</p>,
      wrap: (page) => <div data-testid="env">{page}</div>,
    });
    expect(loads).toBe(0);

    renderAt(routes, '/chats/7');
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Loaded chat' })).toBeInTheDocument();
    expect(screen.getByTestId('env')).toContainElement(screen.getByRole('heading'));
    expect(loads).toBe(1);
  });
});
