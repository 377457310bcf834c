/**
 * Where a key moves the active option of a listbox of `count` options (ARIA listbox pattern): the
 * arrows one up or down (stopping at the ends), Home and End to the first and last. Undefined for a
 * key that moves nothing (the caller lets it through).
 */
export function movedActive(key: string, active: number, count: number): number | undefined {
  if (count === 0) return undefined;
  if (key === 'ArrowDown') return Math.min(active + 1, count - 1);
  if (key === 'ArrowUp') return Math.max(active - 1, 0);
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return undefined;
}

/** The ids with `id` selected or unselected (a click or Space on an option). */
export function toggledSelection(selected: readonly string[], id: string): string[] {
  return selected.includes(id) ? selected.filter((known) => known !== id) : [...selected, id];
}
