import { LoginBodySchema, type LoginBody } from '@amora/contracts';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { TextField } from '../TextField';
import { theme } from '../theme';
import type { ContractSchema, ContractSchemaLoader } from './schema-source';
import { useContractForm, type ContractFormOptions, type FormMutation } from './useContractForm';

/*
 * `useContractForm` with a schema loader (ADR 0051): the schema downloads on the
 * form's first focus and at the latest on submit, which waits for it; a failed download shows the
 * generic message and the next submit tries again. The synchronous schema is useContractForm.test.
 */

/** A loader the test answers by hand, counting its calls. */
function controlledLoader() {
  const calls: { resolve: (schema: ContractSchema<LoginBody>) => void; reject: (error: Error) => void }[] =
    [];
  const loader = jest.fn<ReturnType<ContractSchemaLoader<LoginBody>>, []>(
    () => new Promise((resolve, reject) => calls.push({ resolve, reject })),
  );
  const settle = async (outcome: 'load' | 'fail') => {
    const call = calls.at(-1)!;
    await act(async () => {
      if (outcome === 'load') call.resolve(LoginBodySchema);
      else call.reject(new Error('ChunkLoadError: Loading chunk login-schema failed'));
    });
  };
  return { loader, settle };
}

function recordingMutation() {
  const sent: LoginBody[] = [];
  const mutation: FormMutation<LoginBody, string> = {
    isPending: false,
    isSuccess: false,
    error: null,
    reset: () => undefined,
    mutate: (body) => void sent.push(body),
  };
  return { mutation, sent };
}

type Validate = ContractFormOptions<LoginBody, LoginBody, string>['validate'];

function LoginLike({ loader, mutation, validate }: { loader: ContractSchemaLoader<LoginBody>; mutation: FormMutation<LoginBody, string>; validate?: Validate }) {
  const form = useContractForm(loader, mutation, { initial: { email: '', password: '' }, validate });
  return (
    <form noValidate onSubmit={form.submit} ref={form.formRef}>
      {form.formError ? <p role="alert">{form.formError}</p> : null}
      <TextField label="E-mail" type="email" {...form.field('email')} />
      <TextField label="Password" type="password" {...form.field('password')} />
      <button type="submit">{form.submitting ? 'Sending' : 'Send'}</button>
    </form>
  );
} // prettier-ignore

function mount(
  loader: ContractSchemaLoader<LoginBody>,
  mutation: FormMutation<LoginBody, string>,
  validate?: Validate,
) {
  return render(
    <ThemeProvider theme={theme}>
      <LoginLike loader={loader} mutation={mutation} validate={validate} />
    </ThemeProvider>,
  );
}

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const send = () => fireEvent.click(screen.getByRole('button'));
const fillIn = () => {
  type('E-mail', ' ann@example.org ');
  type('Password', 'secret-password');
};

describe('useContractForm with a schema loader', () => {
  it('downloads nothing with the page; the first focus in the form starts the download, once', () => {
    const { loader } = controlledLoader();
    mount(loader, recordingMutation().mutation);
    expect(loader).not.toHaveBeenCalled();
    act(() => screen.getByLabelText('E-mail').focus());
    act(() => screen.getByLabelText('Password').focus());
    expect(loader).toHaveBeenCalledTimes(1);
  });

  it('checks and sends at once when the schema arrived before the submit', async () => {
    const { loader, settle } = controlledLoader();
    const { mutation, sent } = recordingMutation();
    mount(loader, mutation);
    act(() => screen.getByLabelText('E-mail').focus());
    await settle('load');
    fillIn();
    send();
    expect(sent).toEqual([{ email: 'ann@example.org', password: 'secret-password' }]);
  });

  it('a submit before the schema arrived waits, busy, then sends the parsed body once', async () => {
    const { loader, settle } = controlledLoader();
    const { mutation, sent } = recordingMutation();
    mount(loader, mutation);
    fillIn();
    send();
    send();
    expect(loader).toHaveBeenCalledTimes(1);
    expect(sent).toEqual([]);
    expect(screen.getByRole('button')).toHaveTextContent('Sending');
    await settle('load');
    expect(sent).toEqual([{ email: 'ann@example.org', password: 'secret-password' }]);
    expect(screen.getByRole('button')).toHaveTextContent('Send');
  });

  it('refuses what the loaded schema refuses, with its messages under the fields', async () => {
    const { loader, settle } = controlledLoader();
    const { mutation, sent } = recordingMutation();
    mount(loader, mutation);
    send();
    await settle('load');
    expect(sent).toEqual([]);
    expect(screen.getByLabelText('E-mail')).toHaveAccessibleDescription(/^validation\./);
  });

  it('a failed download shows the generic message, sends nothing, and the next submit tries again', async () => {
    const { loader, settle } = controlledLoader();
    const { mutation, sent } = recordingMutation();
    mount(loader, mutation);
    fillIn();
    send();
    await settle('fail');
    expect(sent).toEqual([]);
    expect(screen.getByRole('alert')).toHaveTextContent('errors.generic');
    expect(screen.getByRole('button')).toHaveTextContent('Send');

    send();
    expect(loader).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await settle('load');
    expect(sent).toEqual([{ email: 'ann@example.org', password: 'secret-password' }]);
  });

  it('a download that failed on focus is not shown: the submit downloads again', async () => {
    const { loader, settle } = controlledLoader();
    const { mutation, sent } = recordingMutation();
    mount(loader, mutation);
    act(() => screen.getByLabelText('E-mail').focus());
    await settle('fail');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    fillIn();
    send();
    expect(loader).toHaveBeenCalledTimes(2);
    await settle('load');
    expect(sent).toHaveLength(1);
  });

  it('a form mounted again with the same loader checks at once, without a second download', async () => {
    const { loader, settle } = controlledLoader();
    const first = recordingMutation();
    const { unmount } = mount(loader, first.mutation);
    send();
    await settle('load');
    unmount();
    const second = recordingMutation();
    mount(loader, second.mutation);
    fillIn();
    send();
    expect(loader).toHaveBeenCalledTimes(1);
    expect(second.sent).toHaveLength(1);
  });

  it('a form with its own validate waits for the schema too, and its validate gets it (sign-up)', async () => {
    const { loader, settle } = controlledLoader();
    const { mutation, sent } = recordingMutation();
    // As the sign-up does: the schema's check plus a rule of its own (ADR 0051).
    const validate = jest.fn<ReturnType<NonNullable<Validate>>, Parameters<NonNullable<Validate>>>(
      (body, _translate, schema) => (schema.safeParse(body).success ? {} : { email: 'refused' }),
    );
    mount(loader, mutation, validate);
    send();
    expect(validate).not.toHaveBeenCalled();
    expect(screen.getByRole('button')).toHaveTextContent('Sending');
    await settle('load');
    expect(validate).toHaveBeenCalledWith({ email: '', password: '' }, expect.any(Function), LoginBodySchema);
    expect(sent).toEqual([]);
    expect(screen.getByLabelText('E-mail')).toHaveAccessibleDescription('refused');

    fillIn();
    send();
    expect(validate).toHaveBeenCalledTimes(2);
    expect(sent).toEqual([{ email: 'ann@example.org', password: 'secret-password' }]);
  });
});
