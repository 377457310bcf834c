/** Reads a dot path such as `meta.0.totalrows` from an answer; undefined when any step is missing. */
export function readPath(value: unknown, path: string | undefined): unknown {
  if (path === undefined || path === '') return value;
  let current: unknown = value;
  for (const step of path.split('.')) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[step];
  }
  return current;
}
