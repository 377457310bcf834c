/**
 * '#1001' → '1001': an order name trimmed, with one leading '#' taken off (001 §5 Replacement and
 * checkout: 'a leading # is stripped'), as typed names are queried. Only one: '##5' → '#5'.
 * Anything that is not text (an id already a number, nothing) is kept as it is.
 */
export function stripHash(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const trimmed = value.trim();
  return trimmed.startsWith('#') ? trimmed.slice(1) : trimmed;
}
