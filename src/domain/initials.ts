/**
 * A person's initials, upper-cased, from the first letters of their first and last words:
 * 'Alex Morgan' → 'AM', 'marie-ève tremblay' → 'MT', 'Jordan' → 'J', '' → ''.
 */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0];
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  return [first, last]
    .filter((word): word is string => word !== undefined)
    .map((word) => [...word][0] ?? '')
    .join('')
    .toLocaleUpperCase('en-CA');
}
