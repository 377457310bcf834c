import { NO_SHARED, type SharedSection, type SharedSet } from './sharedDefinitions.ts';

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A value as text with its object keys sorted: two values mean the same when their texts are equal. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (!isObject(value)) return JSON.stringify(value) ?? 'null';
  return `{${Object.keys(value)
    .sort()
    .map((key) => `${JSON.stringify(key)}:${canonical(value[key])}`)
    .join(',')}}`;
}

/**
 * The inverse of resolveShared for what a new definition writes out: a lookup, option set,
 * paging or toolbar button equal to a shared entry becomes `{ "use": "<name>" }` (screens:new
 * writes the shared Refresh, paging presets… by name, as every screen does). Pure.
 */
export function nameShared(definition: unknown, shared: SharedSet = NO_SHARED): unknown {
  const names = new Map<string, string>();
  for (const section of ['lookups', 'options', 'paging', 'toolbar'] as const) {
    for (const [name, entry] of shared[section]) if (!entry.broken) names.set(`${section} ${canonical(entry.value)}`, name);
  }
  const named = (section: SharedSection, value: unknown): unknown => {
    const name = names.get(`${section} ${canonical(value)}`);
    return name === undefined ? walk(value) : { use: name };
  };
  const walk = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(walk);
    if (!isObject(value)) return value;
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => {
        if ((key === 'lookups' || key === 'options') && isObject(item)) return [key, Object.fromEntries(Object.entries(item).map(([name, one]) => [name, named(key, one)]))];
        if (key === 'paging') return [key, named('paging', item)];
        if (key === 'toolbar' && Array.isArray(item)) return [key, item.map((button) => named('toolbar', button))];
        return [key, walk(item)];
      }),
    );
  };
  return walk(definition);
}
