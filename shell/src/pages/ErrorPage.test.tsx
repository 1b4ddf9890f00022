import '@testing-library/jest-dom';
import { createTestPlatform, type TestPlatform } from '@amora/testing';
import { PlatformProvider } from '@amora/ui';
import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { RouterProvider, createMemoryRouter, type RouteObject } from 'react-router';
import { ErrorPageContent, ErrorPageGuard } from './ErrorPage';

// The shell's translations are not registered here, so t() answers with the key.
let platform: TestPlatform;

beforeEach(async () => {
  platform = await createTestPlatform();
  // React logs every error a boundary catches.
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => jest.restoreAllMocks());

function renderRoutes(routes: RouteObject[], path = '/somewhere') {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <PlatformProvider platform={platform}>
      <RouterProvider router={router} />
    </PlatformProvider>,
  );
  return router;
}

const renderAt = (element: ReactNode) => renderRoutes([{ path: '*', element }]);

function Boom(): never {
  throw new Error('theme exploded');
}

describe('ErrorPageContent', () => {
  it('404: says the page could not be found and links home', () => {
    renderAt(<ErrorPageContent status={404} />);

    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('errorPage.notFound');
    expect(screen.getByRole('link', { name: 'errorPage.backHome' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('alert')).toHaveTextContent('errorPage.status');
  });

  it('404: ignores a message, the not-found text is fixed', () => {
    renderAt(<ErrorPageContent status={404} message="Something else" />);

    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('errorPage.notFound');
    expect(screen.queryByText('Something else')).toBeNull();
  });

  it('500 with a message: shows the message as the heading, and a way home', () => {
    renderAt(<ErrorPageContent status={500} message="The database is asleep" />);

    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('The database is asleep');
    expect(screen.queryByText('errorPage.notFound')).toBeNull();
    expect(screen.getByRole('link', { name: 'errorPage.backHome' })).toHaveAttribute('href', '/');
  });

  it.each([undefined, ''])('500 without a message (%p): shows the generic error heading', (message) => {
    renderAt(<ErrorPageContent status={500} message={message} />);

    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('errorPage.error');
  });

  it('interpolates the status into the status line', async () => {
    await platform.i18n.addResourceBundle('en', 'common', { 'errorPage.status': 'Status {{status}}' });
    renderAt(<ErrorPageContent status={503} />);

    expect(screen.getByText('Status 503')).toBeInTheDocument();
  });
});

describe('ErrorPageGuard', () => {
  it('renders its children while they work', () => {
    renderAt(
      <ErrorPageGuard fallbackText="The error page failed" homeText="Home">
        <p>fine</p>
      </ErrorPageGuard>,
    );

    expect(screen.getByText('fine')).toBeInTheDocument();
    expect(screen.queryByText('The error page failed')).toBeNull();
  });

  it('shows its fallback text and a plain link home when a child throws', () => {
    renderAt(
      <ErrorPageGuard fallbackText="The error page failed" homeText="Home">
        <Boom />
      </ErrorPageGuard>,
    );

    expect(screen.getByRole('alert')).toHaveTextContent('The error page failed');
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
  });
});
