import type { OutcomeText } from '../generated/screen';

/** The alternatives of an outcome text, in order (one template is a list of one). */
export function outcomeAlternatives(text: OutcomeText): readonly string[] {
  return typeof text === 'string' ? [text] : text;
}

/** The placeholders of a template as they are written (`{answer.error}`, `{rate|wholeDollars}`). */
function writtenPlaceholders(template: string): string[] {
  return template.match(/\{[^{}]*\}/g) ?? [];
}

/**
 * The first alternative that fills to a non-blank text, trimmed of nothing (shown as filled);
 * undefined when every one fills to blank, so no empty message is ever shown. An alternative
 * whose every placeholder fills empty gives way to the next one ('Prefix: {answer.error}' with
 * no error gives way to the fallback instead of showing half a sentence); the last one is shown
 * unless it fills to blank.
 */
export function firstFilledText(text: OutcomeText | undefined, fill: (template: string) => string): string | undefined {
  if (text === undefined) return undefined;
  const alternatives = outcomeAlternatives(text);
  for (const [index, template] of alternatives.entries()) {
    const placeholders = writtenPlaceholders(template);
    const last = index === alternatives.length - 1;
    if (!last && placeholders.length > 0 && placeholders.every((placeholder) => fill(placeholder).trim() === '')) continue;
    const filled = fill(template);
    if (filled.trim() !== '') return filled;
  }
  return undefined;
}

/** Whether a template can fill to blank: nothing but placeholders and spaces (`{answer.error}`). */
export function canFillBlank(template: string): boolean {
  return template.replace(/\{[^{}]*\}/g, '').trim() === '';
}
