import type { NameValue } from './orderStore';

/**
 * An order's note attributes after an adjustment's timeline entries (001 §7 PUT
 * /pull-automation/timeline): each entry sets the attribute of its name (names compare case
 * aside; the stored name is kept), or is added at the end when the order has none of that name.
 * A later entry of the same name wins. Pure.
 */
export function withTimeline(attributes: readonly NameValue[], timelines: readonly NameValue[]): NameValue[] {
  const result = attributes.map((pair) => ({ ...pair }));
  for (const entry of timelines) {
    const name = entry.name.trim();
    const known = result.find((pair) => pair.name.toLowerCase() === name.toLowerCase());
    if (known) known.value = entry.value;
    else result.push({ name, value: entry.value });
  }
  return result;
}

/** Whether two attribute lists are the same, pair by pair. */
export function sameAttributes(a: readonly NameValue[], b: readonly NameValue[]): boolean {
  return a.length === b.length && a.every((pair, index) => pair.name === b[index]?.name && pair.value === b[index]?.value);
}
