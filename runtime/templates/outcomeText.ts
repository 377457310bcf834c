import type { OutcomeText } from '../generated/screen';

/** The alternatives of an outcome text, in order (one template is a list of one). */
export function outcomeAlternatives(text: OutcomeText): readonly string[] {
  return typeof text === 'string' ? [text] : text;
}

/** Each `{…}` of a template as written (`{answer.error}`, `{rate|wholeDollars}`). */
const PLACEHOLDERS = /\{[^{}]*\}/g;

/** Whether a template reads a placeholder at all: one that reads none says the same whatever the answer. */
export function hasPlaceholders(template: string): boolean {
  return template.match(PLACEHOLDERS) !== null;
}

/**
 * Whether an alternative says nothing of its own once filled: it fills to blank, or it reads
 * placeholders and every one of them fills to blank ('Upgrade failed: {answer.error}' with no
 * answer is half a sentence, not the outcome).
 */
function saysNothing(template: string, filled: string, fill: (template: string) => string): boolean {
  if (filled.trim() === '') return true;
  const placeholders = template.match(PLACEHOLDERS) ?? [];
  return placeholders.length > 0 && placeholders.every((placeholder) => fill(placeholder).trim() === '');
}

/**
 * The first alternative that says something once filled (not blank, and not every placeholder it
 * reads empty), shown as filled. When none does, the last that fills to a non-blank text (a lone
 * 'Saved {answer.count} rows' still says it saved); undefined when every one fills to blank, so no
 * empty message is ever shown.
 */
export function firstFilledText(text: OutcomeText | undefined, fill: (template: string) => string): string | undefined {
  if (text === undefined) return undefined;
  let lastResort: string | undefined;
  for (const template of outcomeAlternatives(text)) {
    const filled = fill(template);
    if (!saysNothing(template, filled, fill)) return filled;
    if (filled.trim() !== '') lastResort = filled;
  }
  return lastResort;
}

/** Whether a template can fill to blank: nothing but placeholders and spaces (`{answer.error}`). */
export function canFillBlank(template: string): boolean {
  return template.replace(PLACEHOLDERS, '').trim() === '';
}
