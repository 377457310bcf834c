/**
 * Inline Markdown for the diff's sentences: identifiers in backticks, texts quoted exactly
 * (escaped only where GitHub would otherwise format them), values as a reader expects them.
 */
import { canonical, type Json } from './json.ts';

/** An identifier, path, template or other literal: `zone_id`. */
export function code(literal: string): string {
  if (literal === '') return "''";
  const oneLine = literal.replace(/\r?\n/g, '⏎');
  if (!oneLine.includes('`')) return `\`${oneLine}\``;
  return `\`\` ${oneLine} \`\``;
}

/** A text shown to users, quoted exactly: 'Town update process failed.' */
export function quote(text: string): string {
  const mark = text.includes("'") && !text.includes('"') ? '"' : "'";
  return `${mark}${escape(text)}${mark}`;
}

/** A text when it is one (quoted), anything else as a literal. */
export function showText(json: Json | undefined): string {
  return typeof json === 'string' ? quote(json) : value(json);
}

/** A display name in bold: **Zone**. */
export function bold(text: string): string {
  return text === '' ? "''" : `**${escape(text)}**`;
}

/** Escapes what GitHub Markdown would format inside a line (emphasis, code, links, HTML, math). */
export function escape(text: string): string {
  return text
    .replace(/[\\`*[\]<$~]/g, (char) => `\\${char}`)
    .replace(/_/g, (char, offset: number, whole: string) => (isWordChar(whole[offset - 1]) && isWordChar(whole[offset + 1]) ? char : `\\${char}`))
    .replace(/\r?\n/g, '⏎');
}

function isWordChar(char: string | undefined): boolean {
  return char !== undefined && /[\p{L}\p{N}]/u.test(char);
}

/** A value of unknown meaning: numbers as they are, anything else as a literal. */
export function value(json: Json | undefined): string {
  if (json === undefined) return '(none)';
  if (typeof json === 'number') return String(json);
  if (typeof json === 'string') return code(json);
  return code(canonical(json));
}

/** A value short enough for a line, or undefined when it is too long to be worth quoting. */
export function brief(json: Json | undefined, max = 60): string | undefined {
  const shown = value(json);
  return shown.length <= max ? shown : undefined;
}

/** `a`, `b` and `c` — every item, in order. */
export function list(items: string[]): string {
  return items.join(', ');
}

/** `N things` with the right plural. */
export function count(n: number, singular: string, plural = `${singular}s`): string {
  return `${n} ${n === 1 ? singular : plural}`;
}

/** `before → after`. */
export function arrow(before: string, after: string): string {
  return `${before} → ${after}`;
}
