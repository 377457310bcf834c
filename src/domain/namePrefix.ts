/**
 * A name with its prefix (002 §5 Schedule form: 'EXP_' is put in front of a name that does not
 * already start with it, in any case): 'Nightly' → 'EXP_Nightly', 'exp_Nightly' stays as it is.
 * The name is trimmed; a blank name stays blank (the form's 'Please enter a name' speaks).
 */
export function withPrefix(name: unknown, prefix: unknown): string {
  const text = typeof name === 'string' ? name.trim() : '';
  const head = typeof prefix === 'string' ? prefix : '';
  if (text === '' || head === '') return text;
  return text.toUpperCase().startsWith(head.toUpperCase()) ? text : `${head}${text}`;
}
