/**
 * The subset of the Storefront API search syntax that `products(query:)` takes: terms `title:`,
 * `product_type:`, `tag:`, `tag_not:` and `available_for_sale:` (`true` or `false`, as Shopify
 * documents the filters of `products`), separated by spaces or `AND` (every term must hold), and terms joined
 * by `OR` (one of them must hold): a parenthesised group `(product_type:Flowers OR
 * product_type:Bundle)` ANDed with other terms, or a whole query of terms joined by OR. A value is
 * one word or a quoted phrase ("..." or '...'); a `*` at the end of a title value is a prefix
 * wildcard and is dropped (titles already match on any part). Anything else (NOT, `-term`, nested
 * groups, AND and OR mixed without parentheses, other fields, bare words, comparisons) is refused
 * with a message rather than silently ignored, so a caller learns its filter did not apply.
 */

export type SearchField = 'title' | 'product_type' | 'tag' | 'tag_not' | 'available_for_sale';

export interface SearchTerm {
  field: SearchField;
  value: string;
}

/** Terms of which one must hold. */
export interface AnyOfTerms {
  anyOf: SearchTerm[];
}

/** What must hold of a product: a term, or one of several terms. */
export type SearchCondition = SearchTerm | AnyOfTerms;

/** The conditions of a query, every one of which must hold. */
export type SearchParse = { ok: true; conditions: SearchCondition[] } | { ok: false; message: string };

/** Longer names first: `tag_not:` is not read as `tag:`. */
const FIELDS: readonly SearchField[] = ['title', 'product_type', 'tag_not', 'tag', 'available_for_sale'];

/** The values `available_for_sale:` takes (any case), as the filter's boolean. */
const SALE_VALUES: Readonly<Record<string, string>> = { true: 'true', false: 'false' };

type Token = { kind: 'open' | 'close' | 'and' | 'or' } | { kind: 'term'; term: SearchTerm };
type Tokens = { ok: true; tokens: Token[] } | { ok: false; message: string };

/** An item of a query or of a group: a term, or a parenthesised group as the terms of which one must hold. */
type Item = { kind: 'term'; term: SearchTerm } | { kind: 'group'; conditions: SearchCondition[] };
type Joiner = 'and' | 'or';
type ItemsRead = { ok: true; items: Item[]; joiners: Joiner[]; next: number } | { ok: false; message: string };

const refused = (message: string) => ({ ok: false as const, message: `Search query: ${message}` });

/** Reads the text as conditions; `""` or blank text is no filter at all. */
export function parseProductSearch(text: string): SearchParse {
  const read = tokenize(text);
  if (!read.ok) return read;
  const { tokens } = read;
  const top = readItems(tokens, 0, text, false);
  if (!top.ok) return top;
  if (top.next < tokens.length) return refused(`a ')' has no '(' before it in '${text}'.`);
  return combine(top.items, top.joiners, text);
}

/** The terms of an item list joined by its connectives, as conditions; AND and OR mixed need parentheses. */
function combine(items: readonly Item[], joiners: readonly Joiner[], text: string): SearchParse {
  const conditions = items.flatMap((item) => (item.kind === 'term' ? [item.term] : item.conditions));
  if (!joiners.includes('or')) return { ok: true, conditions };
  if (joiners.includes('and')) return refused(`AND and OR are mixed without parentheses in '${text}'; put the terms joined by OR in parentheses.`);
  const anyOf: SearchTerm[] = [];
  for (const item of items) {
    if (item.kind === 'term') anyOf.push(item.term);
    else if (item.conditions.length === 1 && item.conditions[0]) anyOf.push(...termsOf(item.conditions[0]));
    else return refused(`OR between groups of terms joined by AND is not supported in '${text}'.`);
  }
  return { ok: true, conditions: [anyOfTerms(anyOf)] };
}

const termsOf = (condition: SearchCondition): SearchTerm[] => ('anyOf' in condition ? condition.anyOf : [condition]);
const anyOfTerms = (terms: SearchTerm[]): SearchCondition => (terms.length === 1 && terms[0] ? terms[0] : { anyOf: terms });

/**
 * Items from `start` up to the end (or, in a group, up to its ')'), with the connective between
 * each two (AND when none is written). A group holds terms only: no group within a group.
 */
function readItems(tokens: readonly Token[], start: number, text: string, inGroup: boolean): ItemsRead {
  const items: Item[] = [];
  const joiners: Joiner[] = [];
  let pending: Joiner | undefined;
  let at = start;
  while (at < tokens.length) {
    const token = tokens[at];
    if (!token || token.kind === 'close') break;
    if (token.kind === 'and' || token.kind === 'or') {
      if (items.length === 0 || pending !== undefined) return refused(`${token.kind.toUpperCase()} must stand between two terms in '${text}'.`);
      pending = token.kind;
      at += 1;
      continue;
    }
    if (items.length > 0) joiners.push(pending ?? 'and');
    pending = undefined;
    if (token.kind === 'term') {
      items.push({ kind: 'term', term: token.term });
      at += 1;
      continue;
    }
    if (inGroup) return refused(`a group within a group is not supported in '${text}'.`);
    const inner = readItems(tokens, at + 1, text, true);
    if (!inner.ok) return inner;
    if (tokens[inner.next]?.kind !== 'close') return refused(`a '(' is not closed in '${text}'.`);
    if (inner.items.length === 0) return refused(`'()' holds no term in '${text}'.`);
    const group = combine(inner.items, inner.joiners, text);
    if (!group.ok) return group;
    items.push({ kind: 'group', conditions: group.conditions });
    at = inner.next + 1;
  }
  if (pending !== undefined) return refused(`${pending.toUpperCase()} must stand between two terms in '${text}'.`);
  return { ok: true, items, joiners, next: at };
}

/** The text as parentheses, connectives and terms, or what in it is not supported. */
function tokenize(text: string): Tokens {
  const tokens: Token[] = [];
  let rest = text.trim();
  while (rest.length > 0) {
    if (rest.startsWith('(') || rest.startsWith(')')) {
      tokens.push({ kind: rest.startsWith('(') ? 'open' : 'close' });
      rest = rest.slice(1).trimStart();
      continue;
    }
    const connective = /^(AND|OR)(?=\s|\(|$)/.exec(rest)?.[1];
    if (connective) {
      tokens.push({ kind: connective === 'AND' ? 'and' : 'or' });
      rest = rest.slice(connective.length).trimStart();
      continue;
    }
    const word = /^[^\s:()]*/.exec(rest)?.[0] ?? '';
    if (word === 'NOT' || rest.startsWith('-')) {
      return refused(`only terms joined by AND or OR are supported, not '${word || rest[0]}'.`);
    }
    const field = FIELDS.find((name) => rest.startsWith(`${name}:`));
    if (!field) {
      const shown = /^[^\s()]+/.exec(rest)?.[0] ?? rest;
      return refused(`'${shown}' is not supported; use title:, product_type:, tag:, tag_not: or available_for_sale:.`);
    }
    rest = rest.slice(field.length + 1);
    const value = readValue(rest);
    if (!value.ok) return refused(`${field}: ${value.message}`);
    rest = rest.slice(value.length).trimStart();
    const cleaned = field === 'title' ? value.value.replace(/\*$/, '') : value.value;
    if (cleaned.length === 0) return refused(`${field}: needs a value.`);
    if (/^[<>=]/.test(cleaned)) return refused(`${field}: comparisons are not supported.`);
    if (field === 'available_for_sale') {
      const sale = SALE_VALUES[cleaned.toLowerCase()];
      if (!sale) return refused(`available_for_sale: must be true or false, not '${cleaned}'.`);
      tokens.push({ kind: 'term', term: { field, value: sale } });
      continue;
    }
    tokens.push({ kind: 'term', term: { field, value: cleaned } });
  }
  return { ok: true, tokens };
}

/** A quoted phrase (a space or a ')' after its closing quote) or a word (up to a space or a parenthesis). */
function readValue(text: string): { ok: true; value: string; length: number } | { ok: false; message: string } {
  const quote = text[0];
  if (quote === '"' || quote === "'") {
    const end = text.indexOf(quote, 1);
    if (end < 0) return { ok: false, message: 'the quoted value is not closed.' };
    const after = text[end + 1];
    if (after !== undefined && !/[\s)]/.test(after)) return { ok: false, message: 'a space must follow the quoted value.' };
    return { ok: true, value: text.slice(1, end).trim(), length: end + 1 };
  }
  const value = /^[^\s()]*/.exec(text)?.[0] ?? '';
  if (value.length === 0) return { ok: false, message: 'needs a value.' };
  return { ok: true, value, length: value.length };
}
