/**
 * A word misspelt as an author would: one letter dropped or changed. Deterministic: the letter
 * and the kind of slip come from a hash of the place (so a run is repeatable and the seed only
 * picks which mutants run).
 */

/** A small stable hash of a text (FNV-1a). */
export function hashOf(text: string): number {
  let hash = 0x811c9dc5;
  for (const char of text) {
    hash ^= char.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/** The letter after `letter` in its alphabet, wrapping (`z` → `a`), keeping its case. */
function nextLetter(letter: string): string {
  const lower = letter.toLowerCase();
  const next = lower === 'z' ? 'a' : String.fromCharCode(lower.charCodeAt(0) + 1);
  return letter === lower ? next : next.toUpperCase();
}

/**
 * `word` with one letter dropped or changed (at a letter past the first when there is one, where
 * slips are most often made); undefined when it has no letter. Never the word itself.
 */
export function misspell(word: string, where: string): string | undefined {
  const letters = [...word].flatMap((char, index) => (/[A-Za-z]/.test(char) ? [index] : []));
  if (letters.length === 0) return undefined;
  const hash = hashOf(`${where}\u0000${word}`);
  const inner = letters.length > 1 ? letters.slice(1) : letters;
  const index = inner[hash % inner.length] as number;
  const chars = [...word];
  const drop = (hash >>> 8) % 2 === 0 && word.length > 2;
  // Dropping one of a doubled letter leaves another word than intended only if the two differ.
  if (drop && chars[index] !== chars[index - 1]) chars.splice(index, 1);
  else chars[index] = nextLetter(chars[index] as string);
  const slipped = chars.join('');
  return slipped === word ? undefined : slipped;
}
