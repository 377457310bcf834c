import { useEffect, useMemo, useState } from 'react';
import useSWR from 'swr';

/**
 * The entity schemas forms derive their schema from (schemas/entities/*.schema.json), each loaded
 * once on first use and kept for the session: the build derived the same schema when compiling
 * their validators. A form modal shows nothing until its schema is there (useLoadedEntitySchema),
 * so it never opens half-derived; a page's form block says 'Loading…' meanwhile (useEntitySchema).
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
  // Marked once settled, so a form opened once the schema is here reads it at once (settledEntitySchema).
  void result.then((value) => Object.assign(result, { status: 'fulfilled', value }));
  loaded.set(entity, result);
  return result;
}

/** The entity's schema if it has loaded already (what entitySchemaOf marked), else undefined. */
function settledEntitySchema(entity: string): EntitySchemaResult | undefined {
  const known: (Promise<EntitySchemaResult> & { status?: string; value?: EntitySchemaResult }) | undefined = loaded.get(entity);
  return known?.status === 'fulfilled' ? known.value : undefined;
}

/**
 * The entity's schema once it has loaded (undefined until then), at the first render when it
 * already has. A form modal renders nothing meanwhile rather than suspending: React holds back
 * what a Suspense boundary reveals after a suspension by some 300 ms, and a modal opened with a
 * click would wait that long for a schema that loads in a few.
 */
export function useLoadedEntitySchema(entity: string): EntitySchemaResult | undefined {
  const [state, setState] = useState(() => ({ entity, result: settledEntitySchema(entity) }));
  useEffect(() => {
    if (state.entity === entity && state.result) return undefined;
    let current = true;
    void entitySchemaOf(entity).then((result) => {
      if (current) setState({ entity, result });
    });
    return () => {
      current = false;
    };
  }, [entity, state]);
  return state.entity === entity ? state.result : settledEntitySchema(entity);
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
