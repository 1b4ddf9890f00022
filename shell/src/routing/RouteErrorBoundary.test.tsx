import '@testing-library/jest-dom';
import { createTestPlatform, type TestPlatform } from '@amora/testing';
import { PlatformProvider } from '@amora/ui';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useNavigate, type NavigateFunction } from 'react-router';
import { RouteErrorBoundary } from './RouteErrorBoundary';

// The shell's translations are not registered here, so t() answers with the key.
let platform: TestPlatform;
let navigate: NavigateFunction;

beforeEach(async () => {
  platform = await createTestPlatform();
  // React logs every error a boundary catches; so does the boundary.
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => jest.restoreAllMocks());

function Boom(): never {
  throw new Error('theme exploded');
}

function ThrowsString(): never {
  throw 'just a string';
}

function CaptureNavigate() {
  navigate = useNavigate();
  return null;
}

function renderAt(path: string) {
  render(
    <PlatformProvider platform={platform}>
      <MemoryRouter initialEntries={[path]}>
        <CaptureNavigate />
        <RouteErrorBoundary>
          <Routes>
            <Route path="/boom" element={<Boom />} />
            <Route path="/string" element={<ThrowsString />} />
            <Route path="/fine" element={<p>a working page</p>} />
          </Routes>
        </RouteErrorBoundary>
      </MemoryRouter>
    </PlatformProvider>,
  );
}

describe('RouteErrorBoundary', () => {
  it('renders the pages while they work', () => {
    renderAt('/fine');

    expect(screen.getByText('a working page')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
  });

  it('a thrown Error becomes the error page with its message and a way home', () => {
    renderAt('/boom');

    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('theme exploded');
    expect(screen.getByRole('link', { name: 'errorPage.backHome' })).toHaveAttribute('href', '/');
  });

  it('something thrown that is not an Error shows the generic error heading', () => {
    renderAt('/string');

    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('errorPage.error');
  });

  it('going to another page clears the error', () => {
    renderAt('/boom');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('theme exploded');

    act(() => void navigate('/fine'));

    expect(screen.getByText('a working page')).toBeInTheDocument();
    expect(screen.queryByText('theme exploded')).toBeNull();
  });
});
