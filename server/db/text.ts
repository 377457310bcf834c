/** A UTF-16 surrogate without its pair: no Unicode character, so no database text holds it. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * Why PostgreSQL cannot keep a text exactly as sent, or undefined when it can: it refuses NUL
 * (SQLSTATE 22021), and a lone surrogate would be stored as U+FFFD, changing the text.
 */
export function unstorableText(text: string): string | undefined {
  if (text.includes('\u0000')) return 'must not contain the NUL character (\\u0000)';
  if (LONE_SURROGATE.test(text)) return 'must be valid Unicode text (it holds a lone surrogate)';
  return undefined;
}
