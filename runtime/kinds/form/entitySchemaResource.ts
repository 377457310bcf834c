/**
 * The entity schemas a grid form derives its schema from, each loaded once on first use and kept
 * for the session. A form modal reads one with React's `use`, so it suspends (shows nothing, like
 * its own lazy chunk) until the schema is there, and never opens half-derived.
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
  loaded.set(entity, result);
  return result;
}
