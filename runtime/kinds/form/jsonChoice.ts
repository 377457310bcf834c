import { sameValue } from './values';

/**
 * The value of a `lookupSelect` with `asJson` (a schedule's input): a JSON text of one key holding
 * the chosen option's value, `{"uuid":"…"}`, read back from such a text or from the bare value.
 */

/** The option value a field's value names: the key's value of a JSON text of an object, else the value itself. */
export function choiceOfJson(value: unknown, key: string): unknown {
  if (typeof value !== 'string') return value;
  const text = value.trim();
  if (!text.startsWith('{')) return value;
  try {
    const parsed: unknown = JSON.parse(text);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) && key in parsed ? (parsed as Record<string, unknown>)[key] : undefined;
  } catch {
    return undefined;
  }
}

/** The field's value of a chosen option: `{"<key>":<value>}`; no choice, no value. */
export function jsonOfChoice(choice: unknown, key: string): string | undefined {
  return choice === undefined || choice === null || choice === '' ? undefined : JSON.stringify({ [key]: choice });
}

/** The index of the option a value names among the options' values (-1: none), reading it through `asJson` when given. */
export function chosenIndex(options: readonly { value: unknown }[], value: unknown, asJson: string | undefined): number {
  const choice = asJson === undefined ? value : choiceOfJson(value, asJson);
  return options.findIndex((option) => sameValue(option.value, choice));
}
