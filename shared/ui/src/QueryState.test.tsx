import '@testing-library/jest-dom';
import { MESSAGES_NAMESPACE } from '@amora/contracts/plain';
import { HttpError } from '@amora/platform';
import { fireEvent, render, screen } from '@testing-library/react';
import { createInstance } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { ThemeProvider } from 'styled-components';
import { MutationProblem, QueryState, type LoadingQuery } from './QueryState';
import { theme } from './theme';

function aQuery(state: Partial<LoadingQuery<string[]>>): LoadingQuery<string[]> {
  return {
    data: undefined,
    error: null,
    isFetching: false,
    refetch: jest.fn(async () => undefined),
    ...state,
  };
}

const i18n = createInstance({
  lng: 'en',
  resources: { en: { [MESSAGES_NAMESPACE]: { errors: { generic: 'Something went wrong.' } } } },
});
void i18n.init();

function renderState(query: LoadingQuery<string[]>) {
  return render(
    <I18nextProvider i18n={i18n}>
      <ThemeProvider theme={theme}>
        <QueryState
          query={query}
          loadingLabel="Loading chats"
          title="Chats could not be loaded"
          retryLabel="Try again"
        >
          {(chats) => (
            <ul aria-label="Chats">
              {chats.map((chat) => (
                <li key={chat}>{chat}</li>
              ))}
            </ul>
          )}
        </QueryState>
      </ThemeProvider>
    </I18nextProvider>,
  );
}

describe('QueryState', () => {
  it('shows the spinner with its label until the first answer', () => {
    renderState(aQuery({ isFetching: true }));
    expect(screen.getByRole('status')).toHaveTextContent('Loading chats');
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('shows the data once it is there, and keeps it when a later refresh fails', () => {
    renderState(aQuery({ data: ['Anna', 'Ben'], error: new HttpError(503, 'unknown', 'Down') }));
    expect(screen.getByRole('list', { name: 'Chats' })).toHaveTextContent('AnnaBen');
    expect(screen.queryByRole('heading', { name: 'Chats could not be loaded' })).not.toBeInTheDocument();
  });

  it('shows what failed with the server’s words and asks again on retry', () => {
    const query = aQuery({ error: new HttpError(429, 'rate_limited', 'Too many requests, wait a minute.') });
    renderState(query);
    expect(screen.getByRole('heading', { level: 2, name: 'Chats could not be loaded' })).toBeInTheDocument();
    expect(screen.getByText('Too many requests, wait a minute.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(query.refetch).toHaveBeenCalledTimes(1);
  });

  it('falls back to the generic message for an error that is not the API’s', () => {
    renderState(aQuery({ error: new TypeError('Failed to fetch') }));
    expect(screen.getByText('Something went wrong.')).toBeInTheDocument();
    expect(screen.queryByText('Failed to fetch')).not.toBeInTheDocument();
  });
});

describe('MutationProblem', () => {
  const renderProblem = (mutation: { isError: boolean; error: unknown }) =>
    render(
      <ThemeProvider theme={theme}>
        <MutationProblem mutation={mutation} fallback="The change failed." />
      </ThemeProvider>,
    );

  it('says nothing before the change fails', () => {
    renderProblem({ isError: false, error: null });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("says the server's words when it gave them, else the fallback", () => {
    const { unmount } = renderProblem({
      isError: true,
      error: new HttpError(409, 'conflict', 'Someone else changed it first.'),
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Someone else changed it first.');
    unmount();
    renderProblem({ isError: true, error: new TypeError('Failed to fetch') });
    expect(screen.getByRole('alert')).toHaveTextContent('The change failed.');
  });
});
