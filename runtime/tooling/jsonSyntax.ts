/**
 * Where a text stops being JSON, as line and column. `JSON.parse` says it in a character offset
 * at best, and for some mistakes not at all (it quotes the text instead), differently in each
 * Node version: this scanner follows the JSON grammar to the first mistake and names it.
 */

/** The first mistake of a text that is not JSON. */
export interface JsonSyntaxError {
  /** 1-based. */
  line: number;
  /** 1-based, in characters from the start of the line. */
  column: number;
  reason: string;
}

class Mistake extends Error {
  constructor(
    readonly offset: number,
    readonly reason: string,
  ) {
    super(reason);
  }
}

const WHITESPACE = new Set([' ', '\t', '\n', '\r']);
const ESCAPES = new Set(['"', '\\', '/', 'b', 'f', 'n', 'r', 't']);
const NUMBER = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
const WORD = /[A-Za-z0-9_$+.-]+/y;

/** The first mistake in `text`, or undefined when it is JSON. */
export function jsonSyntaxError(text: string): JsonSyntaxError | undefined {
  try {
    const end = value(text, skip(text, 0));
    const after = skip(text, end);
    if (after < text.length) throw new Mistake(after, `unexpected ${found(text, after)} after the end of the JSON value`);
    return undefined;
  } catch (error) {
    if (!(error instanceof Mistake)) throw error;
    return { ...lineAndColumn(text, error.offset), reason: error.reason };
  }
}

export function lineAndColumn(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset);
  const lineStart = before.lastIndexOf('\n') + 1;
  return { line: before.split('\n').length, column: offset - lineStart + 1 };
}

function skip(text: string, at: number): number {
  let i = at;
  while (i < text.length && WHITESPACE.has(text.charAt(i))) i++;
  return i;
}

/** What sits at `at`: a string, a whole word (`"tru"`) or one character. */
function found(text: string, at: number): string {
  if (text.charAt(at) === '"') return `the string ${text.slice(at, at + 30).replace(/^("[^"\n]*"?).*$/s, '$1')}`;
  if (text.charAt(at) === '\uFEFF') return 'a byte order mark (save the file without one)';
  WORD.lastIndex = at;
  const word = WORD.exec(text)?.[0];
  return JSON.stringify(word ?? text.charAt(at));
}

function expect(text: string, at: number, what: string): never {
  throw new Mistake(at, at >= text.length ? `unexpected end of the file (expected ${what})` : `expected ${what}, found ${found(text, at)}`);
}

/** Scans the value at `at` (no whitespace before it); returns the offset just after it. */
function value(text: string, at: number): number {
  const char = text.charAt(at);
  if (char === '{') return object(text, at);
  if (char === '[') return array(text, at);
  if (char === '"') return string(text, at);
  for (const literal of ['true', 'false', 'null']) if (text.startsWith(literal, at) && !/[A-Za-z0-9_]/.test(text.charAt(at + literal.length))) return at + literal.length;
  NUMBER.lastIndex = at;
  const number = NUMBER.exec(text)?.[0];
  if (number && !/[A-Za-z0-9_.]/.test(text.charAt(at + number.length))) return at + number.length;
  return expect(text, at, 'a value');
}

function object(text: string, open: number): number {
  let at = skip(text, open + 1);
  if (text.charAt(at) === '}') return at + 1;
  let comma = open;
  for (;;) {
    if (text.charAt(at) === '}') throw new Mistake(comma, 'trailing comma before "}"');
    if (text.charAt(at) !== '"') expect(text, at, 'a property name in double quotes');
    at = skip(text, string(text, at));
    if (text.charAt(at) !== ':') expect(text, at, '":" after the property name');
    at = skip(text, value(text, skip(text, at + 1)));
    if (text.charAt(at) === '}') return at + 1;
    if (text.charAt(at) !== ',') expect(text, at, '"," or "}"');
    comma = at;
    at = skip(text, at + 1);
  }
}

function array(text: string, open: number): number {
  let at = skip(text, open + 1);
  if (text.charAt(at) === ']') return at + 1;
  let comma = open;
  for (;;) {
    if (text.charAt(at) === ']') throw new Mistake(comma, 'trailing comma before "]"');
    at = skip(text, value(text, at));
    if (text.charAt(at) === ']') return at + 1;
    if (text.charAt(at) !== ',') expect(text, at, '"," or "]"');
    comma = at;
    at = skip(text, at + 1);
  }
}

function string(text: string, open: number): number {
  let at = open + 1;
  while (at < text.length) {
    const char = text.charAt(at);
    if (char === '"') return at + 1;
    if (char < ' ') throw new Mistake(at, char === '\n' ? 'a line break inside a string (write \\n)' : 'a control character inside a string');
    if (char === '\\') {
      const escaped = text.charAt(at + 1);
      if (escaped === 'u' && /^[0-9a-fA-F]{4}$/.test(text.slice(at + 2, at + 6))) at += 6;
      else if (ESCAPES.has(escaped)) at += 2;
      else throw new Mistake(at, `an unknown escape \\${escaped} inside a string`);
    } else {
      at++;
    }
  }
  throw new Mistake(text.length, 'unexpected end of the file (a string is not closed)');
}
