/** Comma-separated tags (001 §2 Mass Adjust Tags): trimmed, blanks dropped, each once (case aside), in the order typed. */
export function readTags(text: string): string[] {
  const tags: string[] = [];
  for (const piece of text.split(',')) {
    const tag = piece.trim();
    if (tag !== '' && !tags.some((known) => known.toLowerCase() === tag.toLowerCase())) tags.push(tag);
  }
  return tags;
}

/**
 * An order's tags after removing `removed` and then adding `added` (001 §7 PUT /orders/adjust-tags):
 * tags compare without regard to case (as the shop's do); an added tag already there is not
 * added twice; a tag both removed and added ends up present.
 */
export function adjustedTags(current: readonly string[], removed: readonly string[], added: readonly string[]): string[] {
  const has = (list: readonly string[], tag: string) => list.some((known) => known.toLowerCase() === tag.toLowerCase());
  const kept = current.filter((tag) => !has(removed, tag));
  const result = [...kept];
  for (const tag of added) if (!has(result, tag)) result.push(tag);
  return result;
}
