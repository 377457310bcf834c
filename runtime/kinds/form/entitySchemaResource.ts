import { useMemo } from 'react';
import useSWR from 'swr';

/**
 * The entity schemas forms derive their schema from (schemas/entities/*.schema.json), each loaded
 * once on first use and kept for the session: the build derived the same schema when compiling
 * their validators. A form modal reads one with React's `use`, so it suspends (shows nothing, like
 * its own lazy chunk) until the schema is there, and never opens half-derived; a page's form block
 * says 'Loading…' meanwhile (useEntitySchema).
 */
const loaders = import.meta.glob<unknown>('../../../schemas/entities/*.schema.json', { import: 'default' });

const loaded = new Map<string, Promise<EntitySchemaResult>>();

export type EntitySchemaResult = { ok: true; schema: unknown } | { ok: false; error: string };

/** The entity's schema (the same promise each time for the same name), or why there is none. */
export function entitySchemaOf(entity: string): Promise<EntitySchemaResult> {
  const known = loaded.get(entity);
  if (known) return known;
  const load = loaders[`../../../schemas/entities/${entity}.schema.json`];
  const result: Promise<EntitySchemaResult> = load
    ? load().then(
        (schema) => ({ ok: true as const, schema }),
        () => ({ ok: false as const, error: `The entity "${entity}" could not be loaded.` }),
      )
    : Promise.resolve({ ok: false as const, error: `There is no entity "${entity}" (schemas/entities/${entity}.schema.json).` });
  // Marked as React marks a promise it has seen settle, so a form opened once the schema is here reads it at once, never suspending.
  void result.then((value) => Object.assign(result, { status: 'fulfilled', value }));
  loaded.set(entity, result);
  return result;
}

/** An entity schema as a form waits for it. */
export type EntitySchemaState = { status: 'loading' } | { status: 'failed'; error: string } | { status: 'ready'; schema: unknown };

/** What a loaded entity schema is to a form. */
export function entitySchemaState(result: EntitySchemaResult): EntitySchemaState {
  return result.ok ? { status: 'ready', schema: result.schema } : { status: 'failed', error: result.error };
}

/**
 * The entity schema for a form that shows while it loads (a page's form block): 'loading' until
 * it is there, the same object as long as it is (so the form derives its schema once).
 */
export function useEntitySchema(entity: string): EntitySchemaState {
  const { data } = useSWR(['entity-schema', entity], () => entitySchemaOf(entity), { revalidateOnFocus: false, revalidateIfStale: false, shouldRetryOnError: false });
  return useMemo(() => (data ? entitySchemaState(data) : { status: 'loading' }), [data]);
}
