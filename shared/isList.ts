/** Whether a value is a list, its items typed `unknown` (`Array.isArray` makes them `any`). */
export function isList(value: unknown): value is readonly unknown[] {
  return Array.isArray(value);
}
