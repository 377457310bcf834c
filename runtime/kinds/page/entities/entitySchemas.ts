import useSWR from 'swr';

/**
 * The entity schemas (schemas/entities/*.schema.json), each loaded on first use: page forms derive
 * their JSON Schema from them at run time exactly as the build did when compiling their validators.
 */
const loaders = import.meta.glob<unknown>('../../../../schemas/entities/*.schema.json', { import: 'default' });

function loaderOf(entity: string): (() => Promise<unknown>) | undefined {
  return loaders[`../../../../schemas/entities/${entity}.schema.json`];
}

export type EntitySchemaState = { status: 'loading' } | { status: 'failed'; error: string } | { status: 'ready'; schema: unknown };

/** Loads an entity schema (cached for the session, shared by every form using it). */
export function useEntitySchema(entity: string): EntitySchemaState {
  const load = loaderOf(entity);
  const { data, error } = useSWR(load ? ['entity-schema', entity] : null, () => (load ? load() : Promise.resolve(undefined)), {
    revalidateOnFocus: false,
    revalidateIfStale: false,
    shouldRetryOnError: false,
  });
  if (!load) return { status: 'failed', error: `There is no entity "${entity}" (schemas/entities/${entity}.schema.json).` };
  if (error) return { status: 'failed', error: `The entity "${entity}" could not be loaded.` };
  return data === undefined ? { status: 'loading' } : { status: 'ready', schema: data };
}
