import { fieldMessages, MESSAGES_NAMESPACE } from '@amora/contracts/plain';
import { isHttpError } from '@amora/platform';
import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  isSchemaLoader,
  loadSchema,
  prefetchSchema,
  schemaNow,
  type ContractSchema,
  type ContractSchemaSource,
} from './schema-source.js';

export type { ContractSchema, ContractSchemaLoader, ContractSchemaSource } from './schema-source.js';

/** Translates a key of the shared message catalogue (validation.*, errors.*). */
export type Translate = (key: string, options?: Record<string, unknown>) => string;

/** What the form needs of a react-query mutation (`useMutation(...)` fits as it is). */
export interface FormMutation<Body, Answer> {
  mutate(body: Body, options?: { onSuccess?: (answer: Answer) => void; onSettled?: () => void }): void;
  reset(): void;
  isPending: boolean;
  isSuccess: boolean;
  error: unknown;
}

/** A form that calls no server (a search sent to the URL): it only gets the checked body. */
export type FormAction<Body> = (body: Body) => void;

export type FieldErrors = Record<string, string | undefined>;

/** The failed call as the member reads it: the server's translated message and its stable code. */
export interface FormProblem {
  code: string | null;
  message: string;
}

export interface ApiProblem extends FormProblem {
  /** Translated messages per field, as the server named them. */
  fields: Record<string, string>;
}

/**
 * What a failed call tells the member: the server's translated message, code and field messages,
 * or the generic message for a failure without an answer (the platform names network failures).
 */
export function useApiProblem(error: unknown): ApiProblem | null {
  const { t: tm } = useTranslation(MESSAGES_NAMESPACE);
  if (!error) return null;
  if (isHttpError(error)) return { code: error.code, message: error.message, fields: error.fields };
  return { code: null, message: tm('errors.generic'), fields: {} };
}

export interface ContractFormOptions<Values, Body, Answer> {
  initial: Values | (() => Values);
  /** The values as the API body, before the schema sees them (trimmed, numbers, nulls for ''). */
  toBody?: (values: Values) => unknown;
  /** Rules the schema cannot know (the site's minimum age, an order of two fields). */
  check?: (body: Body, translate: Translate) => FieldErrors;
  /** A step of a longer form answers for these fields only; its body goes on unparsed. */
  only?: readonly string[];
  /**
   * Replaces the schema check when a form's rules need more than the issues (sign-up's date). It
   * gets the schema, so a form with a loader waits for it like any other (ADR 0051).
   */
  validate?: (body: unknown, translate: Translate, schema: ContractSchema<Body>) => FieldErrors;
  /** After the server accepted the body (navigate, say where the mail went, …). */
  onSuccess?: (answer: Answer, body: Body) => void;
  /** Back to the initial values once the server accepted them (a password form). */
  resetOnSuccess?: boolean;
  /** The server names nested fields with a prefix (`profile.country`): shown under `country`. */
  serverFieldPrefix?: string;
  /** The message field a form field's errors live under, where the names differ (dateOfBirth). */
  messageField?: (field: keyof Values & string) => string;
  /** Where a form-level refusal belongs under a field instead (e-mail taken → the e-mail field). */
  problemField?: (code: string | null) => string | undefined;
  /** After a refused submit the first invalid control gets the focus and reads its message. */
  focusFirstError?: boolean;
}

/** Props for a text-like field of the design system: spread them, add the label. */
export interface FieldBinding {
  name: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => void;
  error: string | undefined;
}

export interface ContractForm<Values> {
  values: Values;
  /** Sets one value and clears that field's messages (the member is answering them). */
  setValue: <K extends keyof Values & string>(field: K, value: Values[K]) => void;
  /** Sets several values at once (a place found for the position) and clears every message. */
  replaceValues: (values: Partial<Values>) => void;
  field: <K extends keyof Values & string>(name: K) => FieldBinding;
  /** The message shown under a field: the member's own check first, then the server's. */
  error: (field: string) => string | undefined;
  /** Only the server's message for a field, while it stands. */
  serverError: (field: string) => string | undefined;
  /** For `<form onSubmit>`; also callable without an event (a step's Next button). */
  submit: (event?: FormEvent<HTMLFormElement>) => void;
  /** While the body is being sent, or the submit waits for a schema that is still loading. */
  submitting: boolean;
  succeeded: boolean;
  /** The failed call, with its code (e.g. `token_invalid`), or null. */
  problem: FormProblem | null;
  /** The message above the form, or null (also when `problemField` put it under a field). */
  formError: string | null;
  /** For `<form ref>`: the first invalid control gets the focus; a schema loader starts on focus. */
  formRef: React.RefObject<HTMLFormElement | null>;
}

function isMutation<Body, Answer>(
  target: FormMutation<Body, Answer> | FormAction<Body>,
): target is FormMutation<Body, Answer> {
  return typeof target !== 'function';
}

function withoutEmpty(errors: FieldErrors): Record<string, string> {
  return Object.fromEntries(Object.entries(errors).filter(([, message]) => Boolean(message))) as Record<
    string,
    string
  >;
}

/**
 * A form on an API contract: it holds the values, checks them on submit with the server's own
 * schema (the same rules and translated messages as the server), sends the parsed body once
 * (a second submit while one is under way is ignored), and shows the server's answer: its field
 * messages under their fields, the rest above the form.
 *
 * The schema may be given as a loader (`() => import(...)`), which keeps it and zod off the page's
 * first load: the download starts on the form's first focus or input (put `formRef` on the form)
 * and at the latest on submit, which then waits for it. A failed download shows the generic
 * message above the form; the next submit tries again.
 */
export function useContractForm<Values extends object, Body = Values, Answer = unknown>(
  schema: ContractSchemaSource<Body>,
  target: FormMutation<Body, Answer> | FormAction<Body>,
  options: ContractFormOptions<Values, Body, Answer>,
): ContractForm<Values> {
  const { t: tm } = useTranslation(MESSAGES_NAMESPACE);
  const translate = tm as Translate;
  const [values, setValues] = useState<Values>(options.initial);
  const [clientErrors, setClientErrors] = useState<FieldErrors>({});
  // Server messages the member has since answered by editing their field.
  const [answered, setAnswered] = useState<ReadonlySet<string>>(new Set());
  const [attempt, setAttempt] = useState(0);
  // A submit waiting for its schema, and a schema that could not be downloaded (loaders only).
  const [awaitingSchema, setAwaitingSchema] = useState(false);
  const [schemaFailed, setSchemaFailed] = useState(false);
  const inFlight = useRef(false);
  const mounted = useRef(true);
  const formRef = useRef<HTMLFormElement | null>(null);
  const mutation = isMutation(target) ? target : null;
  const messageField = options.messageField ?? ((field: string) => field);
  const { focusFirstError } = options;

  useEffect(() => {
    if (attempt === 0 || !focusFirstError) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempt, focusFirstError]);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  // A loader starts on the form's first focus or input: the member is about to need the schema.
  // Run after every render (no dependencies) so a form element rendered later is found too.
  useEffect(() => {
    const node = formRef.current;
    if (!node || !isSchemaLoader(schema) || schemaNow(schema)) return;
    const start = () => prefetchSchema(schema);
    node.addEventListener('focusin', start);
    node.addEventListener('input', start);
    return () => {
      node.removeEventListener('focusin', start);
      node.removeEventListener('input', start);
    };
  });

  const failure = useApiProblem(mutation?.error);
  // A schema that did not download is a failure without a server answer: the generic message.
  const problem: FormProblem | null = schemaFailed
    ? { code: null, message: tm('errors.generic') }
    : failure && { code: failure.code, message: failure.message };
  const serverFields: Record<string, string> = {};
  const prefix = options.serverFieldPrefix ?? '';
  for (const [name, message] of Object.entries(failure?.fields ?? {}))
    serverFields[prefix && name.startsWith(prefix) ? name.slice(prefix.length) : name] = message;
  const problemField = problem ? options.problemField?.(problem.code) : undefined;
  if (problem && problemField) serverFields[problemField] ??= problem.message;

  const serverError = (field: string) => (answered.has(field) ? undefined : serverFields[field]);
  const error = (field: string) => clientErrors[field] || serverError(field);

  const edited = (field: string) => {
    setSchemaFailed(false);
    setClientErrors((current) => ({ ...current, [field]: undefined }));
    setAnswered((current) => new Set(current).add(field));
    if (mutation?.isSuccess) mutation.reset();
  };

  const setValue = <K extends keyof Values & string>(field: K, value: Values[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    edited(messageField(field));
  };

  /** The submit proper, with the schema at hand. */
  const checkAndSend = (checkedBy: ContractSchema<Body>) => {
    const raw = options.toBody ? options.toBody(values) : values;
    let errors: FieldErrors;
    let body: Body | undefined;
    if (options.validate) {
      errors = options.validate(raw, translate, checkedBy);
      body = raw as Body;
    } else {
      const result = checkedBy.safeParse(raw);
      errors = result.success ? {} : fieldMessages(result.error.issues, translate);
      body = result.success ? result.data : undefined;
      const { only } = options;
      if (only) {
        errors = Object.fromEntries(Object.entries(errors).filter(([name]) => only.includes(name)));
        body = raw as Body;
      }
    }
    if (body !== undefined && options.check) errors = { ...options.check(body, translate), ...errors };
    const found = withoutEmpty(errors);
    setClientErrors(found);
    setAnswered(new Set());
    if (Object.keys(found).length > 0 || body === undefined) {
      setAttempt((n) => n + 1);
      return;
    }
    const accepted = body;
    if (!mutation) {
      (target as FormAction<Body>)(accepted);
      return;
    }
    inFlight.current = true;
    mutation.mutate(accepted, {
      onSuccess: (answer) => {
        if (options.resetOnSuccess) setValues(options.initial);
        options.onSuccess?.(answer, accepted);
      },
      onSettled: () => {
        inFlight.current = false;
        setAttempt((n) => n + 1);
      },
    });
  };

  const submit = (event?: FormEvent<HTMLFormElement>) => {
    event?.preventDefault();
    if (inFlight.current || mutation?.isPending) return;
    setSchemaFailed(false);
    const ready = schemaNow(schema);
    if (ready) {
      checkAndSend(ready);
      return;
    }
    // The schema is still downloading (or never started): wait for it, busy, then check the
    // values as they were when the member submitted. A second submit meanwhile is ignored.
    inFlight.current = true;
    setAwaitingSchema(true);
    loadSchema(schema).then(
      (loaded) => {
        inFlight.current = false;
        if (!mounted.current) return;
        setAwaitingSchema(false);
        checkAndSend(loaded);
      },
      () => {
        inFlight.current = false;
        if (!mounted.current) return;
        setAwaitingSchema(false);
        setSchemaFailed(true);
      },
    );
  };

  const replaceValues = (next: Partial<Values>) => {
    setValues((current) => ({ ...current, ...next }));
    setSchemaFailed(false);
    setClientErrors({});
    mutation?.reset();
  };

  const field = <K extends keyof Values & string>(name: K): FieldBinding => ({
    name,
    value: String(values[name] ?? ''),
    onChange: (event) => setValue(name, event.target.value as Values[K]),
    error: error(messageField(name)),
  });

  return {
    values,
    setValue,
    replaceValues,
    field,
    error,
    serverError,
    submit,
    submitting: awaitingSchema || (mutation?.isPending ?? false),
    succeeded: mutation?.isSuccess ?? false,
    problem,
    formError: problem && !problemField ? problem.message : null,
    formRef,
  };
}
