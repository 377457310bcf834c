import type { Ordered } from './json';

/** The layout rules of canonical definitions. */
export interface LayoutOptions {
  /** A value stays on one line when its whole line (indentation, key, value, comma) fits in this many columns. */
  width: number;
  /** An object with more keys than this is always expanded, and so is every value holding one. */
  maxInlineKeys: number;
  /** Spaces per level. */
  indent: number;
}

export const CANONICAL_LAYOUT: LayoutOptions = { width: 100, maxInlineKeys: 4, indent: 2 };

/**
 * The text of an ordered value: the top level always expanded, every inner value on one line
 * when it fits (see `LayoutOptions`), otherwise one entry or item per line. One-line objects
 * have spaces inside their braces (`{ "a": 1 }`), one-line arrays none (`[1, 2]`). Strings are
 * escaped as `JSON.stringify` escapes them (non-ASCII kept as is). LF line ends, final newline.
 */
export function layout(value: Ordered, options: LayoutOptions = CANONICAL_LAYOUT): string {
  return `${new Printer(options).block(value, 0)}\n`;
}

class Printer {
  private readonly inlineText = new Map<Ordered, string>();
  private readonly tooManyKeys = new Map<Ordered, boolean>();

  constructor(private readonly options: LayoutOptions) {}

  /** The value expanded one entry per line at `depth` (scalars and empty containers stay as they are). */
  block(value: Ordered, depth: number): string {
    if (value.type === 'scalar') return this.inline(value);
    const inner = ' '.repeat((depth + 1) * this.options.indent);
    const close = ' '.repeat(depth * this.options.indent);
    if (value.type === 'object') {
      if (value.entries.length === 0) return '{}';
      const lines = value.entries.map(([key, item], i) => {
        const head = `${inner}${JSON.stringify(key)}: `;
        return head + this.item(item, depth + 1, width(head), i < value.entries.length - 1);
      });
      return `{\n${lines.join(',\n')}\n${close}}`;
    }
    if (value.items.length === 0) return '[]';
    const lines = value.items.map((item, i) => inner + this.item(item, depth + 1, width(inner), i < value.items.length - 1));
    return `[\n${lines.join(',\n')}\n${close}]`;
  }

  /** A value after `used` columns of its line: on one line when it may and fits, else expanded. */
  private item(value: Ordered, depth: number, used: number, comma: boolean): string {
    const text = this.inline(value);
    const fits = used + width(text) + (comma ? 1 : 0) <= this.options.width;
    return fits && !this.holdsBigObject(value) ? text : this.block(value, depth);
  }

  private inline(value: Ordered): string {
    const known = this.inlineText.get(value);
    if (known !== undefined) return known;
    let text: string;
    if (value.type === 'scalar') text = JSON.stringify(value.value);
    else if (value.type === 'array') text = `[${value.items.map((item) => this.inline(item)).join(', ')}]`;
    else if (value.entries.length === 0) text = '{}';
    else text = `{ ${value.entries.map(([key, item]) => `${JSON.stringify(key)}: ${this.inline(item)}`).join(', ')} }`;
    this.inlineText.set(value, text);
    return text;
  }

  /** Whether the value is, or holds at any depth, an object of more than `maxInlineKeys` keys. */
  private holdsBigObject(value: Ordered): boolean {
    const known = this.tooManyKeys.get(value);
    if (known !== undefined) return known;
    let big = false;
    if (value.type === 'object') {
      big = value.entries.length > this.options.maxInlineKeys || value.entries.some(([, item]) => this.holdsBigObject(item));
    } else if (value.type === 'array') {
      big = value.items.some((item) => this.holdsBigObject(item));
    }
    this.tooManyKeys.set(value, big);
    return big;
  }
}

/** Columns taken by a text (code points; every character counts as one column). */
function width(text: string): number {
  return Array.from(text).length;
}
