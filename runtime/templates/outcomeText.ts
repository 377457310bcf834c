import type { OutcomeText } from '../generated/screen';

/** The alternatives of an outcome text, in order (one template is a list of one). */
export function outcomeAlternatives(text: OutcomeText): readonly string[] {
  return typeof text === 'string' ? [text] : text;
}

/**
 * The first alternative that fills to a non-blank text, trimmed of nothing (shown as filled);
 * undefined when every one fills to blank, so no empty message is ever shown.
 */
export function firstFilledText(text: OutcomeText | undefined, fill: (template: string) => string): string | undefined {
  if (text === undefined) return undefined;
  for (const template of outcomeAlternatives(text)) {
    const filled = fill(template);
    if (filled.trim() !== '') return filled;
  }
  return undefined;
}

/** Whether a template can fill to blank: nothing but placeholders and spaces (`{answer.error}`). */
export function canFillBlank(template: string): boolean {
  return template.replace(/\{[^{}]*\}/g, '').trim() === '';
}
