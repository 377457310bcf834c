/**
 * The tag check of a delivery SMS template's text (002 §5 SMS template save): once every valid
 * tag of the template's type (`templateTags`, e.g. `{first_name}`, `[opt_out_link]`) is masked,
 * no brace or bracket may be left; else 'Invalid Template! Please enter valid tags.'.
 */

/** The valid tags: a list of texts, or one text of tags separated by commas; blanks dropped. */
export function validTagList(tags: unknown): string[] {
  const list = Array.isArray(tags) ? tags : typeof tags === 'string' ? tags.split(',') : [];
  return list.filter((tag): tag is string => typeof tag === 'string').map((tag) => tag.trim()).filter((tag) => tag !== '');
}

/** The text with every occurrence of every valid tag removed (longest first, so `{name}` never eats into `{name_full}`). */
export function maskTags(text: string, tags: unknown): string {
  const ordered = [...new Set(validTagList(tags))].sort((a, b) => b.length - a.length);
  return ordered.reduce((masked, tag) => masked.split(tag).join(''), text);
}

/** Whether the text holds only valid tags: after masking them, no `{`, `}`, `[` or `]` is left. A non-text is refused. */
export function hasOnlyValidTags(text: unknown, tags: unknown): boolean {
  if (typeof text !== 'string') return false;
  return !/[{}[\]]/.test(maskTags(text, tags));
}
