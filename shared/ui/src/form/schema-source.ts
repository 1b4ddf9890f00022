import type { FieldIssue } from '@amora/contracts/plain';

/** The part of a zod (mini) schema a form needs: a type only, so ui does not depend on zod. */
export interface ContractSchema<Out> {
  safeParse(
    value: unknown,
  ): { success: true; data: Out } | { success: false; error: { issues: readonly FieldIssue[] } };
}

/**
 * A schema behind `import()`: `() => import('./login-schema').then((m) => m.LoginBodySchema)`.
 * The module and zod then come in a chunk of their own, off the page's first load (ADR
 * 0051). Give the same function on every render (a module-level constant).
 */
export type ContractSchemaLoader<Out> = () => Promise<ContractSchema<Out>>;

/** What `useContractForm` checks a form with: the schema itself, or a loader of it. */
export type ContractSchemaSource<Out> = ContractSchema<Out> | ContractSchemaLoader<Out>;

export function isSchemaLoader<Out>(source: ContractSchemaSource<Out>): source is ContractSchemaLoader<Out> {
  // A zod schema is an object with `safeParse`; a loader is a plain function.
  return typeof source === 'function' && !('safeParse' in source);
}

/**
 * Schemas already loaded, by loader: a form mounted again (the member came back to the page)
 * checks at once instead of waiting a tick for the cached module. Weak, so a loader that is
 * dropped takes its schema with it.
 */
const loaded = new WeakMap<ContractSchemaLoader<unknown>, ContractSchema<unknown>>();
/** Loads under way, by loader: two forms on one loader share one download. */
const pending = new WeakMap<ContractSchemaLoader<unknown>, Promise<ContractSchema<unknown>>>();

/** The schema now, without waiting: the given one, or a loaded one; null while it is not there. */
export function schemaNow<Out>(source: ContractSchemaSource<Out>): ContractSchema<Out> | null {
  if (!isSchemaLoader(source)) return source;
  return (loaded.get(source) as ContractSchema<Out> | undefined) ?? null;
}

/**
 * The schema, loading it on the first call. A failed load is forgotten, so the next call (the
 * member's retry) downloads again: webpack lets a chunk that failed be requested once more.
 */
export function loadSchema<Out>(source: ContractSchemaSource<Out>): Promise<ContractSchema<Out>> {
  const ready = schemaNow(source);
  if (ready) return Promise.resolve(ready);
  const loader = source as ContractSchemaLoader<Out>;
  const started = pending.get(loader) as Promise<ContractSchema<Out>> | undefined;
  if (started) return started;
  const load = loader().then(
    (schema) => {
      loaded.set(loader, schema);
      pending.delete(loader);
      return schema;
    },
    (error: unknown) => {
      pending.delete(loader);
      throw error;
    },
  );
  pending.set(loader, load);
  return load;
}

/**
 * Starts the load ahead of need (the form's first focus or input), so the schema is usually
 * there by the submit. A failure here is not the member's concern yet: the submit tries again and
 * says so if that fails too.
 */
export function prefetchSchema<Out>(source: ContractSchemaSource<Out>): void {
  if (schemaNow(source)) return;
  loadSchema(source).catch(() => undefined);
}
