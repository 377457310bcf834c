/**
 * The subset of the Storefront API search syntax that `products(query:)` takes: terms
 * `title:`, `product_type:` and `tag:`, separated by spaces or `AND` (every term must hold).
 * A value is one word or a quoted phrase ("..." or '...'); a `*` at the end of a title value is
 * a prefix wildcard and is dropped (titles already match on any part). Anything else (OR, NOT,
 * `-term`, grouping, other fields, bare words, comparisons) is refused with a message rather
 * than silently ignored, so a caller learns its filter did not apply.
 */

export type SearchField = 'title' | 'product_type' | 'tag';

export interface SearchTerm {
  field: SearchField;
  value: string;
}

export type SearchParse = { ok: true; terms: SearchTerm[] } | { ok: false; message: string };

const FIELDS: readonly SearchField[] = ['title', 'product_type', 'tag'];

/** Splits the text into terms; `""` or blank text is no filter at all. */
export function parseProductSearch(text: string): SearchParse {
  const terms: SearchTerm[] = [];
  let rest = text.trim();
  let expectTerm = true;
  while (rest.length > 0) {
    const joiner = /^AND(\s+|$)/.exec(rest);
    if (joiner) {
      if (expectTerm) return { ok: false, message: `Search query: AND must stand between two terms in '${text}'.` };
      expectTerm = true;
      rest = rest.slice(joiner[0].length);
      continue;
    }
    const word = /^[^\s:]*/.exec(rest)?.[0] ?? '';
    if (word === 'OR' || word === 'NOT' || rest.startsWith('-') || rest.startsWith('(')) {
      return { ok: false, message: `Search query: only terms joined by AND are supported, not '${word || rest[0]}'.` };
    }
    const field = FIELDS.find((name) => rest.startsWith(`${name}:`));
    if (!field) {
      const shown = /^\S+/.exec(rest)?.[0] ?? rest;
      return { ok: false, message: `Search query: '${shown}' is not supported; use title:, product_type: or tag:.` };
    }
    rest = rest.slice(field.length + 1);
    const value = readValue(rest);
    if (!value.ok) return { ok: false, message: `Search query: ${field}: ${value.message}` };
    rest = rest.slice(value.length).trimStart();
    const cleaned = field === 'title' ? value.value.replace(/\*$/, '') : value.value;
    if (cleaned.length === 0) return { ok: false, message: `Search query: ${field}: needs a value.` };
    if (/^[<>=]/.test(cleaned)) return { ok: false, message: `Search query: ${field}: comparisons are not supported.` };
    terms.push({ field, value: cleaned });
    expectTerm = false;
  }
  if (expectTerm && terms.length > 0) return { ok: false, message: `Search query: AND must stand between two terms in '${text}'.` };
  return { ok: true, terms };
}

function readValue(text: string): { ok: true; value: string; length: number } | { ok: false; message: string } {
  const quote = text[0];
  if (quote === '"' || quote === "'") {
    const end = text.indexOf(quote, 1);
    if (end < 0) return { ok: false, message: 'the quoted value is not closed.' };
    const after = text[end + 1];
    if (after !== undefined && !/\s/.test(after)) return { ok: false, message: 'a space must follow the quoted value.' };
    return { ok: true, value: text.slice(1, end).trim(), length: end + 1 };
  }
  const value = /^\S*/.exec(text)?.[0] ?? '';
  if (value.length === 0) return { ok: false, message: 'needs a value.' };
  return { ok: true, value, length: value.length };
}
