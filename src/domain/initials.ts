/**
 * A person's initials (001 §9): the first letter of the first word, the first two letters of each
 * later word, each word's first letter upper-cased and its second lower-cased:
 * 'Alex Morgan' → 'AMo', 'marie-ève tremblay' → 'MTr', 'Jordan' → 'J', '' → ''.
 */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  return words
    .map((word, index) => {
      const [first = '', second = ''] = [...word];
      return first.toLocaleUpperCase('en-CA') + (index === 0 ? '' : second.toLocaleLowerCase('en-CA'));
    })
    .join('');
}
