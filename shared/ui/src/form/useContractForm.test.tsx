import { LoginBodySchema, type LoginBody } from '@amora/contracts';
import { HttpError } from '@amora/platform';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { TextField } from '../TextField';
import { theme } from '../theme';
import { useContractForm, type ContractFormOptions, type FormMutation } from './useContractForm';

/** A mutation the test settles by hand; `mutate` records what was sent. */
function controlledMutation() {
  const state = {
    sent: [] as LoginBody[],
    isPending: false,
    isSuccess: false,
    error: null as unknown,
    settle: (_outcome: { answer?: string; error?: unknown }) => undefined as void,
  };
  const mutation: FormMutation<LoginBody, string> = {
    get isPending() {
      return state.isPending;
    },
    get isSuccess() {
      return state.isSuccess;
    },
    get error() {
      return state.error;
    },
    reset: () => {
      state.error = null;
      state.isSuccess = false;
    },
    mutate: (body, callbacks) => {
      state.sent.push(body);
      state.isPending = true;
      state.settle = ({ answer, error }) => {
        state.isPending = false;
        state.error = error ?? null;
        state.isSuccess = !error;
        if (!error) callbacks?.onSuccess?.(answer as string);
        callbacks?.onSettled?.();
      };
    },
  };
  return { mutation, state };
}

function LoginLike({
  mutation,
  options = {},
}: {
  mutation: FormMutation<LoginBody, string>;
  options?: Partial<ContractFormOptions<LoginBody, LoginBody, string>>;
}) {
  const form = useContractForm(LoginBodySchema, mutation, {
    initial: { email: '', password: '' },
    ...options,
  });
  return (
    <form noValidate onSubmit={form.submit} ref={form.formRef}>
      {form.formError ? <p role="alert">{form.formError}</p> : null}
      <TextField label="E-mail" type="email" {...form.field('email')} />
      <TextField label="Password" type="password" {...form.field('password')} />
      {form.succeeded ? <p>saved</p> : null}
      <button type="submit" disabled={false}>
        {form.submitting ? 'Sending' : 'Send'}
      </button>
    </form>
  );
}

function mount(
  mutation: FormMutation<LoginBody, string>,
  options?: Partial<ContractFormOptions<LoginBody, LoginBody, string>>,
) {
  return render(
    <ThemeProvider theme={theme}>
      <LoginLike mutation={mutation} options={options} />
    </ThemeProvider>,
  );
}

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const send = () => fireEvent.click(screen.getByRole('button'));

describe('useContractForm', () => {
  it('checks the values with the shared schema and sends nothing while they break its rules', () => {
    const { mutation, state } = controlledMutation();
    mount(mutation);
    send();
    expect(state.sent).toEqual([]);
    const email = screen.getByLabelText('E-mail');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription(/^validation\./);
  });

  it('clears a field’s message as the member edits it', () => {
    const { mutation } = controlledMutation();
    mount(mutation);
    send();
    type('E-mail', 'ann@example.org');
    expect(screen.getByLabelText('E-mail')).not.toHaveAttribute('aria-invalid');
  });

  it('sends the parsed body once, and ignores a second submit while the first is under way', () => {
    const { mutation, state } = controlledMutation();
    mount(mutation);
    type('E-mail', ' ann@example.org ');
    type('Password', 'secret-password');
    send();
    send();
    expect(state.sent).toHaveLength(1);
    expect(state.sent[0]).toEqual({ email: 'ann@example.org', password: 'secret-password' });
  });

  it("shows the server's field message under its field and the rest above the form", () => {
    const { mutation, state } = controlledMutation();
    const { rerender } = mount(mutation);
    type('E-mail', 'ann@example.org');
    type('Password', 'secret-password');
    send();
    act(() =>
      state.settle({
        error: new HttpError(400, 'validation_failed', 'Check the form', { password: 'Too common' }),
      }),
    );
    rerender(
      <ThemeProvider theme={theme}>
        <LoginLike mutation={mutation} />
      </ThemeProvider>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Check the form');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Too common');
  });

  it('names a failure without a server answer with the generic message', () => {
    const { mutation, state } = controlledMutation();
    const { rerender } = mount(mutation);
    type('E-mail', 'ann@example.org');
    type('Password', 'secret-password');
    send();
    act(() => state.settle({ error: new TypeError('offline') }));
    rerender(
      <ThemeProvider theme={theme}>
        <LoginLike mutation={mutation} />
      </ThemeProvider>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('errors.generic');
  });

  it('moves a form-level refusal under the field it belongs to', () => {
    const { mutation, state } = controlledMutation();
    const options = { problemField: (code: string | null) => (code === 'email_taken' ? 'email' : undefined) };
    const { rerender } = mount(mutation, options);
    type('E-mail', 'ann@example.org');
    type('Password', 'secret-password');
    send();
    act(() => state.settle({ error: new HttpError(409, 'email_taken', 'Already registered') }));
    rerender(
      <ThemeProvider theme={theme}>
        <LoginLike mutation={mutation} options={options} />
      </ThemeProvider>,
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByLabelText('E-mail')).toHaveAccessibleDescription('Already registered');
  });

  it('reports success and can start again from the initial values', () => {
    const { mutation, state } = controlledMutation();
    const onSuccess = jest.fn();
    const { rerender } = mount(mutation, { resetOnSuccess: true, onSuccess });
    type('E-mail', 'ann@example.org');
    type('Password', 'secret-password');
    send();
    act(() => state.settle({ answer: 'ok' }));
    rerender(
      <ThemeProvider theme={theme}>
        <LoginLike mutation={mutation} options={{ resetOnSuccess: true, onSuccess }} />
      </ThemeProvider>,
    );
    expect(onSuccess).toHaveBeenCalledWith('ok', { email: 'ann@example.org', password: 'secret-password' });
    expect(screen.getByText('saved')).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail')).toHaveValue('');
  });

  it('hands the checked body to a plain action (a search) instead of a server call', () => {
    const action = jest.fn();
    function Search() {
      const form = useContractForm(LoginBodySchema, action, { initial: { email: 'a@b.nl', password: 'x' } });
      return <button onClick={() => form.submit()}>Go</button>;
    }
    render(<Search />);
    fireEvent.click(screen.getByRole('button'));
    expect(action).toHaveBeenCalledWith({ email: 'a@b.nl', password: 'x' });
  });
});
