/** A text with every run of white space made one space, trimmed; anything that is not text is ''. */
export function collapsedText(value: unknown): string {
  return typeof value === 'string' ? value.replace(/\s+/g, ' ').trim() : '';
}

/** Whether two product titles name the same product: white space and case aside (the catalogue's titles, typed or ordered). */
export function sameTitle(a: string, b: string): boolean {
  return collapsedText(a).toLowerCase() === collapsedText(b).toLowerCase();
}
